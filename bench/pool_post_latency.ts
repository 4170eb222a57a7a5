/** Latency and server CPU of an accepted `POST /transactions-pool` against the real server process, on memory, external
 * and embedded PostgreSQL, optionally beside a baseline revision. */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { connect, type Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { Result, Schema } from "effect"
import { signTransaction } from "../wallet/signed_transaction.ts"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { devnetWallet, privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import { Account } from "../core/domain/account.ts"
import {
  buildBaseline,
  buildCurrent,
  get,
  loadLine,
  machineLine,
  markdownTable,
  nodeCommand,
  postgresCpuNs,
  processCpuNs,
  quantile,
  ROOT,
  type Server,
  sorted,
  spawnServer,
  stopServer
} from "./harness/mod.ts"

/** The storages measured. */
export type StorageKind = "memory" | "postgres" | "embedded"

/** Options of a run. */
export interface LatencyOptions {
  readonly storages: ReadonlyArray<StorageKind>
  readonly requests: number
  readonly warmup: number
  /** A revision to measure side by side (absent: this tree only). */
  readonly baseline: string | undefined
  readonly pin: boolean
  readonly compiled: boolean
  readonly inlineVerifier: boolean
  readonly cpuProfDir: string | undefined
  readonly env: Readonly<Record<string, string>>
}

/** Latency quantiles of a run (ms). */
export interface Latencies {
  readonly p50: number
  readonly p90: number
  readonly p99: number
}

/** One server's figures on one storage. */
export interface LatencyResult {
  readonly storage: StorageKind
  /** `this` or the baseline revision. */
  readonly tree: string
  readonly statuses: Record<string, number>
  readonly latency: Latencies
  readonly serverCpuUsPerPost: number
  readonly mainThreadCpuUsPerPost: number
  /** CPU of the threads started after readiness: the verifier workers. */
  readonly workersCpuUsPerPost: number
  /** PostgreSQL's CPU per POST over the sequential phase (both servers' statements when two run). */
  readonly postgresCpuUsPerPost: number | undefined
}

const PG_URL = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
const WALLETS = 10
const decodeAccount = Schema.decodeUnknownSync(Account)

/**
 * Reads the command line: `--storages memory,postgres,embedded`, `--requests`, `--warmup`, `--baseline REV` (or
 * BENCH_BASELINE), `--compiled` (the production start; implied by a baseline; default `app/main.ts` through tsx),
 * `--inline-verifier` (the servers see one core, so they verify on the event loop), `--pin` (servers on core 0),
 * `--cpu-prof DIR` (profile the servers) and `--env K=V` (an extra server variable, repeatable).
 */
function parseOptions(argv: ReadonlyArray<string>): LatencyOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const envOf = (flag: string) => {
    const env: Record<string, string> = {}
    argv.forEach((arg, i) => {
      if (arg === flag) {
        const [k, ...v] = (argv[i + 1] ?? "").split("=")
        if (k !== undefined && k !== "") env[k] = v.join("=")
      }
    })
    return env
  }
  const env = envOf("--env")
  const storages = (value("--storages") ?? "memory,postgres,embedded")
    .split(",")
    .filter((s): s is StorageKind => s === "memory" || s === "postgres" || s === "embedded")
  const baseline = value("--baseline") ?? process.env["BENCH_BASELINE"]
  return {
    storages,
    requests: Number(value("--requests") ?? 400),
    warmup: Number(value("--warmup") ?? 200),
    baseline: baseline === "" ? undefined : baseline,
    pin: argv.includes("--pin"),
    compiled: argv.includes("--compiled") || (baseline !== undefined && baseline !== ""),
    inlineVerifier: argv.includes("--inline-verifier"),
    cpuProfDir: value("--cpu-prof"),
    env
  }
}

/** A fresh database `name` on the PostgreSQL server; its URL. */
function freshDatabase(name: string): string {
  execFileSync("psql", [PG_URL, "-qc", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: "ignore" })
  execFileSync("psql", [PG_URL, "-qc", `CREATE DATABASE ${name}`], { stdio: "ignore" })
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A tree to serve: its directory and the server script (relative to it). */
interface Tree {
  readonly label: string
  readonly dir: string
  readonly script: string
}

/** A module the servers import first when `--inline-verifier`: the machine looks like one core, so the verifier has no workers. */
const ONE_CORE =
  "data:text/javascript," +
  encodeURIComponent(
    `import os from "node:os"; import { syncBuiltinESMExports } from "node:module"; os.availableParallelism = () => 1; syncBuiltinESMExports();`
  )

/** Starts a tree's server with the storage's variables; resolves once `/health` answers 200. */
function startServer(
  tree: Tree,
  env: Record<string, string>,
  options: LatencyOptions,
  logFile: string
): Promise<Server> {
  const profile =
    options.cpuProfDir === undefined
      ? []
      : ["--cpu-prof", "--cpu-prof-interval", "100", "--cpu-prof-dir", options.cpuProfDir]
  const preload = options.inlineVerifier ? ["--import", ONE_CORE] : []
  const command = nodeCommand(tree.script, [...profile, ...preload])
  return spawnServer({
    command: options.pin ? ["taskset", "-c", "0", ...command] : command,
    cwd: tree.dir,
    env: { FORGE_INTERVAL_SECONDS: "0", ...env, ...options.env },
    logFile,
    probe: "/health",
    readyWithinMs: 180_000
  })
}

/** An ETH account of a devnet wallet and the wallet owning it. */
interface WalletAccount {
  readonly account: Account
  readonly wallet: number
}

/** The ETH accounts of the devnet wallets (ascending index). */
async function ethAccounts(port: number): Promise<Array<WalletAccount>> {
  const answer = await get(port, "/accounts?tokenIds=0&limit=2049")
  if (answer.status !== 200) throw new Error(`GET /accounts: ${answer.status} ${answer.body.toString()}`)
  const items: unknown = Reflect.get(JSON.parse(answer.body.toString()), "accounts")
  if (!Array.isArray(items)) throw new Error("GET /accounts: no accounts")
  const out: Array<WalletAccount> = []
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
function signedBodies(accounts: ReadonlyArray<WalletAccount>, count: number): Array<string> {
  const bodies: Array<string> = []
  for (let j = 0; j < count; j++) {
    const i = j % accounts.length
    const { account, wallet } = accounts[i]!
    const to = accounts[(i + 1) % accounts.length]!.account
    const draft = {
      from: account,
      toAccountIndex: to.accountIndex,
      toEthAddr: null,
      toBjj: null,
      amount: 1000n + BigInt(j % 7),
      fee: 0,
      nonce: account.nonce + BigInt(Math.floor(j / accounts.length))
    }
    const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(BigInt(wallet)), LOCAL_NETWORK.chainId))
    bodies.push(JSON.stringify(signed.body))
  }
  return bodies
}

/** A keep-alive connection sending one POST at a time (raw HTTP/1.1, responses read by Content-Length). */
class Connection {
  private readonly port: number
  private readonly socket: Socket
  private buffer: Buffer = Buffer.alloc(0)
  private waiting: ((status: number) => void) | undefined
  private failed: ((error: Error) => void) | undefined

  constructor(port: number) {
    this.port = port
    this.socket = connect({ host: "127.0.0.1", port })
    this.socket.setNoDelay(true)
    this.socket.on("error", (error) => this.failed?.(error))
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
      const end = this.buffer.indexOf("\r\n\r\n")
      if (end < 0 || this.waiting === undefined) return
      const head = this.buffer.subarray(0, end).toString("latin1")
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
      if (this.buffer.length < end + 4 + length) return
      this.buffer = this.buffer.subarray(end + 4 + length)
      const done = this.waiting
      this.waiting = undefined
      done(Number(head.slice(9, 12)))
    })
  }

  /** POSTs a JSON body; its status. */
  post(body: string): Promise<number> {
    const payload = Buffer.from(body, "utf8")
    const head =
      `POST /transactions-pool HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\ncontent-type: application/json\r\n` +
      `content-length: ${payload.length}\r\n\r\n`
    return new Promise((resolve, reject) => {
      this.waiting = resolve
      this.failed = reject
      this.socket.write(Buffer.concat([Buffer.from(head, "latin1"), payload]))
    })
  }

  close(): void {
    this.socket.destroy()
  }
}

