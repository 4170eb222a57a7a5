/**
 * What bounding one asynchronous operation by a deadline costs, side by side in one run:
 * nothing, `Effect.timeoutOrElse` (what the SQL adapter used), and `withinDeadline`
 * (`adapters/sql/operation_deadline.ts`, what it uses). The operation completes on the next turn
 * of the event loop (`setImmediate`), like a statement's answer. `npx tsx bench/operation_deadline.ts`.
 */
import { Effect } from "effect"
import { withinDeadline } from "../adapters/sql/operation_deadline.ts"

const operation = Effect.callback<number>((resume) => {
  setImmediate(() => resume(Effect.succeed(1)))
})
const cases: ReadonlyArray<readonly [string, Effect.Effect<number>]> = [
  ["no bound", operation],
  ["Effect.timeoutOrElse", operation.pipe(Effect.timeoutOrElse({ duration: "30 seconds", orElse: () => Effect.die("late") }))],
  ["withinDeadline", withinDeadline(operation, 30_000, () => "late")]
]

/** µs per operation, awaited one after the other. */
async function micros(effect: Effect.Effect<number>, calls: number): Promise<number> {
  const start = performance.now()
  for (let i = 0; i < calls; i++) await Effect.runPromise(effect)
  return ((performance.now() - start) * 1000) / calls
}

const results = new Map<string, Array<number>>()
for (const [name, effect] of cases) await micros(effect, 5_000)
for (let round = 0; round < 5; round++) {
  for (const [name, effect] of cases) results.set(name, [...(results.get(name) ?? []), await micros(effect, 20_000)])
}
console.log("| bound | µs per operation (median of 5 × 20,000) |\n|---|---:|")
for (const [name, values] of results) {
  const sorted = [...values].sort((a, b) => a - b)
  console.log(`| ${name} | ${(sorted[2] ?? Number.NaN).toFixed(2)} |`)
}
