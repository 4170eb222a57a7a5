/** The requests admission control shed, counted by class and reason in prom-client's process registry (rendered on `/metrics`). */
import { Counter, register } from "prom-client"
import { BOUNDED_CLASSES, type Refusal, type ShedListener, type ShedReason } from "./admission.ts"

/** Name of the counter of shed requests, labelled `class` and `reason`. */
export const SHED_REQUESTS_METRIC = "admission_shed_requests_total"

const SHED_CLASSES: ReadonlyArray<Refusal["routeClass"]> = [...BOUNDED_CLASSES, "stream"]
const SHED_REASONS: ReadonlyArray<ShedReason> = ["in_flight", "queue_delay"]

/** The process's counter of shed requests (created once, every series starting at 0). */
function shedRequests(): Counter<"class" | "reason"> {
  const existing = register.getSingleMetric(SHED_REQUESTS_METRIC)
  if (existing instanceof Counter) return existing
  const counter = new Counter({
    name: SHED_REQUESTS_METRIC,
    help: "Requests answered 503 ErrOverloaded by admission control, by route class (read, list, write, stream) and reason (in_flight, queue_delay)",
    labelNames: ["class", "reason"]
  })
  for (const routeClass of SHED_CLASSES) for (const reason of SHED_REASONS) counter.inc({ class: routeClass, reason }, 0)
  return counter
}

/** A shed listener counting each shed request in the process's registry. */
export function countShedRequests(): ShedListener {
  const counter = shedRequests()
  const series = new Map<string, Counter.Internal>()
  return (refusal) => {
    const key = `${refusal.routeClass} ${refusal.reason}`
    let child = series.get(key)
    if (child === undefined) {
      child = counter.labels({ class: refusal.routeClass, reason: refusal.reason })
      series.set(key, child)
    }
    child.inc()
  }
}
