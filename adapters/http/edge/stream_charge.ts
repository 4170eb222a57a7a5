/** The running charge of a streamed answer: one point per `REQUEST_COSTS.bytesPerPoint` it pushes beyond its first,
 * and for a stream that stays open its cost again every window, until its budget is spent and the stream ends. */
import type { RequestBudget } from "./request_budget.ts"
import { sizeCost } from "./request_cost.ts"

/** What a stream's producer tells its charge. */
export interface StreamCharge {
  /** Counts `bytes` pushed, charging a point each time the total passes another `REQUEST_COSTS.bytesPerPoint` beyond the first. */
  readonly pushed: (bytes: number) => void
  /** Stops charging: the stream closed. */
  readonly stop: () => void
}

/** How a stream is charged besides its bytes, and what happens when its budget is spent. */
export interface StreamChargeOptions {
  /** Points charged again every window of the budget while the stream stays open (absent: none). */
  readonly perWindow?: number | undefined
  /** Runs once, when the budget no longer has what it is charged: the stream should end. */
  readonly onSpent: () => void
}

/** The charge of one stream to `budget`. */
export function streamCharge(budget: RequestBudget, options: StreamChargeOptions): StreamCharge {
  let bytes = 0
  let charged = 0
  let stopped = false
  let timer: ReturnType<typeof setInterval> | undefined
  const stop = () => {
    stopped = true
    if (timer !== undefined) clearInterval(timer)
  }
  const charge = (points: number) => {
    void budget.charge(points).then((allowed) => {
      if (allowed || stopped) return
      stop()
      options.onSpent()
    })
  }
  const perWindow = options.perWindow
  if (perWindow !== undefined && perWindow > 0) {
    timer = setInterval(() => charge(perWindow), budget.windowSeconds * 1000)
    // An open stream keeps no process alive.
    timer.unref()
  }
  return {
    pushed: (count) => {
      if (stopped) return
      bytes += count
      const due = sizeCost(bytes)
      if (due > charged) {
        const points = due - charged
        charged = due
        charge(points)
      }
    },
    stop
  }
}
