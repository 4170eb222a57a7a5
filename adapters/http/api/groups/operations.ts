/** The Operations group: `/health` and `/metrics` under every revision's base path, extensions of the interface;
 * `/health` free and never shed, `/metrics` metered like a read. */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Health } from "../../../../core/domain/health.ts"
import { Error404 } from "../error_schemas.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { METRICS_SCRAPE, OPERATIONS } from "../policy_annotations.ts"
import { prose } from "../prose.ts"

/** Content type of the Prometheus text exposition format. */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

/** The metrics text (Prometheus exposition format 0.0.4). */
const MetricsText = Schema.String.pipe(HttpApiSchema.asText({ contentType: PROMETHEUS_CONTENT_TYPE })).annotate({
  description: "Prometheus text exposition format 0.0.4"
})

/** The Operations group: `/health` and `/metrics`. */
export const operations = HttpApiGroup.make("operations")
  .add(
    HttpApiEndpoint.get("getHealth", "/health", { success: Health }).annotateMerge(
      extensionOperation(
        "Check the node's health",
        prose`The node's health: status UP, the package version, the storage's answer time, the last forged batch and
          its age, the number of pending pool transactions and the moment of the check. 503 ErrStorageUnavailable (the
          error shape) when the storage cannot answer within 5 seconds. Never cached (Cache-Control: no-store).`
      )
    ),
    HttpApiEndpoint.get("getMetrics", "/metrics", { success: MetricsText, error: Error404 })
      .annotateMerge(
        extensionOperation(
          "Read the node's metrics",
          prose`Metrics in the Prometheus text format: HTTP requests by method, route template and status with a
            latency histogram, pool submissions by outcome, signature-verification time, storage operation time and
            operations in flight, event-loop lag and the default Node.js process metrics. Unlike /health, a scrape
            costs a read of the rate limit and is shed like a read under overload (503 ErrOverloaded). 404
            ErrRouteNotFound when the node runs with METRICS=off, or serves its metrics on a port of its own
            (METRICS_PORT), where they are neither metered nor shed.`
        )
      )
      .annotateMerge(METRICS_SCRAPE)
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Operations",
      description:
        "Health and metrics for monitors and operators (extensions of the interface); served under every revision's base path"
    })
  )
  .annotateMerge(OPERATIONS)
