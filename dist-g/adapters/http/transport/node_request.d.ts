import type { IncomingMessage } from "node:http";
import { type ServerRequest } from "../server/request.ts";
/** Body bytes read so far of `request`. */
export declare function bodyBytesRead(request: IncomingMessage): number;
/** The request path's view of a `node:http` request. */
export declare function nodeServerRequest(request: IncomingMessage): ServerRequest;
