/** `npm run bench:events`: live events at 1,000 subscribers held by separate client processes: the server's memory and
 * CPU per subscriber, and the latency from a POST's 200 to its event at one and at all subscribers. */
import { execFileSync, fork, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Result, Schema } from "effect"
import { signTransaction } from "../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import { Account } from "../core/domain/account.ts"
import { AccountNonce } from "../core/domain/account_nonce.ts"
import {
  get,
  loadLine,
  machineLine,
  markdownTable,
  nodeCommand,
  processCpuNs,
  quantile,
  ROOT,
  type Server,
  sleep,
  sorted,
  spawnServer,
  stopServer
} from "./harness/mod.ts"
import {
  monotonicMs,
  type SubscribersCommand,
  type SubscribersReply,
  type SubscribersReport
} from "./events_subscribers.ts"

/** The storages the server can run on. */
type StorageKind = "embedded" | "memory" | "external"

/** Options of a run. */
interface EventsOptions {
  readonly storage: StorageKind
  readonly steps: ReadonlyArray<number>
  readonly workers: number
  readonly posts: number
  readonly baselinePosts: number
  readonly warmup: number
  readonly intervalMs: number
  readonly idleSeconds: number
}

/** A POST's id and the monotonic time its 200 was read. */
interface Posted {
  readonly id: string
  readonly at: number
}

/** A client process holding subscriptions. */
interface Subscribers {
  readonly child: ChildProcess
  readonly ask: (command: SubscribersCommand) => Promise<SubscribersReply | undefined>
}

const PG_URL = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
const CHAIN_ID = 1337
const WALLETS = 10
const decodeAccount = Schema.decodeUnknownSync(Account)
const decodeNonce = Schema.decodeUnknownSync(AccountNonce)

/**
 * Reads the command line: `--storage embedded|memory|external` (external: a fresh database on `BENCH_PG_URL`),
 * `--steps` (the subscriber counts opened in turn), `--workers` (their client processes), `--posts` (recorded at the
 * largest step), `--baseline-posts` (with one subscriber), `--warmup` (unrecorded POSTs), `--interval-ms` (between
 * POSTs) and `--idle-seconds` (the window of idle CPU).
 */
function parseOptions(argv: ReadonlyArray<string>): EventsOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const storage = value("--storage") ?? "embedded"
  if (storage !== "embedded" && storage !== "memory" && storage !== "external") throw new Error(`--storage ${storage}?`)
  return {
    storage,
    steps: (value("--steps") ?? "250,500,750,1000")
      .split(",")
      .map(Number)
      .filter((n) => n > 0)
      .sort((a, b) => a - b),
    workers: Math.max(1, Number(value("--workers") ?? 2)),
    posts: Number(value("--posts") ?? 200),
    baselinePosts: Number(value("--baseline-posts") ?? 60),
    warmup: Number(value("--warmup") ?? 20),
    intervalMs: Number(value("--interval-ms") ?? 150),
    idleSeconds: Number(value("--idle-seconds") ?? 15)
  }
}

/** The server's variables for a storage, and what to clean up after. */
function storageEnv(kind: StorageKind): { env: Record<string, string>; cleanUp: () => void } {
  switch (kind) {
    case "memory":
      return { env: { STORAGE: "memory" }, cleanUp: () => {} }
    case "embedded": {
      const dir = mkdtempSync(join(tmpdir(), "zk-events-bench-"))
      return {
        env: { STORAGE: "embedded", DATA_DIR: join(dir, "data") },
        cleanUp: () => rmSync(dir, { recursive: true, force: true })
      }
    }
    case "external": {
      const name = `zk_events_bench_${process.pid}`
      execFileSync("psql", [PG_URL, "-qc", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: "ignore" })
      execFileSync("psql", [PG_URL, "-qc", `CREATE DATABASE ${name}`], { stdio: "ignore" })
      const url = new URL(PG_URL)
      url.pathname = `/${name}`
      return {
        env: { STORAGE: "external", DATABASE_URL: url.toString() },
        cleanUp: () =>
          execFileSync("psql", [PG_URL, "-qc", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: "ignore" })
      }
    }
  }
}

/** The server's resident set now (KiB). */
function rssKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))
  return Number(/(\d+)/u.exec(line ?? "")?.[1] ?? Number.NaN)
}

/** The median of `count` resident-set samples taken `everyMs` apart (KiB). */
async function settledRss(pid: number, count = 7, everyMs = 400): Promise<number> {
  const samples: Array<number> = []
  for (let i = 0; i < count; i++) {
    samples.push(rssKiB(pid))
    await sleep(everyMs)
  }
  return quantile(sorted(samples), 0.5)
}

