/**
 * The answer to a request past its deadline (its fiber interrupted, storage work included): a JSON 503 with
 * `Retry-After`, never a hung connection. Posting again is safe: the pool answers an identical transaction with the same id.
 */
import type { HttpServerResponse } from "effect/http";
/** The JSON answer to a request whose deadline fired after `millis`. */
export declare function timeoutResponse(millis: number): HttpServerResponse.HttpServerResponse;
