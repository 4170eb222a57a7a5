/** The request path behind a fetch-style handler, for embedding and tests; a request whose signal aborts is interrupted. */
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { merged } from "../edge/mod.js";
import { declaredTooLarge } from "../server/request.js";
function targetOf(url) {
    if (url.startsWith("/"))
        return url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    return start === -1 ? "/" : url.slice(start);
}
/** The body of `request` as UTF-8 text, read to its end unless it exceeds `maxBytes`. */
function bodyText(request, headers, maxBytes) {
    if (declaredTooLarge(headers, maxBytes))
        return Effect.fail("TooLarge");
    return Effect.tryPromise({
        try: async () => {
            const chunks = [];
            let total = 0;
            if (request.body !== null) {
                for await (const chunk of request.body) {
                    total += chunk.byteLength;
                    if (total > maxBytes)
                        return undefined;
                    chunks.push(chunk);
                }
            }
            return Buffer.concat(chunks).toString("utf8");
        },
        catch: () => "Unreadable"
    }).pipe(Effect.flatMap((text) => text === undefined ? Effect.fail("TooLarge") : Effect.succeed(text)));
}
function webServerRequest(request) {
    const headers = Object.fromEntries(request.headers);
    return { method: request.method, url: targetOf(request.url), headers, text: (maxBytes) => bodyText(request, headers, maxBytes) };
}
/** A fetch-style handler serving `pipeline`. */
export function webHandlerOf(pipeline) {
    return (request) => new Promise((resolve) => {
        const withoutBody = request.method === "HEAD";
        const write = (finished) => resolve(HttpServerResponse.toWeb(merged(finished), { withoutBody, signal: request.signal }));
        const abort = pipeline.serve(webServerRequest(request), {
            write,
            drop: () => resolve(new Response(null, { status: 499 }))
        });
        if (abort === undefined)
            return;
        if (request.signal.aborted)
            abort();
        else
            request.signal.addEventListener("abort", abort, { once: true });
    });
}
