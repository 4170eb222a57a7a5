/** The request path's `node:http` writer: headers (the edge's win) in one `writeHead`, bytes in one `end`, streams piped; no body for HEAD, 204, 205, 304. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Finished } from "../edge/mod.ts";
/** Writes `finished`, the answer to `request`, to `response` (nothing when the response is already ended or destroyed). */
export declare function writeNodeResponse(request: IncomingMessage, response: ServerResponse, finished: Finished): void;
