/** `npm run bench:bulk`: a bulk lookup of 100 history ids against the 100 single lookups it replaces, one after another
 * and 8 at a time, on memory and on PostgreSQL: lookups per second, latency and CPU per lookup. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  get,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  pinnedNode,
  postgresCpuNs,
  processCpuNs,
  quantile,
  type Server,
  sorted,
  spawnServer,
  stopServer
} from "./harness/mod.ts"

/** Rounds. */
const ROUNDS = Number(process.env["BULK_BENCH_ROUNDS"] ?? 3)
/** Seconds per way and round. */
const SECONDS = Number(process.env["BULK_BENCH_SECONDS"] ?? 5)
/** Seconds of each way on a fresh server before the rounds (its code paths compiled). */
const WARMUP_SECONDS = 3
/** Keys per operation. */
const KEYS = 100
/** The PostgreSQL server. */
const SERVER_URL = process.env["DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
/** The database the PostgreSQL server is given for the run. */
const DATABASE = "zk_bench_bulk"

/** Runs SQL on the PostgreSQL server's maintenance database with `psql`; false when it is unreachable. */
function psql(sql: string): boolean {
  const result = spawnSync("psql", [SERVER_URL, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { encoding: "utf8" })
  if (result.status !== 0) process.stderr.write(`psql: ${result.stderr || result.error?.message}\n`)
  return result.status === 0
}

/** The URL of `database` on the PostgreSQL server. */
function databaseUrl(database: string): string {
  const url = new URL(SERVER_URL)
  url.pathname = `/${database}`
  return url.toString()
}

/** One GET over `agent`: its status and body. */
function fetchOver(
  agent: Agent,
  port: number,
  path: string
): Promise<{ readonly status: number; readonly body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })
}

/** A way of looking the ids up: one operation over its own connections. */
interface Way {
  readonly name: string
  readonly connections: number
  readonly operation: (agent: Agent, port: number, ids: ReadonlyArray<string>) => Promise<void>
}

/** Fails unless a GET answered 200. */
async function ok(answer: Promise<{ readonly status: number; readonly body: string }>): Promise<void> {
  const { status, body } = await answer
  if (status !== 200) throw new Error(`answered ${status}: ${body}`)
}

const WAYS: ReadonlyArray<Way> = [
  {
    name: "bulk (1 request)",
    connections: 1,
    operation: (agent, port, ids) => ok(fetchOver(agent, port, `/transactions-history?ids=${ids.join(",")}`))
  },
  {
    name: "singles, 1 connection",
    connections: 1,
    operation: async (agent, port, ids) => {
      for (const id of ids) await ok(fetchOver(agent, port, `/transactions-history/${id}`))
    }
  },
  {
    name: "singles, 8 connections",
    connections: 8,
    operation: async (agent, port, ids) => {
      await Promise.all(ids.map((id) => ok(fetchOver(agent, port, `/transactions-history/${id}`))))
    }
  }
]

/** What one way measured in one round. */
interface Run {
  readonly operations: number
  readonly seconds: number
  readonly wallMs: ReadonlyArray<number>
  readonly apiCpuUs: number
  readonly postgresCpuUs: number
}

/** Runs `way` for `seconds` against `server`: wall time per operation and CPU per operation. */
async function measure(
  way: Way,
  server: Server,
  ids: ReadonlyArray<string>,
  seconds: number,
  database: string | undefined
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: way.connections })
  try {
    const pid = server.child.pid ?? 0
    const api = processCpuNs(pid)
    const pg = database === undefined ? 0 : postgresCpuNs(database)
    const wallMs: Array<number> = []
    const started = performance.now()
    const end = started + seconds * 1000
    while (performance.now() < end) {
      const t0 = performance.now()
      await way.operation(agent, server.port, ids)
      wallMs.push(performance.now() - t0)
    }
    const elapsed = (performance.now() - started) / 1000
    const per = (ns: number) => ns / 1000 / wallMs.length
    return {
      operations: wallMs.length,
      seconds: elapsed,
      wallMs,
      apiCpuUs: per(processCpuNs(pid) - api),
      postgresCpuUs: database === undefined ? 0 : per(postgresCpuNs(database) - pg)
    }
  } finally {
    agent.destroy()
  }
}

