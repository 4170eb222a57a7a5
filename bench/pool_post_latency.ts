/** Latency and server CPU of an accepted `POST /transactions-pool` against the real server process, on memory, external
 * and embedded PostgreSQL, optionally beside a baseline revision and this tree's A/A twin; with `--atomic`, a group of
 * two on `POST /atomic-pool`, with `--max-num-batch` the transfer with a `maxNumBatch`, beside one transfer and its A/A
 * twin on one server (`pool_post_atomic.ts`). */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { Result } from "effect"
import { signTransaction } from "../wallet/signed_transaction.ts"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import {
  type ByRound,
  buildBaseline,
  buildCurrent,
  compare,
  comparisonCells,
  loadLine,
  machineLine,
  markdownTable,
  postgresCpuNs,
  processCpuNs,
  ROOT,
  type Server,
  stopServer
} from "./harness/mod.ts"
import { type AtomicResult, atomicTables, measureAtomic, VARIANTS, type Variant } from "./pool_post_atomic.ts"
import {
  accountsKey,
  Connection,
  ethAccounts,
  type Latencies,
  latencies,
  mainThreadCpuNs,
  type StorageKind,
  startServer,
  statusText,
  storageEnv,
  threadCpuNs,
  type Tree,
  type WalletAccount
} from "./pool_post_server.ts"

/** The label of this tree's A/A twin beside a baseline. */
const TWIN = "this (A/A twin)"

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
  /** The compared rows of a variant instead of the plain ones (`pool_post_atomic.ts`): `--atomic` or `--max-num-batch`. */
  readonly variant: Variant | undefined
  /** Rounds the timed POSTs are split into (of each kind, with a variant). */
  readonly rounds: number
  /** Milliseconds the atomic rows wait after each answer before reading the server's CPU. */
  readonly settleMs: number
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
  /** PostgreSQL's CPU per POST over the sequential phase (every server's statements when several run). */
  readonly postgresCpuUsPerPost: number | undefined
  /** Per round, POSTs per second of server CPU and per second of median latency (higher is better). */
  readonly byRound: { readonly postsPerCpuSecond: ByRound; readonly postsPerSecond: ByRound }
}

