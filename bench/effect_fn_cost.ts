/**
 * What `Effect.fn("Name")` costs per call against `Effect.fnUntraced` (and against an untraced
 * function with a span only), each run through `Effect.runSync` on a trivial body, side by side
 * in one run: `npx tsx bench/effect_fn_cost.ts`. The use cases are untraced because of this
 * (`core/use_cases/mod.ts`).
 */
import { Effect } from "effect"

const traced = Effect.fn("Bench.traced")(function*(n: number) {
  return n + 1
})
const untraced = Effect.fnUntraced(function*(n: number) {
  return n + 1
})
const spanOnly = Effect.fnUntraced(function*(n: number) {
  return n + 1
}, Effect.withSpan("Bench.span"))

/** Median µs per call over `rounds` rounds of `calls` calls, after a warm-up. */
function measure(f: (n: number) => Effect.Effect<number>, rounds = 5, calls = 50_000): number {
  for (let i = 0; i < 20_000; i++) Effect.runSync(f(i))
  const results: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    const start = performance.now()
    for (let i = 0; i < calls; i++) Effect.runSync(f(i))
    results.push(((performance.now() - start) * 1000) / calls)
  }
  results.sort((a, b) => a - b)
  return results[Math.floor(results.length / 2)] ?? Number.NaN
}

const rows = [
  ["Effect.fn(name)", measure(traced)],
  ["Effect.fnUntraced + withSpan", measure(spanOnly)],
  ["Effect.fnUntraced", measure(untraced)]
] as const
console.log("| function | µs per call (median of 5 × 50,000, runSync) |\n|---|---:|")
for (const [name, micros] of rows) console.log(`| ${name} | ${micros.toFixed(2)} |`)
