/**
 * The node's prom-client metrics: request metrics in a registry per application (so applications in one process count
 * apart), the rest in the default one; with several processes, a `worker` label and one scrape for all.
 */
import { Context, Effect, Layer } from "effect";
import { Registry } from "prom-client";
import type { EventHub } from "../../../core/use_cases/mod.ts";
/** The request metrics of one application, labelled by route template (never the raw URL, so series stay bounded). */
export declare class RequestMetrics {
    /** The application's registry. */
    readonly registry: Registry<"text/plain; version=0.0.4; charset=utf-8">;
    private readonly requests;
    private readonly durations;
    private readonly throttledRequests;
    /** Each series' children by `method route status`, so a request builds no label set (prom-client binds one per `labels` call). */
    private readonly series;
    /** Records one answered request (a method outside Node's list counts as `OTHER`). */
    record(method: string, route: string, status: number, seconds: number): void;
    /** Counts one request refused over its tier's rate limit. */
    throttled(tier: string): void;
}
/** Name of the counter of pool submissions, labelled `outcome`. */
export declare const POOL_SUBMISSIONS_METRIC = "pool_transaction_submissions_total";
/** The submission, its outcome (`core/use_cases/pool_metrics.ts`) counted in the process's registry when it ends. */
export declare function countedSubmission<A, E, R>(submission: Effect.Effect<A, E, R>): Effect.Effect<A, E, R>;
/** The subscribers of the application's event `hub` and those it cut, read into `registry` at each scrape. */
export declare function observeEventHub(registry: Registry, hub: EventHub.EventHub["Service"]): void;
declare const MetricsExposition_base: Context.ServiceClass<MetricsExposition, "zk-api/adapters/http/MetricsExposition", {
    /** The request metrics the edge records into. */
    readonly requests: RequestMetrics;
    /** Every metric in the Prometheus text format. */
    readonly render: Effect.Effect<string>;
}>;
/** The metrics of an application and their exposition. */
export declare class MetricsExposition extends MetricsExposition_base {
}
declare const MetricsGathering_base: Context.ServiceClass<MetricsGathering, "zk-api/adapters/http/MetricsGathering", {
    /** The process's worker number, which labels every series it exposes. */
    readonly worker: number;
    /** Every process's metrics, aggregated; `own` renders this process's alone (the answer when the others cannot be had). */
    readonly gather: (own: Effect.Effect<string>) => Effect.Effect<string>;
}>;
/** How this process takes part in the metrics of several processes serving one port (`app/lifecycle/`). */
export declare class MetricsGathering extends MetricsGathering_base {
}
/** The metrics of one application (a new set of request metrics per build), every process's when a `MetricsGathering` is in context. */
export declare const layer: Layer.Layer<MetricsExposition>;
export {};