/**
 * Reads the command line: `--storages memory,postgres,embedded`, `--requests`, `--warmup`, `--baseline REV` (or
 * BENCH_BASELINE), `--compiled` (the production start; implied by a baseline; default `app/main.ts` through tsx),
 * `--inline-verifier` (the servers see one core, so they verify on the event loop), `--pin` (servers on core 0),
 * `--cpu-prof DIR` (profile the servers), `--env K=V` (an extra server variable, repeatable) and `--rounds` (5: the
 * timed POSTs split among them, for the per-round ratios beside a baseline). `--atomic` (a group of two) or
 * `--max-num-batch` (the transfer with a `maxNumBatch`) measures a variant's rows instead, this tree only: `--rounds`
 * (5) of `--requests` (200) POSTs of each kind after `--warmup` (100) of each, storages `memory,postgres` unless given,
 * `--settle-ms` (1) after each answer.
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
  const variant: Variant | undefined = argv.includes("--atomic")
    ? "group"
    : argv.includes("--max-num-batch")
      ? "limited"
      : undefined
  const atomic = variant !== undefined
  const storages = (value("--storages") ?? (atomic ? "memory,postgres" : "memory,postgres,embedded"))
    .split(",")
    .filter((s): s is StorageKind => s === "memory" || s === "postgres" || s === "embedded")
  const baseline = value("--baseline") ?? process.env["BENCH_BASELINE"]
  return {
    storages,
    requests: Number(value("--requests") ?? (atomic ? 200 : 400)),
    warmup: Number(value("--warmup") ?? (atomic ? 100 : 200)),
    baseline: baseline === "" ? undefined : baseline,
    pin: argv.includes("--pin"),
    compiled: argv.includes("--compiled") || (baseline !== undefined && baseline !== ""),
    inlineVerifier: argv.includes("--inline-verifier"),
    cpuProfDir: value("--cpu-prof"),
    env,
    variant,
    rounds: Number(value("--rounds") ?? 5),
    settleMs: Number(value("--settle-ms") ?? 1)
  }
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

/** The sequential phase: body k to every server in turn (the turn rotated by one at every k), one at a time. */
async function sequential(servers: ReadonlyArray<Server>, bodies: ReadonlyArray<string>) {
  const connections = servers.map((s) => new Connection(s.port))
  const times: Array<Array<number>> = servers.map(() => [])
  const statuses: Array<Record<string, number>> = servers.map(() => ({}))
  const before = cpuOf(servers)
  const pg = postgresCpuNs()
  try {
    for (let k = 0; k < bodies.length; k++) {
      // Every server in every place of the turn equally often, and none twice in a row (from three servers on): a
      // server answering twice in a row has no idle loop before its second check, which then goes to a verifier worker.
      const order = servers.map((_, i) => (i + k) % servers.length)
      for (const i of order) {
        const started = performance.now()
        const { status } = await connections[i]!.post(bodies[k]!)
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
    const posts = accepted({ statuses: statuses[i]! })
    return {
      statuses: statuses[i]!,
      times: times[i]!,
      serverCpuUsPerPost: (after[i]!.all - before[i]!.all) / 1000 / posts,
      mainThreadCpuUsPerPost: (after[i]!.main - before[i]!.main) / 1000 / posts,
      workersCpuUsPerPost: (after[i]!.later - before[i]!.later) / 1000 / posts,
      postgresCpuUsPerPost: pgUs / bodies.length / servers.length
    }
  })
}

/** The POSTs of a round's server that were accepted (at least 1, a divisor). */
function accepted(round: { readonly statuses: Record<string, number> }): number {
  return Math.max(1, round.statuses["200"] ?? 0)
}

/** The statuses of several rounds, added up. */
function mergedStatuses(all: ReadonlyArray<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const statuses of all) for (const [s, n] of Object.entries(statuses)) out[s] = (out[s] ?? 0) + n
  return out
}

/** One storage: a server per tree, warm-up, then the timed POSTs in rounds. */
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
    // The timed POSTs in rounds, so that a comparison has per-round ratios (`harness/side_by_side.ts`).
    const size = Math.ceil(options.requests / options.rounds)
    const rounds: Array<Awaited<ReturnType<typeof sequential>>> = []
    for (let at = options.warmup; at < bodies.length; at += size)
      rounds.push(await sequential(servers, bodies.slice(at, at + size)))
    const perPost = (i: number, figure: (r: (typeof rounds)[number][number]) => number) =>
      rounds.reduce((total, round) => total + figure(round[i]!) * accepted(round[i]!), 0) /
      rounds.reduce((total, round) => total + accepted(round[i]!), 0)
    return trees.map((tree, i) => ({
      storage,
      tree: tree.label,
      statuses: mergedStatuses(rounds.map((round) => round[i]!.statuses)),
      latency: latencies(rounds.flatMap((round) => round[i]!.times)),
      serverCpuUsPerPost: perPost(i, (r) => r.serverCpuUsPerPost),
      mainThreadCpuUsPerPost: perPost(i, (r) => r.mainThreadCpuUsPerPost),
      workersCpuUsPerPost: perPost(i, (r) => r.workersCpuUsPerPost),
      postgresCpuUsPerPost: storage === "memory" ? undefined : perPost(i, (r) => r.postgresCpuUsPerPost),
      byRound: {
        postsPerCpuSecond: new Map(rounds.map((round, r) => [r, 1e6 / round[i]!.serverCpuUsPerPost])),
        postsPerSecond: new Map(rounds.map((round, r) => [r, 1000 / latencies(round[i]!.times).p50]))
      }
    }))
  } finally {
    for (const server of servers) await stopServer(server)
    for (const env of envs) env.cleanup()
  }
}