/** The V8 heap in use and the external memory now (MiB), from the server's `/metrics` (prom-client's process metrics). */
async function heapMiB(port: number): Promise<{ used: number; external: number }> {
  const answer = await get(port, "/metrics")
  const text = answer.body.toString()
  const metric = (name: string) =>
    Number(new RegExp(`^${name} ([0-9.e+]+)`, "mu").exec(text)?.[1] ?? Number.NaN) / 2 ** 20
  return { used: metric("nodejs_heap_size_used_bytes"), external: metric("nodejs_external_memory_bytes") }
}

/** The least-squares slope of y over x. */
function slope(points: ReadonlyArray<{ readonly x: number; readonly y: number }>): number {
  const n = points.length
  const mx = points.reduce((a, p) => a + p.x, 0) / n
  const my = points.reduce((a, p) => a + p.y, 0) / n
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0)
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0)
  return sxy / sxx
}

/** The server's CPU (all threads) over `seconds` of waiting, as a share of one core (%). */
async function idleCpu(pid: number, seconds: number): Promise<number> {
  const before = processCpuNs(pid)
  const start = monotonicMs()
  await sleep(seconds * 1000)
  return ((processCpuNs(pid) - before) / 1e6 / (monotonicMs() - start)) * 100
}

/** Starts measuring the CPU of processes; the function returns each one's share of a core since (%). */
function cpuMeter(pids: ReadonlyArray<number>): () => Array<number> {
  const before = pids.map(processCpuNs)
  const start = monotonicMs()
  return () => pids.map((p, i) => ((processCpuNs(p) - before[i]!) / 1e6 / (monotonicMs() - start)) * 100)
}

/** Starts a client process of subscriptions. */
function startSubscribers(): Subscribers {
  const child = fork(new URL("./events_subscribers.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    stdio: "inherit"
  })
  const ask = (command: SubscribersCommand): Promise<SubscribersReply | undefined> => {
    if (command.type === "record" || command.type === "close") {
      child.send(command)
      return Promise.resolve(undefined)
    }
    return new Promise((resolve, reject) => {
      const onExit = () => reject(new Error("a subscriber process exited"))
      child.once("exit", onExit)
      child.once("message", (message: SubscribersReply) => {
        child.off("exit", onExit)
        resolve(message)
      })
      child.send(command)
    })
  }
  return { child, ask }
}

/** Opens `count` more subscriptions in a client process; how many it holds open now. */
async function open(subscribers: Subscribers, port: number, count: number): Promise<number> {
  const reply = await subscribers.ask({ type: "open", port, count })
  if (reply?.type !== "opened") throw new Error("no answer to open")
  if (reply.failed > 0) throw new Error(`subscriptions failed: ${JSON.stringify(reply.statuses)}`)
  return reply.open
}

/** What a client process noted. */
async function report(subscribers: Subscribers): Promise<SubscribersReport> {
  const reply = await subscribers.ask({ type: "report" })
  if (reply?.type !== "report") throw new Error("no report")
  return reply.report
}

/** Stops a client process. */
async function stopSubscribers(subscribers: Subscribers): Promise<void> {
  if (subscribers.child.exitCode !== null) return
  const exited = once(subscribers.child, "exit")
  await subscribers.ask({ type: "close" })
  const timer = setTimeout(() => subscribers.child.kill("SIGKILL"), 5000)
  await exited
  clearTimeout(timer)
}