/** The ids of a history page's items. */
function historyIds(page: unknown): Array<string> {
  const items: unknown =
    typeof page === "object" && page !== null && "transactions" in page ? page.transactions : undefined
  if (!Array.isArray(items)) throw new Error("not a history page")
  return items.map((item: unknown) =>
    typeof item === "object" && item !== null && "id" in item ? String(item.id) : ""
  )
}

/** Checks that the bulk answer is the single answers' bodies in order (and that every id is found). */
async function checkAnswers(server: Server, ids: ReadonlyArray<string>): Promise<void> {
  const singles = await Promise.all(
    ids.map(async (id) => (await get(server.port, `/transactions-history/${id}`)).body.toString("utf8"))
  )
  const bulk = (await get(server.port, `/transactions-history?ids=${ids.join(",")}`)).body.toString("utf8")
  const expected = `{"transactions":[${singles.join(",")}],"pendingItems":0,"notFound":[]}`
  if (bulk !== expected) throw new Error("the bulk answer is not the single answers in order")
}

/** The main run. */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bulk-bench-"))
  psql(`DROP DATABASE IF EXISTS ${DATABASE}`)
  const withPostgres = psql(`CREATE DATABASE ${DATABASE}`)
  const storages = [
    { name: "memory", env: { STORAGE: "memory" }, database: undefined },
    ...(withPostgres
      ? [{ name: "postgres", env: { STORAGE: "external", DATABASE_URL: databaseUrl(DATABASE) }, database: DATABASE }]
      : [])
  ]
  console.log(
    `# Bulk lookup of ${KEYS} ids against ${KEYS} single lookups (bench/bulk_lookup.ts), ${new Date().toISOString()}`
  )
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  console.log(
    `Server (app/main.ts through tsx) pinned to core 0, this client on core 1; ${WARMUP_SECONDS} s warm-up per way, then ${ROUNDS} rounds × ${SECONDS} s per way, ways rotating.`
  )
  if (!withPostgres) console.log(`PostgreSQL at ${SERVER_URL} unreachable: its rows are left out.`)
  const rows: Array<Array<string>> = []
  try {
    for (const storage of storages) {
      const server = await spawnServer({
        command: pinnedNode("app/main.ts"),
        env: { FORGE_INTERVAL_SECONDS: "0", ADMISSION: "off", LOG_FORMAT: "json", ...storage.env },
        logFile: join(dir, `${storage.name}.log`),
        probe: "/config",
        readyWithinMs: 180_000
      })
      try {
        const ids = historyIds(
          JSON.parse((await get(server.port, `/transactions-history?limit=${KEYS}`)).body.toString("utf8"))
        ).reverse()
        if (ids.length !== KEYS) throw new Error(`the devnet has ${ids.length} history transactions, not ${KEYS}`)
        await checkAnswers(server, ids)
        const runs = new Map<string, Array<Run>>()
        for (const way of WAYS) await measure(way, server, ids, WARMUP_SECONDS, storage.database)
        for (let round = 0; round < ROUNDS; round++) {
          for (let i = 0; i < WAYS.length; i++) {
            const way = WAYS[(i + round) % WAYS.length]!
            const run = await measure(way, server, ids, SECONDS, storage.database)
            runs.set(way.name, [...(runs.get(way.name) ?? []), run])
          }
        }
        for (const way of WAYS) {
          const measured = runs.get(way.name) ?? []
          const median = (f: (run: Run) => number) => medianOf(measured.map(f))
          rows.push([
            `${storage.name}: ${way.name}`,
            median((run) => run.operations / run.seconds).toFixed(0),
            median((run) => quantile(sorted(run.wallMs), 0.5)).toFixed(2),
            median((run) => quantile(sorted(run.wallMs), 0.99)).toFixed(2),
            median((run) => run.apiCpuUs).toFixed(0),
            storage.database === undefined ? "—" : median((run) => run.postgresCpuUs).toFixed(0)
          ])
        }
      } finally {
        await stopServer(server)
      }
    }
  } finally {
    if (withPostgres) psql(`DROP DATABASE IF EXISTS ${DATABASE}`)
    rmSync(dir, { recursive: true, force: true })
  }
  console.log("")
  console.log(`Per lookup of ${KEYS} ids (medians of ${ROUNDS} rounds):`)
  console.log("")
  console.log(markdownTable(["storage: way", "lookups/s", "p50 ms", "p99 ms", "API CPU µs", "PostgreSQL CPU µs"], rows))
  console.log("")
  console.log(`Load average after: ${loadLine()}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