/** CPU time of a process's main thread (its event loop) so far (ns). */
function mainThreadCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0])
  } catch {
    return 0
  }
}

/** Quantiles of latencies (ms). */
function latencies(values: ReadonlyArray<number>): Latencies {
  const s = sorted(values)
  return { p50: quantile(s, 0.5), p90: quantile(s, 0.9), p99: quantile(s, 0.99) }
}

/** CPU time so far of each thread of a process (ns by thread id). */
function threadCpuNs(pid: number): Map<string, number> {
  const out = new Map<string, number>()
  let tasks: Array<string> = []
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return out
  }
  for (const tid of tasks) {
    try {
      out.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]))
    } catch {
      // a thread that ended meanwhile
    }
  }
  return out
}

/**
 * The threads each server had once ready, before its first POST: the event loop, V8's platform
 * threads (GC, compilation) and libuv's. Threads started later are the verifier workers (started by
 * the first check).
 */
const startupThreads = new WeakMap<Server, ReadonlySet<string>>()

/** The servers' CPU so far (ns): all threads, the main thread, and the threads started after readiness (verifier workers). */
function cpuOf(servers: ReadonlyArray<Server>) {
  return servers.map((s) => {
    const pid = s.child.pid ?? 0
    const startup = startupThreads.get(s) ?? new Set<string>()
    let later = 0
    for (const [tid, ns] of threadCpuNs(pid)) if (!startup.has(tid)) later += ns
    return { all: processCpuNs(pid), main: mainThreadCpuNs(pid), later }
  })
}

