/**
 * Response compression by `Accept-Encoding` (RFC 9110 §12.5.3: highest q-value wins, brotli on a tie), on
 * libuv's thread pool. Not `HttpMiddleware.compression`, which adds a pre-response handler per request.
 */
import { Effect } from "effect";
import { brotliCompress, constants, gzip } from "node:zlib";
/** Brotli quality 4 compresses this API's JSON better than gzip 6 in a fraction of brotli's default time. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg)/u;
/** Whether a content type is worth compressing. */
export function isCompressible(contentType) {
    return contentType !== undefined && COMPRESSIBLE.test(contentType);
}
/** The q-value of one `Accept-Encoding` member (`gzip;q=0.5` → 0.5; absent → 1). */
function qualityOf(parameters) {
    for (const parameter of parameters) {
        const [name, value] = parameter.split("=");
        if (name?.trim().toLowerCase() === "q") {
            const q = Number(value?.trim());
            return Number.isFinite(q) ? q : 0;
        }
    }
    return 1;
}
/** The coding to send for `Accept-Encoding`, or undefined to send the body as it is. */
export function negotiate(acceptEncoding) {
    if (acceptEncoding === undefined || acceptEncoding.length === 0)
        return undefined;
    const q = {};
    for (const member of acceptEncoding.split(",")) {
        const [coding, ...parameters] = member.split(";");
        const name = coding?.trim().toLowerCase();
        if (name !== undefined && name.length > 0)
            q[name] = qualityOf(parameters);
    }
    const wildcard = q["*"];
    const br = q["br"] ?? wildcard ?? 0;
    const gz = q["gzip"] ?? q["x-gzip"] ?? wildcard ?? 0;
    const identity = q["identity"] ?? 0;
    const best = Math.max(br, gz);
    if (best <= 0 || identity > best)
        return undefined;
    return br >= gz ? "br" : "gzip";
}
/** The body compressed with `coding` (off the event loop). */
export function compress(body, coding) {
    return Effect.callback((resume) => {
        const done = (error, result) => resume(error === null ? Effect.succeed(result) : Effect.die(error));
        if (coding === "gzip") {
            gzip(body, { level: GZIP_LEVEL }, done);
        }
        else {
            brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }, done);
        }
    });
}
