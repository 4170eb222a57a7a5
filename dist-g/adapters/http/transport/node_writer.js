import { pipeline, Readable } from "node:stream";
import { bodyBytesRead } from "./node_request.js";
/** The most of an unread request body Node may read and discard to keep the connection. */
const MAX_DRAIN_BYTES = 256 * 1024;
/** The header lines of a finished response as Node's flat `[name, value, …]` list (`content-length` only when `withLength`). */
function headerLines(finished, withLength, close) {
    const own = finished.response.headers;
    const added = finished.headers;
    const lines = [];
    for (const name in own) {
        const value = own[name];
        if (value !== undefined && added[name] === undefined && (withLength || name !== "content-length"))
            lines.push(name, value);
    }
    for (const name in added) {
        const value = added[name];
        if (value !== undefined && (withLength || name !== "content-length"))
            lines.push(name, value);
    }
    if (close)
        lines.push("connection", "close");
    return lines;
}
/** Whether answering now leaves more of the request's body unread than Node should drain. */
function leavesBodyUnread(request) {
    if (request.complete)
        return false;
    const length = request.headers["content-length"];
    return length !== undefined && Number(length) - bodyBytesRead(request) > MAX_DRAIN_BYTES;
}
/** Writes `finished`, the answer to `request`, to `response` (nothing when the response is already ended or destroyed). */
export function writeNodeResponse(request, response, finished) {
    if (response.writableEnded || response.destroyed)
        return;
    const { status, statusText, body } = finished.response;
    const close = leavesBodyUnread(request);
    const stream = body._tag === "Raw" && body.body instanceof Readable ? body.body : undefined;
    const noContent = status === 204 || status === 205;
    if (noContent || request.method === "HEAD" || status === 304 || body._tag === "Empty") {
        stream?.destroy();
        response.writeHead(status, statusText, headerLines(finished, !noContent, close));
        return void response.end();
    }
    if (stream !== undefined) {
        response.writeHead(status, statusText, headerLines(finished, true, false));
        // Either side ending ends the other: a client gone destroys the body, a body ended ends the response.
        return void pipeline(stream, response, () => { });
    }
    if (body._tag !== "Uint8Array") {
        response.writeHead(500, { "content-length": "0" });
        return void response.end();
    }
    response.strictContentLength = true;
    response.writeHead(status, statusText, headerLines(finished, true, close));
    // The text when the body kept it: Node encodes it into its write and frees that at once, where bytes made here per
    // response are freed only by a later GC, and the allocator's churn over them costs page faults (bench:http's history page).
    response.end(body.text ?? body.body);
}
