/**
 * Cross-origin calls (wallets and explorers live on other origins): preflights get a 204, other answers the allowed
 * origin and readable headers. No Effect imports, so the transport, answering before Effect loads, uses this policy.
 */
import type { EdgeRequest } from "./request_context.ts";
/** The methods the API answers. */
export declare const CORS_METHODS: ReadonlyArray<string>;
/** The response headers a cross-origin page may read besides the CORS-safelisted ones. */
export declare const EXPOSED_HEADERS: ReadonlyArray<string>;
/** The CORS behaviour for a set of origins. */
export interface Cors {
    /** The headers of the 204 answering a preflight, or undefined when the request is not one. */
    readonly preflight: (request: Pick<EdgeRequest, "method" | "headers">) => Readonly<Record<string, string>> | undefined;
    /** The headers every other answer gets (a shared record: do not modify). */
    readonly headers: (origin: string | undefined) => Readonly<Record<string, string>>;
}
/** The CORS behaviour for `origins`: `["*"]` any origin; a list exactly those (echoed, `Vary: Origin`); `[]` none. */
export declare function cors(origins: ReadonlyArray<string>): Cors;
