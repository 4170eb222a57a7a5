/**
 * Latency and server CPU of an accepted `POST /transactions-pool`, against the real server process
 * started as `app/main.ts` is (`npx tsx bench/pool_post_latency.ts`):
 *
 * - Storages: `STORAGE=memory`; an external PostgreSQL (`DATABASE_URL`, a fresh database
 *   `zk_post_bench` on `BENCH_PG_URL`, default the local server); the embedded default (no
 *   DATABASE_URL, no STORAGE; a fresh `DATA_DIR`). Every server seeds the devnet, with the forger
 *   off (`FORGE_INTERVAL_SECONDS=0`); every other variable is its default (logs at info, metrics,
 *   compression, the default verifier workers).
 * - Bodies: Transfers between the devnet wallets' ETH accounts, read from `GET /accounts`, each
 *   sender's nonces counted up from its account's, ids and signatures computed as a client does
 *   (core's TxID and message, circomlib's EdDSA-Poseidon with the wallet's key), so every one is
 *   accepted.
 * - Sequential: a worker thread (`load_generator.ts`) sends the warm-up bodies, then the measured
 *   ones, one at a time on one keep-alive connection. Reported: client latency p50/p90/p99 and
 *   the server's CPU per POST (all its threads, verifier workers included, from
 *   `/proc/<pid>/task/*` before and after, divided by the requests), and on PostgreSQL the
 *   database server's CPU per POST (every `postgres` process; the machine's other databases too).
 * - Concurrent (memory only): `--concurrent N` bodies with `--in-flight` (default 32) requests in
 *   flight; accepted/s.
 *
 * Options: `--storages memory,postgres,embedded` (default all three), `--requests 400`,
 * `--warmup 200`, `--concurrent 3000` (0 = skip), `--in-flight 32`, `--compiled` (the production
 * start: the working tree compiled with `tsconfig.build.json` into
 * `node_modules/.cache/pool-post-latency/`, then `node app/main.js` there; default: `app/main.ts`
 * through tsx), `--inline-verifier` (the server sees one core, so it verifies on its event loop
 * instead of on worker threads), `--pin` (server on core 0), `--cpu-prof DIR` (profile the
 * servers), `--env K=V` (extra server variables, repeatable).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import { Result, Schema } from "effect"
import { signTransaction } from "../app/client/signed_transaction.ts"
import { DEFAULT_CHAIN_ID } from "../app/config.ts"
import { devnetWallet, privateKeyBytes } from "../app/devnet/wallets.ts"
import { Account } from "../core/domain/account.ts"
import { loadLine, machineLine, markdownTable } from "./bench_stats.ts"
import { freePort } from "./free_port.ts"
import { get, postgresCpuNs, processCpuNs, ROOT, sleep } from "./http_harness.ts"
import type { LoadReport } from "./load_generator.ts"

/** The storages measured. */
export type StorageKind = "memory" | "postgres" | "embedded"

/** Options of a run. */
export interface LatencyOptions {
  readonly storages: ReadonlyArray<StorageKind>
  readonly requests: number
  readonly warmup: number
  readonly concurrent: number
  readonly inFlight: number
  readonly pin: boolean
  readonly compiled: boolean
  readonly inlineVerifier: boolean
  readonly cpuProfDir: string | undefined
  readonly env: Readonly<Record<string, string>>
}

/** One storage's figures. */
export interface LatencyResult {
  readonly storage: StorageKind
  readonly sequential: LoadReport
  readonly serverCpuUsPerPost: number
  readonly mainThreadCpuUsPerPost: number
  readonly postgresCpuUsPerPost: number | undefined
  readonly concurrent: {
    readonly report: LoadReport
    readonly acceptedPerSecond: number
    readonly serverCpuUsPerPost: number
    readonly mainThreadCpuUsPerPost: number
  } | undefined
}

const PG_URL = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
const BENCH_DATABASE = "zk_post_bench"
const WALLETS = 10
const decodeAccount = Schema.decodeUnknownSync(Account)

