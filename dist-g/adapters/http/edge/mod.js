/**
 * The HTTP edge, one pass per request: CORS preflight and the error envelope on arrival; caching, CORS,
 * request id and compression on the response, then metrics and the log line, so both describe the response as sent.
 */
import { Duration, Effect } from "effect";
import { HttpBody, HttpServerResponse } from "effect/http";
import { enveloped } from "./error_envelope.js";
import { logRequest, UNMATCHED_ROUTE } from "./access_log.js";
import { cacheHeaders, encodedTag } from "./caching.js";
import { compress, isCompressible, negotiate } from "./compression.js";
import { cors } from "./cors.js";
import { LAST_BATCH_HEADER, withReadView } from "./read_view.js";
import { REQUEST_ID_HEADER } from "./request_id.js";
import { requestCost } from "./request_cost.js";
/** The options with their defaults. */
export function resolveEdgeOptions(options = {}) {
    return {
        corsOrigins: options.corsOrigins ?? ["*"],
        compressionMinBytes: options.compressionMinBytes ?? 1024,
        requestTimeout: Duration.fromInputUnsafe(options.requestTimeout ?? Duration.seconds(30)),
        metrics: options.metrics ?? true,
        accessLog: options.accessLog ?? false,
        readViews: options.readViews ?? false,
        rateLimit: options.rateLimit
    };
}
/** The finished response as one `HttpServerResponse` (for the fetch-style handler). */
export function merged(finished) {
    return HttpServerResponse.setHeaders(finished.response, finished.headers);
}
/** `a` and `b` as one `Vary` value naming each field once (case-insensitively, first spelling kept), `*` alone when either names it (RFC 9110 §12.5.5); undefined when neither names any. */
export function mergeVary(a, b) {
    const names = new Map();
    for (const field of `${a ?? ""},${b ?? ""}`.split(",")) {
        const name = field.trim();
        const key = name.toLowerCase();
        if (key === "*")
            return "*";
        if (name !== "" && !names.has(key))
            names.set(key, name);
    }
    return names.size === 0 ? undefined : [...names.values()].join(", ");
}
/** The finished response with its body compressed with `coding` (ETag and length adjusted). */
function compressed(finished, body, coding) {
    return Effect.map(compress(body.body, coding), (bytes) => {
        const headers = { ...finished.headers };
        headers["content-encoding"] = coding;
        headers["content-length"] = String(bytes.byteLength);
        const tag = headers["etag"] ?? finished.response.headers["etag"];
        if (tag !== undefined)
            headers["etag"] = encodedTag(tag, coding);
        return { response: HttpServerResponse.setBody(finished.response, HttpBody.uint8Array(bytes, body.contentType)), headers };
    });
}
/** The edge for resolved options; `metrics` records each response, `limiter` (when rate limits are on) admits requests. */
export function makeEdge(edge, metrics, limiter) {
    const corsHeaders = edge.corsOrigins.length > 0 ? cors(edge.corsOrigins) : undefined;
    const minBytes = edge.compressionMinBytes;
    const accessLog = edge.accessLog;
    const finish = (fiber, request, sent, facts, route) => {
        const cached = cacheHeaders(request, sent, route);
        const isNotModified = HttpServerResponse.isHttpServerResponse(cached);
        const response = isNotModified ? cached : sent;
        const headers = isNotModified ? {} : { ...cached };
        headers[REQUEST_ID_HEADER] = facts.id;
        const limited = facts.rateLimit;
        if (limited !== undefined) {
            headers["ratelimit-policy"] = limited.policy;
            headers["ratelimit"] = limited.remaining;
        }
        const reflected = facts.readView?.reflectedBatch;
        if (reflected !== undefined)
            headers[LAST_BATCH_HEADER] = String(reflected);
        let vary;
        if (corsHeaders !== undefined) {
            const allow = corsHeaders.headers(request.headers["origin"]);
            Object.assign(headers, allow);
            vary = allow["vary"];
        }
        const body = response.body;
        let coding;
        // Only a compressible body of at least the threshold varies by `Accept-Encoding` (and a 304
        // standing for it): a smaller one is the same bytes for every client, so caches may share it.
        const rendered = sent.body;
        if (minBytes !== false && rendered._tag === "Uint8Array" && rendered.contentLength >= minBytes &&
            isCompressible(rendered.contentType)) {
            vary = mergeVary(vary, "Accept-Encoding");
            if (body._tag === "Uint8Array" && response.headers["content-encoding"] === undefined) {
                coding = negotiate(request.headers["accept-encoding"]);
            }
        }
        if (vary !== undefined)
            headers["vary"] = mergeVary(response.headers["vary"], vary) ?? vary;
        const label = route ?? UNMATCHED_ROUTE;
        const done = (out) => {
            const now = performance.now();
            metrics?.record(request.method, label, out.response.status, (now - facts.startedAt) / 1000);
            if (accessLog)
                logRequest(fiber, request.method, label, out.response, facts, now);
            return out;
        };
        const finished = { response, headers };
        if (coding === undefined || body._tag !== "Uint8Array")
            return Effect.succeed(done(finished));
        const ready = compressed(finished, body, coding);
        return !accessLog && metrics === undefined ? ready : Effect.map(ready, done);
    };
    return {
        deadlineMillis: Duration.toMillis(edge.requestTimeout),
        preflight: (request) => {
            const headers = corsHeaders?.preflight(request);
            return headers === undefined ? undefined : HttpServerResponse.empty({ status: 204, headers });
        },
        limit: limiter === undefined ? undefined : (app, request, facts, route, query) => Effect.flatMap(limiter(request, facts, requestCost(request.method, route, query)), (refusal) => refusal === undefined ? app : Effect.succeed(refusal)),
        wrap: edge.readViews
            ? (app, request, facts) => enveloped(withReadView(app, request, facts), facts)
            : (app, _, facts) => enveloped(app, facts),
        finish
    };
}