/** The sequential phase: body k to every server in turn (the order reversed every other k), one at a time. */
async function sequential(servers: ReadonlyArray<Server>, bodies: ReadonlyArray<string>) {
  const connections = servers.map((s) => new Connection(s.port))
  const times: Array<Array<number>> = servers.map(() => [])
  const statuses: Array<Record<string, number>> = servers.map(() => ({}))
  const before = cpuOf(servers)
  const pg = postgresCpuNs()
  try {
    for (let k = 0; k < bodies.length; k++) {
      const order = k % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i)
      for (const i of order) {
        const started = performance.now()
        const status = await connections[i]!.post(bodies[k]!)
        times[i]!.push(performance.now() - started)
        statuses[i]![String(status)] = (statuses[i]![String(status)] ?? 0) + 1
      }
    }
  } finally {
    for (const c of connections) c.close()
  }
  const after = cpuOf(servers)
  const pgUs = (postgresCpuNs() - pg) / 1000
  return servers.map((_, i) => {
    const accepted = Math.max(1, statuses[i]!["200"] ?? 0)
    return {
      statuses: statuses[i]!,
      latency: latencies(times[i]!),
      serverCpuUsPerPost: (after[i]!.all - before[i]!.all) / 1000 / accepted,
      mainThreadCpuUsPerPost: (after[i]!.main - before[i]!.main) / 1000 / accepted,
      workersCpuUsPerPost: (after[i]!.later - before[i]!.later) / 1000 / accepted,
      postgresCpuUsPerPost: pgUs / bodies.length / servers.length
    }
  })
}