/** Reads the command line. */
function parseOptions(argv: ReadonlyArray<string>): LatencyOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const env: Record<string, string> = {}
  argv.forEach((arg, i) => {
    if (arg === "--env") {
      const [k, ...v] = (argv[i + 1] ?? "").split("=")
      if (k !== undefined && k !== "") env[k] = v.join("=")
    }
  })
  const storages = (value("--storages") ?? "memory,postgres,embedded").split(",").filter((s): s is StorageKind =>
    s === "memory" || s === "postgres" || s === "embedded"
  )
  return {
    storages,
    requests: Number(value("--requests") ?? 400),
    warmup: Number(value("--warmup") ?? 200),
    concurrent: Number(value("--concurrent") ?? 3000),
    inFlight: Number(value("--in-flight") ?? 32),
    pin: argv.includes("--pin"),
    compiled: argv.includes("--compiled"),
    inlineVerifier: argv.includes("--inline-verifier"),
    cpuProfDir: value("--cpu-prof"),
    env
  }
}

/** A fresh database on the PostgreSQL server; its URL. */
function freshDatabase(): string {
  execFileSync("psql", [PG_URL, "-qc", `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`], { stdio: "ignore" })
  execFileSync("psql", [PG_URL, "-qc", `CREATE DATABASE ${BENCH_DATABASE}`], { stdio: "ignore" })
  const url = new URL(PG_URL)
  url.pathname = `/${BENCH_DATABASE}`
  return url.toString()
}

/** Where `--compiled` builds the working tree. */
const BUILD_DIR = join(ROOT, "node_modules", ".cache", "pool-post-latency")

/** Compiles the working tree (`tsconfig.build.json`) into BUILD_DIR, a module package of its own; its server script. */
function compiledServer(): string {
  rmSync(BUILD_DIR, { recursive: true, force: true })
  execFileSync(join(ROOT, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.build.json", "--outDir", BUILD_DIR, "--declaration", "false"], {
    cwd: ROOT,
    stdio: "inherit"
  })
  const manifest: unknown = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"))
  writeFileSync(join(BUILD_DIR, "package.json"), JSON.stringify({ type: "module", version: Reflect.get(Object(manifest), "version") }))
  return join(BUILD_DIR, "app", "main.js")
}

/** A module the server imports first when `--inline-verifier`: the machine looks like one core, so the verifier has no workers. */
const ONE_CORE = "data:text/javascript," + encodeURIComponent(
  `import os from "node:os"; import { syncBuiltinESMExports } from "node:module"; os.availableParallelism = () => 1; syncBuiltinESMExports();`
)

/** A running server. */
interface Server {
  readonly child: ChildProcess
  readonly port: number
}

