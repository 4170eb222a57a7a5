/**
 * The process metrics, from prom-client's `collectDefaultMetrics`: CPU, memory, heap spaces,
 * open file descriptors, active handles, garbage collection, the Node.js version and the event
 * loop lag (`nodejs_eventloop_lag_seconds` and its min/max/mean/percentiles). They describe the
 * process, not an application, so they live in one registry per process, created by the first
 * application that serves `/metrics`: `collectDefaultMetrics` starts an event-loop-delay monitor
 * and a garbage-collection observer that prom-client offers no way to stop, so calling it per
 * application would leave one of each behind for every application built (tests build many).
 * Neither keeps the process alive.
 */
import { collectDefaultMetrics, Registry } from "prom-client"

let processRegistry: Registry | undefined

/** The process-wide registry of the default metrics (created, and the collectors started, on first use). */
export function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}