/** The compared rows of `variant`: a server of this tree per storage; prints their tables. */
async function variantMain(options: LatencyOptions, variant: Variant, logDir: string): Promise<void> {
  if (options.baseline !== undefined)
    throw new Error("--atomic and --max-num-batch measure this tree only: no --baseline")
  if (options.compiled) buildCurrent()
  const tree: Tree = { label: "this", dir: ROOT, script: options.compiled ? "dist/app/main.js" : "app/main.ts" }
  console.log(`## ${VARIANTS[variant].label} beside POST /transactions-pool (${new Date().toISOString()})`)
  console.log(machineLine())
  const verifier = options.inlineVerifier ? "verifier inline (one core seen)" : "default verifier workers"
  console.log(
    `server: ${options.compiled ? "compiled, node dist/app/main.js" : "app/main.ts through tsx"}, ${options.pin ? "pinned to core 0" : "unpinned"}, ${verifier}; ` +
      `one server per storage, one POST at a time, the three kinds interleaved (the order rotating through all six); ` +
      `${options.warmup} warm-up POSTs of each kind, then ${options.rounds} rounds of ${options.requests} of each; ` +
      `CPU read from /proc after each answer (${options.settleMs} ms settle); extra env ${JSON.stringify(options.env)}; logs in ${logDir}`
  )
  console.log(`load average before: ${loadLine()}`)
  const results: Array<AtomicResult> = []
  for (const storage of options.storages)
    results.push(await measureAtomic(storage, tree, { ...options, variant }, logDir))
  console.log(`load average after: ${loadLine()}\n`)
  console.log(atomicTables(results, variant))
}

/** Runs the benchmark and prints its tables. */
export async function main(argv: ReadonlyArray<string> = process.argv.slice(2)): Promise<void> {
  const options = parseOptions(argv)
  const logDir = mkdtempSync(join(tmpdir(), "zk-post-latency-logs-"))
  if (options.variant !== undefined) return variantMain(options, options.variant, logDir)
  if (options.compiled) buildCurrent()
  const baseline = options.baseline === undefined ? undefined : buildBaseline(options.baseline)
  const script = options.compiled ? "dist/app/main.js" : "app/main.ts"
  // Beside a baseline, a twin of this tree: this ÷ twin is the method's own noise (an A/A control).
  const trees: Array<Tree> = [
    { label: "this", dir: ROOT, script },
    ...(baseline === undefined
      ? []
      : [
          { label: baseline.label, dir: baseline.dir, script },
          { label: TWIN, dir: ROOT, script }
        ])
  ]
  console.log(`## POST /transactions-pool latency (${new Date().toISOString()})`)
  console.log(machineLine())
  const verifier = options.inlineVerifier ? "verifier inline (one core seen)" : "default verifier workers"
  console.log(
    `servers: ${options.compiled ? "compiled, node dist/app/main.js" : "app/main.ts through tsx"}, ${options.pin ? "pinned to core 0" : "unpinned"}, ${verifier}` +
      `${trees.length > 1 ? ", this tree, the baseline and this tree's A/A twin side by side" : ""}; ${options.warmup} warm-up POSTs, ` +
      `then ${options.requests} measured in ${options.rounds} rounds, one at a time, every server in turn; ` +
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
  if (baseline !== undefined) console.log(`\n${comparisonTable(results, baseline.label)}`)
}

/** This tree against the baseline, per storage: the median per-round ratio of each figure, with the A/A twin's noise. */
function comparisonTable(results: ReadonlyArray<LatencyResult>, baselineLabel: string): string {
  const rows = [...new Set(results.map((r) => r.storage))].flatMap((storage) => {
    const tree = (label: string) => results.find((r) => r.storage === storage && r.tree === label)!.byRound
    const [current, baseline, twin] = [tree("this"), tree(baselineLabel), tree(TWIN)]
    return [
      [
        storage,
        "POSTs per server CPU-second",
        ...comparisonCells(compare(current.postsPerCpuSecond, twin.postsPerCpuSecond, baseline.postsPerCpuSecond))
      ],
      [
        storage,
        "POSTs per second of p50 latency",
        ...comparisonCells(compare(current.postsPerSecond, twin.postsPerSecond, baseline.postsPerSecond))
      ]
    ]
  })
  return markdownTable(
    ["storage", "figure (higher is better)", `this ÷ ${baselineLabel}`, "A/A ratio", "noise", "verdict"],
    rows
  )
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