/** The variables of a storage for server `n` (and a cleanup). */
function storageEnv(
  storage: StorageKind,
  n: number
): { readonly env: Record<string, string>; readonly cleanup: () => void } {
  switch (storage) {
    case "memory":
      return { env: { STORAGE: "memory" }, cleanup: () => {} }
    case "postgres":
      return { env: { DATABASE_URL: freshDatabase(`zk_post_bench_${n}`) }, cleanup: () => {} }
    case "embedded": {
      const dir = mkdtempSync(join(tmpdir(), "zk-post-bench-"))
      return { env: { DATA_DIR: join(dir, "data") }, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
    }
  }
}

/** The accounts' indices and nonces, to check that every server seeded the same devnet. */
function accountsKey(accounts: ReadonlyArray<WalletAccount>): string {
  return accounts.map((a) => `${a.account.accountIndex.idx}:${a.account.nonce}:${a.wallet}`).join(",")
}

/** One storage: a server per tree, warm-up, then the measured POSTs. */
async function measureStorage(
  storage: StorageKind,
  trees: ReadonlyArray<Tree>,
  options: LatencyOptions,
  logDir: string
): Promise<Array<LatencyResult>> {
  const envs = trees.map((_, n) => storageEnv(storage, n))
  const servers: Array<Server> = []
  try {
    for (const [n, tree] of trees.entries()) {
      const server = await startServer(tree, envs[n]!.env, options, join(logDir, `${storage}-${n}.log`))
      startupThreads.set(server, new Set(threadCpuNs(server.child.pid ?? 0).keys()))
      servers.push(server)
    }
    const accounts = await Promise.all(servers.map((s) => ethAccounts(s.port)))
    if (new Set(accounts.map(accountsKey)).size !== 1) throw new Error("the servers seeded different devnets")
    const bodies = signedBodies(accounts[0]!, options.warmup + options.requests)
    const warm = await sequential(servers, bodies.slice(0, options.warmup))
    for (const w of warm)
      if ((w.statuses["200"] ?? 0) !== options.warmup)
        throw new Error(`warm-up rejected: ${JSON.stringify(w.statuses)}`)
    const seq = await sequential(servers, bodies.slice(options.warmup))
    return trees.map((tree, i) => ({
      storage,
      tree: tree.label,
      statuses: seq[i]!.statuses,
      latency: seq[i]!.latency,
      serverCpuUsPerPost: seq[i]!.serverCpuUsPerPost,
      mainThreadCpuUsPerPost: seq[i]!.mainThreadCpuUsPerPost,
      workersCpuUsPerPost: seq[i]!.workersCpuUsPerPost,
      postgresCpuUsPerPost: storage === "memory" ? undefined : seq[i]!.postgresCpuUsPerPost
    }))
  } finally {
    for (const server of servers) await stopServer(server)
    for (const env of envs) env.cleanup()
  }
}

/** The statuses of a run, `200: 400`. */
function statusText(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ")
}

/** Runs the benchmark and prints its tables. */
export async function main(argv: ReadonlyArray<string> = process.argv.slice(2)): Promise<Array<LatencyResult>> {
  const options = parseOptions(argv)
  const logDir = mkdtempSync(join(tmpdir(), "zk-post-latency-logs-"))
  if (options.compiled) buildCurrent()
  const baseline = options.baseline === undefined ? undefined : buildBaseline(options.baseline)
  const script = options.compiled ? "dist/app/main.js" : "app/main.ts"
  const trees: Array<Tree> = [
    { label: "this", dir: ROOT, script },
    ...(baseline === undefined ? [] : [{ label: baseline.label, dir: baseline.dir, script }])
  ]
  console.log(`## POST /transactions-pool latency (${new Date().toISOString()})`)
  console.log(machineLine())
  const verifier = options.inlineVerifier ? "verifier inline (one core seen)" : "default verifier workers"
  console.log(
    `servers: ${options.compiled ? "compiled, node dist/app/main.js" : "app/main.ts through tsx"}, ${options.pin ? "pinned to core 0" : "unpinned"}, ${verifier}` +
      `${trees.length > 1 ? ", two trees side by side" : ""}; ${options.warmup} warm-up POSTs, then ${options.requests} measured, one at a time; ` +
      `extra env ${JSON.stringify(options.env)}; logs in ${logDir}`
  )
  console.log(`load average before: ${loadLine()}`)
  const results: Array<LatencyResult> = []
  try {
    for (const storage of options.storages) results.push(...(await measureStorage(storage, trees, options, logDir)))
  } finally {
    baseline?.remove()
  }
  console.log(`load average after: ${loadLine()}\n`)
  console.log(
    markdownTable(
      [
        "storage",
        "tree",
        "statuses",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "server CPU µs/POST",
        "of it event loop",
        "of it verifier workers",
        "postgres CPU µs/POST"
      ],
      results.map((r) => [
        r.storage,
        r.tree,
        statusText(r.statuses),
        r.latency.p50.toFixed(2),
        r.latency.p90.toFixed(2),
        r.latency.p99.toFixed(2),
        r.serverCpuUsPerPost.toFixed(0),
        r.mainThreadCpuUsPerPost.toFixed(0),
        r.workersCpuUsPerPost.toFixed(0),
        r.postgresCpuUsPerPost === undefined ? "–" : r.postgresCpuUsPerPost.toFixed(0)
      ])
    )
  )
  return results
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
