/** `METRICS_PORT`, the port `/metrics` is served on instead of `PORT`: its value, and what it may not be. No Effect
 * here: the supervisor of several processes reads it before anything is loaded, and serves the metrics itself. */

/** The port `METRICS_PORT` names in `environment`; undefined when unset or not a port (`config.ts` refuses that). */
export function metricsPortOf(environment: Readonly<Record<string, string | undefined>>): number | undefined {
  const value = environment["METRICS_PORT"]
  if (value === undefined || !/^\d{1,5}$/u.test(value)) return undefined
  const port = Number(value)
  return port >= 1 && port <= 65535 ? port : undefined
}

/** Whether `METRICS` (checked by `app/config.ts`: on, off, true or false; absent: on) asks for metrics. */
export function metricsOn(value: string | undefined): boolean {
  return value !== "off" && value !== "false"
}

/** Where the node's API and metrics are to be served. */
export interface MetricsPlan {
  /** `METRICS_PORT`; undefined: `/metrics` on `port`. */
  readonly metricsPort: number | undefined
  /** `PORT`. */
  readonly port: number
  /** `METRICS`. */
  readonly metrics: boolean
}

/** Why `/metrics` cannot be served as `plan` asks, if it cannot (one line). */
export function metricsPortProblem(plan: MetricsPlan): string | undefined {
  if (plan.metricsPort === undefined) return undefined
  if (!plan.metrics)
    return `METRICS_PORT=${plan.metricsPort} needs METRICS=on: with METRICS=off no metrics are served; unset one of them`
  if (plan.metricsPort === plan.port)
    return `METRICS_PORT=${plan.metricsPort} is PORT too: give /metrics a port of its own, or leave METRICS_PORT unset to serve it on PORT`
  return undefined
}
