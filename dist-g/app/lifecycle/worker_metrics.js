/**
 * `/metrics` on a worker of several processes (`WEB_CONCURRENCY`): a scrape through the shared
 * port reaches one worker, whose registries count only its own requests, so the worker asks the
 * supervisor, which gathers every worker's registries through prom-client's cluster protocol
 * (`AggregatorRegistry`, `supervisor.ts`) and answers the aggregated text, each series labelled
 * with its worker (`adapters/http/edge/metrics.ts`). Each worker answers that protocol from its
 * start, so a worker still opening its storage is not waited for in vain. Should the supervisor
 * not answer within `GATHER_TIMEOUT_MILLIS`, the worker answers its own metrics alone.
 */
import { Effect } from "effect";
import { AggregatorRegistry } from "prom-client";
import { clusterMessageOf } from "./cluster_messages.js";
/** How long a worker waits for the supervisor's aggregation before answering its own metrics alone (ms). */
export const GATHER_TIMEOUT_MILLIS = 6_000;
/** Sends a message to the supervisor, if the channel is still open. */
function toSupervisor(message) {
    if (process.connected)
        process.send?.(message);
}
/** The gathering of worker `worker`; from now on the process answers the supervisor's requests for its metrics. */
export function workerMetricsGathering(worker) {
    // Constructing it starts answering prom-client's cluster requests (with the default registry until the application sets its own).
    new AggregatorRegistry();
    const waiting = new Map();
    let next = 0;
    process.on("message", (value) => {
        const message = clusterMessageOf(value);
        if (message?.zk === "metrics-gathered")
            waiting.get(message.id)?.(message.text ?? undefined);
    });
    const gathered = Effect.callback((resume) => {
        const id = next++;
        const timer = setTimeout(() => finish(undefined), GATHER_TIMEOUT_MILLIS);
        const finish = (text) => {
            clearTimeout(timer);
            waiting.delete(id);
            resume(Effect.succeed(text));
        };
        waiting.set(id, finish);
        toSupervisor({ zk: "metrics-gather", id });
        return Effect.sync(() => {
            clearTimeout(timer);
            waiting.delete(id);
        });
    });
    return {
        worker,
        gather: (own) => Effect.flatMap(gathered, (text) => text === undefined ? own : Effect.succeed(text))
    };
}
