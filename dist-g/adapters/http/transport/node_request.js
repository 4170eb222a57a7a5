/**
 * A `node:http` request as the request path reads it, its body read on demand up to a limit; the amount read
 * is kept for the writer, which closes a connection whose unread rest is too long to drain.
 */
import { Effect } from "effect";
import { declaredTooLarge } from "../server/request.js";
/** Body bytes read of each request whose body has been read from. */
const bytesRead = new WeakMap();
/** Body bytes read so far of `request`. */
export function bodyBytesRead(request) {
    return bytesRead.get(request) ?? 0;
}
/** The body of `request` as text, read to its end unless it exceeds `maxBytes`. */
function bodyText(request, headers, maxBytes) {
    if (declaredTooLarge(headers, maxBytes))
        return Effect.fail("TooLarge");
    return Effect.callback((resume) => {
        const chunks = [];
        let total = 0;
        const onData = (chunk) => {
            total += chunk.byteLength;
            bytesRead.set(request, total);
            if (total > maxBytes) {
                cleanup();
                request.pause();
                resume(Effect.fail("TooLarge"));
            }
            else {
                chunks.push(chunk);
            }
        };
        const onEnd = () => {
            cleanup();
            resume(Effect.succeed(Buffer.concat(chunks).toString("utf8")));
        };
        const onError = () => {
            cleanup();
            resume(Effect.fail("Unreadable"));
        };
        const cleanup = () => {
            request.off("data", onData);
            request.off("end", onEnd);
            request.off("error", onError);
            request.off("aborted", onError);
        };
        request.on("data", onData);
        request.once("end", onEnd);
        request.once("error", onError);
        request.once("aborted", onError);
        return Effect.sync(cleanup);
    });
}
/** The request path's view of a `node:http` request. */
export function nodeServerRequest(request) {
    // Node joins repeated request headers into one string; only `set-cookie`, never sent by clients, is a list.
    const headers = request.headers;
    return {
        method: request.method ?? "GET",
        url: request.url ?? "/",
        headers,
        remoteAddress: request.socket.remoteAddress,
        text: (maxBytes) => bodyText(request, headers, maxBytes)
    };
}
