/** The `{message, code, type}` error body and each catalogue type's status; no Effect imports (the transport answers before Effect loads). */
import { type ErrorType } from "../../../core/error_catalogue.ts";
/** The JSON error body of catalogue type `type` with `message`. */
export declare function errorBody(type: ErrorType, message: string): string;
/** The HTTP status each catalogue type is sent with. */
export declare function statusOfType(type: ErrorType): number;
/** The message of a bare transport status. */
export declare function messageOfStatus(status: number): string;
