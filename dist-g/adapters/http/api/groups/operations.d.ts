/** The Operations group: `/health` and `/metrics` under every revision's base path, extensions of the interface. */
import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
/** Content type of the Prometheus text exposition format. */
export declare const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
/** The Operations group: `/health` and `/metrics`. */
export declare const operations: HttpApiGroup.HttpApiGroup<"operations", HttpApiEndpoint.HttpApiEndpoint<"getHealth", "GET", "/health", never, never, never, never, Schema.toCodecJson<Schema.Struct<{
    readonly status: Schema.Literal<"UP">;
    readonly version: Schema.String;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly storage: Schema.Struct<{
        readonly status: Schema.Literal<"UP">;
        readonly latencyMs: Schema.Finite;
        readonly replicas: Schema.optionalKey<Schema.$Array<Schema.Struct<{
            readonly name: Schema.String;
            readonly status: Schema.Literals<readonly ["UP", "UNUSED"]>;
            readonly reason: Schema.NullOr<Schema.String>;
            readonly lagSeconds: Schema.NullOr<Schema.Finite>;
            readonly lastBatch: Schema.Int;
        }>>>;
    }>;
    readonly lastBatch: Schema.NullOr<Schema.Struct<{
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly ageSeconds: Schema.Finite;
    }>>;
    readonly poolSize: Schema.Int;
}>>, never, never, never> | HttpApiEndpoint.HttpApiEndpoint<"getMetrics", "GET", "/metrics", never, never, never, never, Schema.toCodecJson<Schema.String>, never, never, never>, false>;