/** Starts the server script with the storage's variables; resolves once `/health` answers 200. */
async function startServer(env: Record<string, string>, options: LatencyOptions, script: string, logFile: string): Promise<Server> {
  const port = await freePort()
  const fd = openSync(logFile, "w")
  const profile = options.cpuProfDir === undefined ? [] : ["--cpu-prof", "--cpu-prof-interval", "100", "--cpu-prof-dir", options.cpuProfDir]
  const preload = options.inlineVerifier ? ["--import", ONE_CORE] : []
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : []
  const command = [process.execPath, ...profile, ...preload, ...loader, script]
  const [file, ...args] = options.pin ? ["taskset", "-c", "0", ...command] : command
  const child = spawn(file!, args, {
    cwd: ROOT,
    env: { ...process.env, FORGE_INTERVAL_SECONDS: "0", ...env, ...options.env, PORT: String(port) },
    stdio: ["ignore", fd, fd]
  })
  closeSync(fd)
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${readFileSync(logFile, "utf8")}`)
    const status = await get(port, "/health", {}, 1000).then((r) => r.status, () => 0)
    if (status === 200) return { child, port }
    await sleep(100)
  }
  child.kill("SIGKILL")
  throw new Error(`server not ready: ${readFileSync(logFile, "utf8")}`)
}

/** Stops a server with SIGTERM (its profile, if any, is written on the way out). */
async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = once(server.child, "exit")
  server.child.kill("SIGTERM")
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 30_000)
  await exited
  clearTimeout(timer)
}

/** The ETH accounts of the devnet wallets (ascending index), with the wallet owning each. */
async function ethAccounts(port: number): Promise<Array<{ readonly account: Account; readonly wallet: number }>> {
  const answer = await get(port, "/accounts?tokenIds=0&limit=2049")
  if (answer.status !== 200) throw new Error(`GET /accounts: ${answer.status} ${answer.body.toString()}`)
  const items: unknown = Reflect.get(JSON.parse(answer.body.toString()), "accounts")
  if (!Array.isArray(items)) throw new Error("GET /accounts: no accounts")
  const out: Array<{ account: Account; wallet: number }> = []
  for (const item of items) {
    const account = decodeAccount(item)
    for (let w = 1; w <= WALLETS; w++) {
      if (devnetWallet(w).bjjPublicKey === account.bjj) out.push({ account, wallet: w })
    }
  }
  if (out.length < 2) throw new Error("the devnet has fewer than two wallet ETH accounts")
  return out
}

/** `count` acceptable Transfers: sender i mod n to the next ETH account, nonces counted up from each sender's. */
function signedBodies(accounts: ReadonlyArray<{ readonly account: Account; readonly wallet: number }>, count: number): Array<string> {
  const bodies: Array<string> = []
  for (let j = 0; j < count; j++) {
    const i = j % accounts.length
    const { account, wallet } = accounts[i]!
    const to = accounts[(i + 1) % accounts.length]!.account
    const draft = {
      from: account, toAccountIndex: to.accountIndex, toEthAddr: null, toBjj: null,
      amount: 1000n + BigInt(j % 7), fee: 0, nonce: account.nonce + BigInt(Math.floor(j / accounts.length))
    }
    const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(BigInt(wallet)), DEFAULT_CHAIN_ID))
    bodies.push(JSON.stringify(signed.body))
  }
  return bodies
}

/** Whether a worker message is a load report. */
function isLoadReport(value: unknown): value is LoadReport {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "elapsedMs") === "number" &&
    typeof Reflect.get(value, "statuses") === "object"
}

/** Sends the bodies from a worker thread with `concurrency` in flight; its report. */
function load(url: string, bodies: ReadonlyArray<string>, concurrency: number): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load_generator.ts", import.meta.url), { workerData: { url, bodies, concurrency } })
    worker.once("message", (message: unknown) => {
      void worker.terminate()
      if (isLoadReport(message)) resolve(message)
      else reject(new Error(`load generator failed: ${JSON.stringify(message)}`))
    })
    worker.once("error", reject)
  })
}

/** CPU time of a process's main thread (its event loop) so far (ns). */
function mainThreadCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0])
  } catch {
    return 0
  }
}

/** Sends the bodies and measures the server's (and PostgreSQL's) CPU over the run, per accepted POST. */
async function measuredLoad(server: Server, bodies: ReadonlyArray<string>, concurrency: number) {
  const url = `http://127.0.0.1:${server.port}/transactions-pool`
  const pid = server.child.pid ?? 0
  const cpu = processCpuNs(pid)
  const main = mainThreadCpuNs(pid)
  const pg = postgresCpuNs()
  const report = await load(url, bodies, concurrency)
  const accepted = Math.max(1, report.statuses["200"] ?? 0)
  return {
    report,
    serverCpuUsPerPost: (processCpuNs(pid) - cpu) / 1000 / accepted,
    mainThreadCpuUsPerPost: (mainThreadCpuNs(pid) - main) / 1000 / accepted,
    postgresCpuUsPerPost: (postgresCpuNs() - pg) / 1000 / accepted
  }
}

