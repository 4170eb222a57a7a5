/**
 * The edge's per-request work measured in process, part by part, where a noisy neighbour cannot
 * move it: `npx tsx bench/edge_parts.ts`. Each part is called in a loop exactly as the edge calls
 * it for one request (`adapters/http/edge/mod.ts`): the request log line through the server's JSON
 * logger (`app/logging.ts`, batched; its flush is included by letting the batch window pass),
 * the request metrics, and — on in both of `bench:edge`'s configurations, shown for scale — the
 * request id, the ETag of a 215 B and an 18 KB body, and the CORS headers. Medians of 5 rounds.
 * `npm run bench:edge` measures the same switches end to end under `wrk`.
 */
import { Effect, Option } from "effect"
import { HttpServerResponse } from "effect/http"
import { writeSync } from "node:fs"
import { logRequest } from "../adapters/http/edge/access_log.ts"
import { entityTag } from "../adapters/http/edge/caching.ts"
import { cors } from "../adapters/http/edge/cors.ts"
import { RequestFacts } from "../adapters/http/edge/request_context.ts"
import { requestIdOf } from "../adapters/http/edge/request_id.ts"
import { RequestMetrics } from "../adapters/http/edge/request_metrics.ts"
import { loggingLayer } from "../app/logging.ts"
import { machineLine } from "./bench_stats.ts"

/** Calls per round and rounds. */
const CALLS = 100_000
const ROUNDS = 5

/** The median µs per call of `f` over the rounds. */
function measure(f: (i: number) => void): number {
  for (let i = 0; i < CALLS / 10; i++) f(i)
  const rounds: Array<number> = []
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    for (let i = 0; i < CALLS; i++) f(i)
    rounds.push(((performance.now() - start) * 1000) / CALLS)
  }
  rounds.sort((a, b) => a - b)
  return rounds[Math.floor(ROUNDS / 2)] ?? Number.NaN
}

const small = new Uint8Array(215).fill(120)
const large = new Uint8Array(18_011).fill(120)
const response = HttpServerResponse.uint8Array(small, { contentType: "application/json" })
const metrics = new RequestMetrics()
const anyOrigin = cors(["*"])
const request = { method: "GET", headers: { origin: "https://wallet.example" } }

// The JSON lines go to standard output: send them to /dev/null by running with `> /dev/null`
// or let them go to a file; the table is written to standard error.
const program = Effect.gen(function*() {
  const logged = yield* Effect.withFiber((fiber) =>
    Effect.succeed(measure(() => logRequest(fiber, "GET", "/tokens/:id", response, new RequestFacts("0b6e4d0e-8d7f-4f0c-9d59-3d6a2b1c9e11", 0), 0.42)))
  )
  // Let the batched logger flush what it gathered (its cost lands on the event loop, not per call).
  yield* Effect.sleep("50 millis")
  return logged
})
const logLine = await Effect.runPromise(
  program.pipe(Effect.provide(loggingLayer({ logFormat: Option.some("json"), logLevel: "info" })))
)
const rows: ReadonlyArray<readonly [string, string, number]> = [
  ["request log line (LOG_FORMAT=json)", "switched by LOG_LEVEL", logLine],
  ["request metrics record", "switched by METRICS", measure(() => metrics.record("GET", "/tokens/:id", 200, 0.0004))],
  ["request id (generated)", "always on", measure(() => requestIdOf(undefined))],
  ["ETag of 215 B", "always on", measure(() => entityTag(small))],
  ["ETag of 18 KB", "always on", measure(() => entityTag(large))],
  ["CORS headers", "always on", measure(() => anyOrigin.headers(request))]
]
const out = [
  `# Edge parts in process (bench/edge_parts.ts), ${new Date().toISOString()}`,
  "",
  `Machine: ${machineLine()}; median of ${ROUNDS} rounds × ${CALLS} calls.`,
  "",
  "| part | switch | µs per request |",
  "|---|---|---:|",
  ...rows.map(([part, switched, micros]) => `| ${part} | ${switched} | ${micros.toFixed(2)} |`)
]
writeSync(2, out.join("\n") + "\n")
