/** `npm run bench:soak`: whether the server's memory stays put under sustained `wrk` load, its RSS sampled after each
 * run against its value after warm-up. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  buildCurrent,
  loadLine,
  machineLine,
  pinnedNode,
  rate,
  spawnServer,
  stopServer,
  wrk,
  type WrkRun
} from "./harness/mod.ts"

/** Minutes of load after the warm-up. */
const MINUTES = Number(process.env["SOAK_MINUTES"] ?? 10)
/** The storage: `postgres` or `memory`. */
const STORAGE = process.env["SOAK_STORAGE"] ?? "postgres"
/** Seconds per wrk run (RSS is sampled between runs). */
const RUN_SECONDS = 30
/** The database the run creates. */
const DATABASE = "zk_bench_soak"
const SERVER_URL = process.env["DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
/** An existing database to serve as it is (no devnet, not dropped), or undefined. */
const EXISTING_URL = process.env["SOAK_DATABASE_URL"]
/** The history items of the existing database the cursors range over. */
const HISTORY_ITEMS = Number(process.env["SOAK_HISTORY_ITEMS"] ?? 10_000_000)

/** Runs SQL on the maintenance database with `psql`; false when it fails. */
function psql(sql: string): boolean {
  const result = spawnSync("psql", [SERVER_URL, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { encoding: "utf8" })
  if (result.status !== 0) process.stderr.write(`psql: ${result.stderr || result.error?.message}\n`)
  return result.status === 0
}

/** The resident set of a process in MiB. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))
  return Number(line?.split(/\s+/u)[1] ?? Number.NaN) / 1024
}

/** The environment of the server. */
function serverEnv(): Record<string, string> {
  const base = { FORGE_INTERVAL_SECONDS: "0", LOG_FORMAT: "json" }
  if (EXISTING_URL !== undefined) return { ...base, STORAGE: "external", DATABASE_URL: EXISTING_URL, DEVNET: "false" }
  if (STORAGE === "memory") return { ...base, STORAGE: "memory" }
  const url = new URL(SERVER_URL)
  url.pathname = `/${DATABASE}`
  return { ...base, STORAGE: "external", DATABASE_URL: url.toString() }
}

buildCurrent()
const fresh = STORAGE !== "memory" && EXISTING_URL === undefined
if (fresh && !(psql(`DROP DATABASE IF EXISTS ${DATABASE}`) && psql(`CREATE DATABASE ${DATABASE}`))) {
  throw new Error(`PostgreSQL at ${SERVER_URL} is unreachable`)
}
const dir = mkdtempSync(join(tmpdir(), "rss-soak-"))
/** The history request: the devnet's random cursors, or random cursors over the existing database's items. */
const history: WrkRun["request"] = EXISTING_URL === undefined ? "history" : { pathsFile: join(dir, "history.txt") }
if (typeof history !== "string" && "pathsFile" in history) {
  const paths = Array.from(
    { length: 20_000 },
    () => `/transactions-history?limit=20&fromItem=${1 + Math.floor(Math.random() * HISTORY_ITEMS)}`
  )
  writeFileSync(history.pathsFile, paths.join("\n") + "\n")
}
console.log(`# RSS under sustained load (bench/rss_soak.ts), ${new Date().toISOString()}`)
console.log("")
console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
console.log(
  `Storage ${EXISTING_URL === undefined ? STORAGE : `the existing database ${new URL(EXISTING_URL).pathname.slice(1)} (history cursors over ${HISTORY_ITEMS} items)`}; server pinned to core 0, wrk -t1 -c32 on core 1 in ${RUN_SECONDS} s runs, history page and token alternating; ${MINUTES} min after 30 s of warm-up.`
)
const server = await spawnServer({
  command: pinnedNode("dist/app/main.js"),
  env: serverEnv(),
  logFile: join(dir, "server.log"),
  probe: "/config",
  readyWithinMs: 120_000
})
const pid = server.child.pid!
const rows: Array<string> = []
try {
  await wrk({ port: server.port, request: history, seconds: 15 })
  await wrk({ port: server.port, request: { path: "/tokens/1" }, seconds: 15 })
  const baseline = rssMiB(pid)
  rows.push(`| 0.5 (warm-up) | — | — | ${baseline.toFixed(1)} | 1.00 |`)
  let largest = baseline
  let last = baseline
  const runs = Math.max(1, Math.round((MINUTES * 60) / RUN_SECONDS))
  for (let i = 0; i < runs; i++) {
    const request = i % 2 === 0 ? history : { path: "/tokens/1" }
    const report = await wrk({ port: server.port, request, seconds: RUN_SECONDS, seed: 11 + i })
    last = rssMiB(pid)
    largest = Math.max(largest, last)
    const minutes = 0.5 + ((i + 1) * RUN_SECONDS) / 60
    rows.push(
      `| ${minutes.toFixed(1)} | ${request === history ? "history page" : "token"} | ${rate(report).toFixed(0)} | ${last.toFixed(1)} | ${(last / baseline).toFixed(2)} |`
    )
    process.stderr.write(`${minutes.toFixed(1)} min: ${last.toFixed(1)} MiB\n`)
  }
  console.log(`Load average after: ${loadLine()}`)
  console.log("")
  console.log("| minutes | request | req/s | RSS MiB | × warm-up |")
  console.log("|---:|---|---:|---:|---:|")
  for (const row of rows) console.log(row)
  console.log("")
  const verdict = last / baseline <= 1.2 ? "within" : "OVER"
  console.log(
    `RSS after ${MINUTES} min: ${last.toFixed(1)} MiB, ${(last / baseline).toFixed(2)}× the ${baseline.toFixed(1)} MiB after warm-up (largest ${(largest / baseline).toFixed(2)}×): ${verdict} the 1.2× target.`
  )
} finally {
  await stopServer(server)
  if (fresh) psql(`DROP DATABASE IF EXISTS ${DATABASE}`)
  rmSync(dir, { recursive: true, force: true })
}
