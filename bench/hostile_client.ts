/** The well-behaved client of `bench:hostile` as its own process: `wellBehaved` (16 closed loops from its own address)
 * for a while, then one line `WELL_BEHAVED_REPORT {json}`: requests, 200s, the other answers by status and type,
 * socket errors, and the latency of the 200s. */
import { quantile, sorted } from "./harness/stats.ts"
import { type WellBehavedRequest, wellBehaved } from "../test/app/hostile/well_behaved.ts"

// Run as `node --import tsx bench/hostile_client.ts` with the variables below.
const port = Number(process.env["CLIENT_PORT"])
const from = process.env["CLIENT_FROM"] ?? "127.0.0.2"
const connections = Number(process.env["CLIENT_CONNECTIONS"] ?? 16)
const millis = Number(process.env["CLIENT_MILLIS"] ?? 10_000)
if (!(port > 0)) throw new Error("hostile_client: CLIENT_PORT is required")

/** Single-item reads of the devnet (tokens, accounts) and one list page. */
const MIX: ReadonlyArray<WellBehavedRequest> = [
  "/tokens/0",
  "/accounts/zk:ETH:256",
  "/tokens/1",
  "/accounts/zk:HEZ:257",
  "/accounts/zk:USDT:258",
  "/batches?limit=10"
].map((path) => ({ method: "GET", path }))

const report = await wellBehaved({ port, from, connections, millis, mix: MIX, timeoutMillis: 30_000 })
const served = sorted(report.answers.filter((a) => a.status === 200).map((a) => a.millis))
const refusals: Record<string, number> = {}
for (const answer of report.answers.filter((a) => a.status !== 200)) {
  const key = `${answer.status} ${answer.type ?? ""}`.trim()
  refusals[key] = (refusals[key] ?? 0) + 1
}
const errors: Record<string, number> = {}
for (const failure of report.failures) errors[failure.error] = (errors[failure.error] ?? 0) + 1
console.log(
  `WELL_BEHAVED_REPORT ${JSON.stringify({
    requests: report.answers.length + report.failures.length,
    served: served.length,
    refusals,
    errors,
    p50Ms: quantile(served, 0.5),
    p99Ms: quantile(served, 0.99),
    maxMs: quantile(served, 1)
  })}`
)
