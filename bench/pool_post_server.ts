/** What the pool POST benchmarks share: a server process of a tree on a storage, the devnet wallets' ETH accounts it
 * seeded, a keep-alive connection posting one body at a time, and the server's CPU read from `/proc`. */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { connect, type Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import { devnetWallet } from "../adapters/crypto/devnet_wallets.ts"
import { Account } from "../core/domain/account.ts"
import { get, nodeCommand, processCpuNs, quantile, type Server, sorted, spawnServer } from "./harness/mod.ts"

/** The storages the benchmark runs on. */
export type StorageKind = "memory" | "postgres" | "embedded"

/** How the servers run: pinned, verifier inline, profiled, extra variables. */
export interface ServerOptions {
  readonly pin: boolean
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

/** A tree to serve: its directory and the server script (relative to it). */
export interface Tree {
  readonly label: string
  readonly dir: string
  readonly script: string
}

/** An ETH account of a devnet wallet and the wallet owning it. */
export interface WalletAccount {
  readonly account: Account
  readonly wallet: number
}

/** What a POST answered: its status and body. */
export interface PostAnswer {
  readonly status: number
  readonly body: string
}

const PG_URL = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
const WALLETS = 10
const decodeAccount = Schema.decodeUnknownSync(Account)

/** A fresh database `name` on the PostgreSQL server; its URL. */
function freshDatabase(name: string): string {
  execFileSync("psql", [PG_URL, "-qc", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: "ignore" })
  execFileSync("psql", [PG_URL, "-qc", `CREATE DATABASE ${name}`], { stdio: "ignore" })
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A module the servers import first when `inlineVerifier`: the machine looks like one core, so the verifier has no workers. */
const ONE_CORE =
  "data:text/javascript," +
  encodeURIComponent(
    `import os from "node:os"; import { syncBuiltinESMExports } from "node:module"; os.availableParallelism = () => 1; syncBuiltinESMExports();`
  )

/** Starts a tree's server with the storage's variables; resolves once `/health` answers 200. */
export function startServer(
  tree: Tree,
  env: Record<string, string>,
  options: ServerOptions,
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

/** The ETH accounts of the devnet wallets (ascending index). */
export async function ethAccounts(port: number): Promise<Array<WalletAccount>> {
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

/** The accounts' indices and nonces, to check that every server seeded the same devnet. */
export function accountsKey(accounts: ReadonlyArray<WalletAccount>): string {
  return accounts.map((a) => `${a.account.accountIndex.idx}:${a.account.nonce}:${a.wallet}`).join(",")
}

/** A keep-alive connection sending one POST at a time (raw HTTP/1.1, responses read by Content-Length). */
export class Connection {
  private readonly port: number
  private readonly socket: Socket
  private buffer: Buffer = Buffer.alloc(0)
  private waiting: ((answer: PostAnswer) => void) | undefined
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
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8")
      this.buffer = this.buffer.subarray(end + 4 + length)
      const done = this.waiting
      this.waiting = undefined
      done({ status: Number(head.slice(9, 12)), body })
    })
  }

  /** POSTs a JSON body to `path` (default `/transactions-pool`); its status and body. */
  post(body: string, path = "/transactions-pool"): Promise<PostAnswer> {
    const payload = Buffer.from(body, "utf8")
    const head =
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\ncontent-type: application/json\r\n` +
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
export function mainThreadCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[0])
  } catch {
    return 0
  }
}

/** Quantiles of latencies (ms). */
export function latencies(values: ReadonlyArray<number>): Latencies {
  const s = sorted(values)
  return { p50: quantile(s, 0.5), p90: quantile(s, 0.9), p99: quantile(s, 0.99) }
}

/** CPU time so far of each thread of a process (ns by thread id). */
export function threadCpuNs(pid: number): Map<string, number> {
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

/** The variables of a storage for server `n` (and a cleanup); `database` names PostgreSQL's database when it has one. */
export function storageEnv(
  storage: StorageKind,
  n: number,
  prefix = "zk_post_bench"
): { readonly env: Record<string, string>; readonly database?: string; readonly cleanup: () => void } {
  switch (storage) {
    case "memory":
      return { env: { STORAGE: "memory" }, cleanup: () => {} }
    case "postgres": {
      const database = `${prefix}_${n}`
      return { env: { DATABASE_URL: freshDatabase(database) }, database, cleanup: () => {} }
    }
    case "embedded": {
      const dir = mkdtempSync(join(tmpdir(), "zk-post-bench-"))
      return { env: { DATA_DIR: join(dir, "data") }, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
    }
  }
}

/** The statuses of a run, `200: 400`. */
export function statusText(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ")
}

/** The CPU of a server's whole process so far (ns), all threads. */
export function serverCpuNs(server: Server): number {
  return processCpuNs(server.child.pid ?? 0)
}