/** The JSON body of a GET (200 only). */
async function getJson(port: number, path: string): Promise<unknown> {
  const answer = await get(port, path)
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.toString()}`)
  return JSON.parse(answer.body.toString())
}

/** Signed Transfers between the devnet wallets' ETH accounts, round robin, nonces counted up from each next nonce. */
async function signedTransfers(
  port: number,
  count: number
): Promise<Array<{ readonly id: string; readonly body: string }>> {
  const page = await getJson(port, "/accounts?tokenIds=0&limit=2049")
  const items: unknown = Reflect.get(Object(page), "accounts")
  if (!Array.isArray(items)) throw new Error("GET /accounts: no accounts")
  const senders: Array<{ account: Account; wallet: number; nonce: bigint }> = []
  for (const item of items) {
    const account = decodeAccount(item)
    for (let w = 1; w <= WALLETS; w++) {
      if (devnetWallet(w).bjjPublicKey !== account.bjj) continue
      const nonce = decodeNonce(
        await getJson(port, `/accounts/${encodeURIComponent(String(Reflect.get(Object(item), "accountIndex")))}/nonce`)
      )
      senders.push({ account, wallet: w, nonce: nonce.nextNonce })
    }
  }
  if (senders.length < 2) throw new Error("the devnet has fewer than two wallet ETH accounts")
  const out: Array<{ id: string; body: string }> = []
  for (let j = 0; j < count; j++) {
    const sender = senders[j % senders.length]!
    const to = senders[(j + 1) % senders.length]!.account
    const draft = {
      from: sender.account,
      toAccountIndex: to.accountIndex,
      toEthAddr: null,
      toBjj: null,
      amount: 1000n + BigInt(j % 7),
      fee: 0,
      nonce: sender.nonce
    }
    sender.nonce += 1n
    const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(BigInt(sender.wallet)), CHAIN_ID))
    out.push({ id: String(signed.id).toLowerCase(), body: JSON.stringify(signed.body) })
  }
  return out
}

const postAgent = new Agent({ keepAlive: true, maxSockets: 1 })

/** POSTs a body; the status and the monotonic time its response head was read. */
function post(port: number, body: string): Promise<{ status: number; at: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/transactions-pool",
        method: "POST",
        agent: postAgent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
      },
      (res) => {
        const at = monotonicMs()
        res.resume()
        res.on("end", () => resolve({ status: res.statusCode ?? 0, at }))
      }
    )
    req.on("error", reject)
    req.end(body)
  })
}

/** POSTs the bodies one every `intervalMs` (one at a time); the accepted ones with their times. */
async function postPaced(
  port: number,
  bodies: ReadonlyArray<{ id: string; body: string }>,
  intervalMs: number
): Promise<Array<Posted>> {
  const posted: Array<Posted> = []
  const start = monotonicMs()
  for (let i = 0; i < bodies.length; i++) {
    const wait = start + i * intervalMs - monotonicMs()
    if (wait > 0) await sleep(wait)
    const { status, at } = await post(port, bodies[i]!.body)
    if (status === 200) posted.push({ id: bodies[i]!.id, at })
    else console.warn(`POST ${i}: ${status}`)
  }
  return posted
}

/** Delivery latencies (ms) of the posted transactions' entering `pool` events, and those never delivered. */
function poolLatencies(posted: ReadonlyArray<Posted>, reports: ReadonlyArray<SubscribersReport>, subscribers: number) {
  const latencies: Array<number> = []
  let missing = 0
  for (const { id, at } of posted) {
    let got = 0
    for (const r of reports) {
      for (const arrival of r.pool[id] ?? []) latencies.push(arrival - at)
      got += r.pool[id]?.length ?? 0
    }
    missing += subscribers - got
  }
  return { latencies, missing }
}

/** Per posted transaction: the first subscriber's read − the 200, and the last subscriber's read − the first's (ms). */
function fanOut(posted: ReadonlyArray<Posted>, reports: ReadonlyArray<SubscribersReport>) {
  const first: Array<number> = []
  const spread: Array<number> = []
  for (const { id, at } of posted) {
    const arrivals = reports.flatMap((r) => r.pool[id] ?? [])
    if (arrivals.length === 0) continue
    const lo = Math.min(...arrivals)
    first.push(lo - at)
    spread.push(Math.max(...arrivals) - lo)
  }
  return { first, spread }
}

/** Delivery latencies (ms) of `batch` events against the forger's log timestamps: approximate, since a batch has no
 * commit time the client can see and the forger logs it when its step returns (millisecond resolution). */
function batchLatencies(logFile: string, reports: ReadonlyArray<SubscribersReport>): Array<number> {
  const logged = new Map<string, number>()
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (!line.includes("devnet forger")) continue
    try {
      // A JSON log line (app/log_writer.ts): pino's `time` (epoch ms) and `msg`, the fields flat.
      const entry: unknown = JSON.parse(line)
      if (Reflect.get(Object(entry), "msg") !== "devnet forger") continue
      const batchNum: unknown = Reflect.get(Object(entry), "batchNum")
      const time: unknown = Reflect.get(Object(entry), "time")
      if (batchNum !== null && batchNum !== undefined && typeof time === "number") logged.set(String(batchNum), time)
    } catch {
      // not a JSON line
    }
  }
  const latencies: Array<number> = []
  for (const r of reports) {
    for (const [batchNum, arrivals] of Object.entries(r.batch)) {
      const at = logged.get(batchNum)
      if (at !== undefined) for (const arrival of arrivals) latencies.push(arrival - at)
    }
  }
  return latencies
}

/** p50/p90/p99/max of latencies, formatted, with the sample count. */
function latencyCells(values: ReadonlyArray<number>): Array<string> {
  const s = sorted(values)
  if (s.length === 0) return ["0", "–", "–", "–", "–", "–"]
  return [
    String(s.length),
    ...[0.5, 0.9, 0.99].map((q) => quantile(s, q).toFixed(1)),
    s[s.length - 1]!.toFixed(1),
    s[0]!.toFixed(1)
  ]
}

const options = parseOptions(process.argv.slice(2))
const maxSubscribers = options.steps[options.steps.length - 1] ?? 1000
const storage = storageEnv(options.storage)
const logFile = join(tmpdir(), `zk-events-bench-${process.pid}.log`)
console.log(
  `events bench: ${machineLine()}; storage ${options.storage}; steps ${options.steps.join(",")}; ` +
    `${options.workers} client processes; load average ${loadLine()}`
)
const server: Server = await spawnServer({
  command: nodeCommand(join(ROOT, "app", "main.ts")),
  cwd: ROOT,
  env: { ...storage.env, FORGE_INTERVAL_SECONDS: "1", EVENTS_MAX_SUBSCRIBERS: String(maxSubscribers + 10) },
  logFile,
  probe: "/health",
  readyWithinMs: 180_000
})
const pid = server.child.pid ?? 0
const workers: Array<Subscribers> = []
try {
  const port = server.port
  const bodies = await signedTransfers(port, options.warmup + options.baselinePosts + options.posts)
  const warmup = bodies.slice(0, options.warmup)
  const baselineBodies = bodies.slice(options.warmup, options.warmup + options.baselinePosts)
  const mainBodies = bodies.slice(options.warmup + options.baselinePosts)

  // One subscriber, in a client process of its own: warm-up, then the recorded baseline.
  const single = startSubscribers()
  await open(single, port, 1)
  await postPaced(port, warmup, options.intervalMs)
  await sleep(1500)
  await single.ask({ type: "record", on: true })
  const baselineCpu = cpuMeter([pid, single.child.pid ?? 0])
  const baselinePosted = await postPaced(port, baselineBodies, options.intervalMs)
  await sleep(2500)
  const [baselineServerCpu = 0] = baselineCpu()
  await single.ask({ type: "record", on: false })
  const baselineReport = await report(single)
  await stopSubscribers(single)
  console.log(`baseline: ${baselinePosted.length} POSTs accepted; frames ${JSON.stringify(baselineReport.frames)}`)

  // None: resident set and idle CPU.
  // (The idle window first: the heap settles after the POSTs before the resident set is read.)
  const cpu0 = await idleCpu(pid, options.idleSeconds)
  const rss0 = await settledRss(pid)
  const heap0 = await heapMiB(port)
  console.log(`0 subscribers: RSS ${(rss0 / 1024).toFixed(1)} MiB, idle CPU ${cpu0.toFixed(2)} %`)

  // The steps, spread over the client processes.
  for (let i = 0; i < options.workers; i++) workers.push(startSubscribers())
  const rssRows: Array<{ n: number; rss: number; heap: { used: number; external: number } }> = [
    { n: 0, rss: rss0, heap: heap0 }
  ]
  let held = 0
  for (const target of options.steps) {
    const more = target - held
    const openStart = monotonicMs()
    const counts = await Promise.all(
      workers.map((w, i) => open(w, port, Math.floor(more / options.workers) + (i < more % options.workers ? 1 : 0)))
    )
    held = counts.reduce((a, b) => a + b, 0)
    const openMs = monotonicMs() - openStart
    await sleep(3000)
    const rss = await settledRss(pid)
    rssRows.push({ n: held, rss, heap: await heapMiB(port) })
    console.log(`${held} subscribers (opened ${more} in ${openMs.toFixed(0)} ms): RSS ${(rss / 1024).toFixed(1)} MiB`)
  }
  const cpuAll = await idleCpu(pid, options.idleSeconds)
  console.log(`${held} subscribers: idle CPU ${cpuAll.toFixed(2)} %`)

  // All of them: the recorded POSTs.
  for (const w of workers) await w.ask({ type: "record", on: true })
  const mainCpu = cpuMeter([pid, ...workers.map((w) => w.child.pid ?? 0)])
  const mainPosted = await postPaced(port, mainBodies, options.intervalMs)
  await sleep(2500)
  const [mainServerCpu = 0, ...clientCpus] = mainCpu()
  for (const w of workers) await w.ask({ type: "record", on: false })
  const reports = await Promise.all(workers.map(report))
  const frames: Record<string, number> = {}
  for (const r of reports) for (const [k, v] of Object.entries(r.frames)) frames[k] = (frames[k] ?? 0) + v
  const ended = reports.reduce((a, r) => a + r.ended, 0)
  const rssFinal = rssKiB(pid)
  console.log(
    `${held} subscribers: ${mainPosted.length} POSTs accepted; frames ${JSON.stringify(frames)}; connections ended ${ended}`
  )

  // Every subscription closed: what the server keeps.
  for (const w of workers.splice(0)) await stopSubscribers(w)
  await sleep(5000)
  const rssClosed = await settledRss(pid)

  const base = poolLatencies(baselinePosted, [baselineReport], 1)
  const all = poolLatencies(mainPosted, reports, held)
  console.log()
  console.log(
    markdownTable(
      [
        "subscribers",
        "VmRSS MiB",
        "growth MiB",
        "KiB per subscriber",
        "KiB per subscriber (this step)",
        "V8 heap used MiB",
        "external MiB"
      ],
      rssRows.map((row, i) => {
        const previous = rssRows[Math.max(0, i - 1)]!
        return [
          String(row.n),
          (row.rss / 1024).toFixed(1),
          ((row.rss - rss0) / 1024).toFixed(1),
          row.n === 0 ? "–" : ((row.rss - rss0) / row.n).toFixed(1),
          i === 0 ? "–" : ((row.rss - previous.rss) / (row.n - previous.n)).toFixed(1),
          row.heap.used.toFixed(1),
          row.heap.external.toFixed(1)
        ]
      })
    )
  )
  console.log(
    `\nleast-squares slope over the steps: VmRSS ${slope(rssRows.map((r) => ({ x: r.n, y: r.rss }))).toFixed(1)} KiB per subscriber, ` +
      `V8 heap used ${(slope(rssRows.map((r) => ({ x: r.n, y: r.heap.used }))) * 1024).toFixed(1)} KiB per subscriber`
  )
  console.log(
    `\nVmRSS after the ${held}-subscriber POSTs: ${(rssFinal / 1024).toFixed(1)} MiB; ` +
      `5 s after every subscription closed: ${(rssClosed / 1024).toFixed(1)} MiB`
  )
  console.log()
  console.log(
    markdownTable(
      ["server CPU, no POSTs (forger idle, heartbeats 15 s)", "% of one core"],
      [
        ["0 subscribers", cpu0.toFixed(2)],
        [`${held} subscribers`, cpuAll.toFixed(2)]
      ]
    )
  )
  console.log()
  console.log(
    markdownTable(
      ["commit → delivery (ms)", "samples", "p50", "p90", "p99", "max", "min", "undelivered"],
      [
        [`pool (POST 200 → read), 1 subscriber`, ...latencyCells(base.latencies), String(base.missing)],
        [`pool (POST 200 → read), ${held} subscribers`, ...latencyCells(all.latencies), String(all.missing)],
        [`batch (forger log → read, ≈), 1 subscriber`, ...latencyCells(batchLatencies(logFile, [baselineReport])), ""],
        [`batch (forger log → read, ≈), ${held} subscribers`, ...latencyCells(batchLatencies(logFile, reports)), ""]
      ]
    )
  )
  const spread = fanOut(mainPosted, reports)
  const s1 = sorted(spread.first)
  const s2 = sorted(spread.spread)
  console.log(
    `\n${held} subscribers, per transaction: first subscriber's read − 200 p50 ${quantile(s1, 0.5).toFixed(1)} / p99 ${quantile(s1, 0.99).toFixed(1)} ms; ` +
      `last read − first read p50 ${quantile(s2, 0.5).toFixed(1)} / p99 ${quantile(s2, 0.99).toFixed(1)} ms`
  )
  console.log(
    `CPU while posting (% of one core): server ${baselineServerCpu.toFixed(1)} with 1 subscriber, ${mainServerCpu.toFixed(1)} with ${held}; ` +
      `client processes ${clientCpus.map((c) => c.toFixed(1)).join(" + ")} with ${held}`
  )
  console.log(
    `POSTs one every ${options.intervalMs} ms over ${WALLETS} wallets: ${baselinePosted.length} with 1 subscriber, ` +
      `${mainPosted.length} with ${held}; load average ${loadLine()}`
  )
} finally {
  for (const w of workers) await stopSubscribers(w).catch(() => {})
  await stopServer(server)
  postAgent.destroy()
  storage.cleanUp()
  rmSync(logFile, { force: true })
}
