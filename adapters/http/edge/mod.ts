/**
 * The HTTP edge: everything around the endpoints that is not the interface itself, as global
 * router middlewares of one concern each, installed in one fixed order (outermost first):
 *
 * 1. `request_id.ts` — the request id, its facts, log annotations;
 * 2. `access_log.ts` — one log line per request (when enabled);
 * 3. `request_metrics.ts` — request counts and latency by route template (when metrics are on);
 * 4. `cors.ts` — preflights and `Access-Control-*` headers;
 * 5. `compression.ts` — gzip/brotli by `Accept-Encoding`;
 * 6. `caching.ts` — `ETag`, `304`, `Cache-Control`;
 * 7. `deadline.ts` — the per-request deadline (a JSON 503);
 * 8. `../error_envelope.ts` — the error shape on every non-2xx the endpoints did not render.
 *
 * Outer middlewares see the response the inner ones produced, so the log, the metrics and CORS
 * cover errors, timeouts and 304s alike.
 */
import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { errorEnvelopeMiddleware, type ErrorEnvelopeOptions } from "../error_envelope.ts"
import { accessLog, type RouteOf } from "./access_log.ts"
import { caching } from "./caching.ts"
import { compression } from "./compression.ts"
import { cors } from "./cors.ts"
import { deadline } from "./deadline.ts"
import { type EdgeOptions, resolveEdgeOptions } from "./edge_options.ts"
import { requestId } from "./request_id.ts"

export { type EdgeOptions, resolveEdgeOptions } from "./edge_options.ts"

/** What the edge needs to know about the mounted routes. */
export interface EdgeRoutes extends ErrorEnvelopeOptions {
  /** The route template of a request, for logs, metrics and caching. */
  readonly routeOf: RouteOf
}

/** The edge's middlewares as one layer, installed in the order of this module's header. */
export function edgeLayer(options: EdgeOptions, routes: EdgeRoutes) {
  const edge = resolveEdgeOptions(options)
  return Layer.effectDiscard(Effect.gen(function*() {
    const router = yield* HttpRouter.HttpRouter
    yield* router.addGlobalMiddleware(requestId)
    if (edge.accessLog) yield* router.addGlobalMiddleware(accessLog(routes.routeOf))
    // request metrics: slot 3
    if (edge.corsOrigins.length > 0) yield* router.addGlobalMiddleware(cors(edge.corsOrigins))
    if (edge.compressionMinBytes !== false) yield* router.addGlobalMiddleware(compression(edge.compressionMinBytes))
    yield* router.addGlobalMiddleware(caching(routes.routeOf))
    yield* router.addGlobalMiddleware(deadline(edge.requestTimeout))
    yield* router.addGlobalMiddleware(errorEnvelopeMiddleware(routes))
  }))
}