/** The variables of a storage (and a cleanup). */
function storageEnv(storage: StorageKind): { readonly env: Record<string, string>; readonly cleanup: () => void } {
  switch (storage) {
    case "memory":
      return { env: { STORAGE: "memory" }, cleanup: () => {} }
    case "postgres":
      return { env: { DATABASE_URL: freshDatabase() }, cleanup: () => {} }
    case "embedded": {
      const dir = mkdtempSync(join(tmpdir(), "zk-post-bench-"))
      return { env: { DATA_DIR: join(dir, "data") }, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
    }
  }
}

/** One storage: a server, warm-up, the sequential run, and on memory the concurrent run. */
async function measureStorage(storage: StorageKind, options: LatencyOptions, script: string, logDir: string): Promise<LatencyResult> {
  const { cleanup, env } = storageEnv(storage)
  const server = await startServer(env, options, script, join(logDir, `${storage}.log`))
  try {
    const accounts = await ethAccounts(server.port)
    const concurrent = storage === "memory" ? options.concurrent : 0
    const bodies = signedBodies(accounts, options.warmup + options.requests + concurrent)
    const warm = await load(`http://127.0.0.1:${server.port}/transactions-pool`, bodies.slice(0, options.warmup), 1)
    if ((warm.statuses["200"] ?? 0) !== options.warmup) throw new Error(`warm-up rejected: ${JSON.stringify(warm.statuses)} ${warm.firstError}`)
    const sequential = await measuredLoad(server, bodies.slice(options.warmup, options.warmup + options.requests), 1)
    let concurrentResult: LatencyResult["concurrent"]
    if (concurrent > 0) {
      const run = await measuredLoad(server, bodies.slice(options.warmup + options.requests), options.inFlight)
      concurrentResult = {
        report: run.report,
        acceptedPerSecond: (run.report.statuses["200"] ?? 0) / (run.report.elapsedMs / 1000),
        serverCpuUsPerPost: run.serverCpuUsPerPost,
        mainThreadCpuUsPerPost: run.mainThreadCpuUsPerPost
      }
    }
    return {
      storage,
      sequential: sequential.report,
      serverCpuUsPerPost: sequential.serverCpuUsPerPost,
      mainThreadCpuUsPerPost: sequential.mainThreadCpuUsPerPost,
      postgresCpuUsPerPost: storage === "memory" ? undefined : sequential.postgresCpuUsPerPost,
      concurrent: concurrentResult
    }
  } finally {
    await stopServer(server)
    cleanup()
  }
}

/** The statuses of a report, `200: 400`. */
function statuses(report: LoadReport): string {
  return Object.entries(report.statuses).map(([s, n]) => `${s}: ${n}`).join(", ")
}

/** Runs the benchmark and prints its tables. */
export async function main(argv: ReadonlyArray<string> = process.argv.slice(2)): Promise<Array<LatencyResult>> {
  const options = parseOptions(argv)
  const logDir = mkdtempSync(join(tmpdir(), "zk-post-latency-logs-"))
  const script = options.compiled ? compiledServer() : "app/main.ts"
  console.log(`## POST /transactions-pool latency (${new Date().toISOString()})`)
  console.log(machineLine())
  const verifier = options.inlineVerifier || options.pin ? "verifier inline (one core seen)" : "default verifier workers"
  console.log(`server: ${options.compiled ? "compiled, node app/main.js" : "app/main.ts through tsx"}, ${options.pin ? "pinned to core 0" : "unpinned"}, ${verifier}; ` +
    `${options.warmup} warm-up POSTs, then ${options.requests} measured, one at a time; extra env ${JSON.stringify(options.env)}; logs in ${logDir}`)
  console.log(`load average before: ${loadLine()}`)
  const results: Array<LatencyResult> = []
  for (const storage of options.storages) results.push(await measureStorage(storage, options, script, logDir))
  console.log(`load average after: ${loadLine()}\n`)
  console.log(markdownTable(
    ["storage", "statuses", "p50 ms", "p90 ms", "p99 ms", "server CPU µs/POST", "of it event loop", "postgres CPU µs/POST"],
    results.map((r) => [
      r.storage, statuses(r.sequential), r.sequential.latencyP50Ms.toFixed(2), r.sequential.latencyP90Ms.toFixed(2),
      r.sequential.latencyP99Ms.toFixed(2), r.serverCpuUsPerPost.toFixed(0), r.mainThreadCpuUsPerPost.toFixed(0),
      r.postgresCpuUsPerPost === undefined ? "–" : r.postgresCpuUsPerPost.toFixed(0)
    ])
  ))
  const concurrent = results.filter((r) => r.concurrent !== undefined)
  if (concurrent.length > 0) {
    console.log("")
    console.log(markdownTable(
      ["storage", "in flight", "statuses", "accepted/s", "p50 ms", "p99 ms", "server CPU µs/POST", "of it event loop"],
      concurrent.map((r) => [
        r.storage, String(options.inFlight), statuses(r.concurrent!.report), r.concurrent!.acceptedPerSecond.toFixed(0),
        r.concurrent!.report.latencyP50Ms.toFixed(2), r.concurrent!.report.latencyP99Ms.toFixed(2), r.concurrent!.serverCpuUsPerPost.toFixed(0),
        r.concurrent!.mainThreadCpuUsPerPost.toFixed(0)
      ])
    ))
  }
  return results
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
