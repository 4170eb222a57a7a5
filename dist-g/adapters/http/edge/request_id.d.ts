/** The request and response header carrying the id. */
export declare const REQUEST_ID_HEADER = "x-request-id";
/** The id of a request: the client's when well formed, a new UUID otherwise. */
export declare function requestIdOf(header: string | undefined): string;
