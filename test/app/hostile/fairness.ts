/** What every hostile case asserts, and the summary it prints: the well-behaved client served (every answer a 200,
 * no socket error, every request of its mix answered), and every hostile socket closed by the node within its bound. */
import { expect } from "vitest"
import type { Verdict } from "./bounds.ts"
import type { CaseReport } from "./hostile_case.ts"
import type { WellBehavedReport, WellBehavedRequest } from "./well_behaved.ts"

/** `status type` counts, e.g. `200 ×40, 503 ErrOverloaded ×3`. */
function statusCounts(entries: ReadonlyArray<{ readonly status: number; readonly type: string | undefined }>): string {
  const counts = new Map<string, number>()
  for (const { status, type } of entries) {
    const key = type === undefined ? String(status) : `${status} ${type}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(", ") || "none"
}

/** The nearest-rank quantile of numbers. */
function quantile(values: ReadonlyArray<number>, q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
}

/** One line per kind and bound: sockets, how many the node closed within it, how long they lived. */
function verdictLines(verdicts: ReadonlyArray<Verdict>): Array<string> {
  const groups = new Map<string, Array<Verdict>>()
  for (const verdict of verdicts) {
    const key = `${verdict.outcome.kind} (${verdict.outcome.bound}${Number.isFinite(verdict.bound) ? ` ${verdict.bound} ms` : ""})`
    groups.set(key, [...(groups.get(key) ?? []), verdict])
  }
  return [...groups].map(([key, group]) => {
    const lived = group.flatMap((v) => (v.lived === undefined ? [] : [v.lived]))
    const answers = group.flatMap((v) => v.outcome.answers)
    return (
      `  ${key}: ${group.length} sockets, ${group.filter((v) => v.within).length} within, ` +
      `${group.filter((v) => v.lived === undefined).length} never closed by the node; lived p50 ${quantile(lived, 0.5).toFixed(0)} ` +
      `max ${quantile(lived, 1).toFixed(0)} ms; answers ${statusCounts(answers)}`
    )
  })
}

/** The case in a few lines. */
export function summary(name: string, report: CaseReport): string {
  const client = report.wellBehaved
  const millis = client.answers.map((a) => a.millis)
  return [
    `${name}: the well-behaved client: ${statusCounts(client.answers)}; ${client.failures.length} failures` +
      `${client.failures.length === 0 ? "" : ` (${client.failures[0]?.error ?? ""})`}; ` +
      `p50 ${quantile(millis, 0.5).toFixed(1)} p99 ${quantile(millis, 0.99).toFixed(1)} ms`,
    `  hostile sockets open while it ran: ${report.hostileOpen.least}–${report.hostileOpen.most}` +
      `${report.engaged ? "" : " (the first wave had not engaged)"}`,
    ...verdictLines(report.verdicts)
  ].join("\n")
}

/** The well-behaved client got a 200 for every request, no socket error, and an answer to every request of its mix. */
export function expectServed(client: WellBehavedReport, mix: ReadonlyArray<WellBehavedRequest>): void {
  expect.soft(client.failures.map((f) => `${f.request.method} ${f.request.path}: ${f.error}`)).toEqual([])
  expect.soft(statusCounts(client.answers.filter((a) => a.status !== 200))).toBe("none")
  const answered = new Set(client.answers.map((a) => a.request))
  for (const request of mix)
    expect.soft(answered.has(request), `no answer to ${request.method} ${request.path}`).toBe(true)
}

/** Every hostile socket was closed by the node within its bound and the tolerance (a held stream aside). */
export function expectClosedWithinBounds(report: CaseReport): void {
  expect.soft(report.verdicts.length).toBeGreaterThan(0)
  const late = report.verdicts
    .filter((v) => !v.within)
    .map(
      (v) =>
        `${v.outcome.kind} from ${v.outcome.from}: ${v.lived === undefined ? "never closed by the node" : `closed after ${v.lived.toFixed(0)} ms`} (bound ${v.outcome.bound} ${v.bound} ms)`
    )
  expect
    .soft(late.slice(0, 5), `${late.length} of ${report.verdicts.length} hostile sockets outlived their bound`)
    .toEqual([])
}

/** The most intervals (`[from, to]`, ms) open at one instant. */
export function peakOverlap(intervals: ReadonlyArray<readonly [number, number]>): number {
  const edges = intervals.flatMap(
    ([from, to]): Array<readonly [number, number]> => [
      [from, 1],
      [to, -1]
    ]
  )
  // At one instant a close counts before an opening.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let open = 0
  let peak = 0
  for (const [, step] of edges) {
    open += step
    peak = Math.max(peak, open)
  }
  return peak
}

/** Every refusal the hostile client read is the error shape's `type` among `types` (`ErrTooManyRequests` by default),
 * with `Retry-After` on each 429; and there was at least one. */
export function expectRefusals(report: CaseReport, types: ReadonlyArray<string> = ["ErrTooManyRequests"]): void {
  const refusals = report.verdicts.flatMap((v) => v.outcome.answers).filter((a) => a.status !== 200)
  expect.soft(refusals.length, "the hostile client was never refused").toBeGreaterThan(0)
  expect.soft(statusCounts(refusals.filter((a) => a.type === undefined || !types.includes(a.type)))).toBe("none")
  expect.soft(refusals.filter((a) => a.status === 429 && a.headers["retry-after"] === undefined).length).toBe(0)
}
