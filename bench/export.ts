/** `npm run bench:export`: the history export of the scale database as NDJSON and CSV (rows/s, CPU per row, memory),
 * against the paged walk of the same window, and a sampled check that both give the same rows. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { Agent, request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { isDeepStrictEqual } from "node:util"
import {
  loadLine,
  machineLine,
  markdownTable,
  nodeCommand,
  processCpuNs,
  ROOT,
  type Server,
  spawnServer,
  stopServer
} from "./harness/mod.ts"
import { DEFAULT_SCALE_DATABASE_URL, ensureScaleCluster } from "./scale/cluster.ts"
import { psql } from "./scale/generate.ts"

const DATABASE_URL = process.env["SCALE_DATABASE_URL"] ?? DEFAULT_SCALE_DATABASE_URL
const WINDOW_BATCHES = Number(process.env["EXPORT_BENCH_WINDOW_BATCHES"] ?? 10_000)
const SAMPLES = Number(process.env["EXPORT_BENCH_SAMPLES"] ?? 20)
/** Rows of the paged walk's pages. */
const PAGE = 2048

/** The server's resident set (bytes), from `/proc`. */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
  return match === null ? 0 : Number(match[1]) * 1024
}

/** What one streamed run measured. */
interface Run {
  readonly rows: number
  readonly bytes: number
  readonly seconds: number
  readonly cpuNs: number
  readonly rssBefore: number
  readonly rssPeak: number
}

/**
 * Streams `path` from the server, calling `line` with each complete line's first bytes (its itemId's whereabouts) and
 * failing on a body that does not end with a terminator; measures time, CPU and RSS of the server meanwhile.
 */
function stream(server: Server, path: string, itemIdOf: (line: string) => number, skipFirst: boolean): Promise<Run> {
  const pid = server.child.pid!
  const rssBefore = rssOf(pid)
  let rssPeak = rssBefore
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid))
  }, 100)
  const cpuBefore = processCpuNs(pid)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: server.port, path }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`))
      let rest = ""
      let rows = 0
      let bytes = 0
      let last = 0
      let first = skipFirst
      res.setEncoding("utf8")
      res.on("data", (text: string) => {
        bytes += Buffer.byteLength(text)
        let start = 0
        const chunk = rest + text
        for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
          const line = chunk.slice(start, Math.min(end, start + 200))
          start = end + 1
          if (first) {
            first = false
            continue
          }
          const itemId = itemIdOf(line)
          if (!(itemId > last)) return reject(new Error(`${path}: itemId ${itemId} after ${last}`))
          last = itemId
          rows++
        }
        rest = chunk.slice(start)
      })
      res.on("end", () => {
        clearInterval(sampler)
        if (rest !== "") return reject(new Error(`${path}: the body ends with a partial line`))
        resolve({
          rows,
          bytes,
          seconds: (performance.now() - started) / 1000,
          cpuNs: processCpuNs(pid) - cpuBefore,
          rssBefore,
          rssPeak: Math.max(rssPeak, rssOf(pid))
        })
      })
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })
}

const ndjsonItemId = (line: string) => Number(/"itemId":(\d+)/u.exec(line)?.[1])
const csvItemId = (line: string) => Number(line.slice(0, line.indexOf(",")))

/** One GET's body over `agent`. */
function fetchText(agent: Agent, port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        res.statusCode === 200
          ? resolve(Buffer.concat(chunks).toString("utf8"))
          : reject(new Error(`${path}: ${res.statusCode}`))
      )
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })
}

/** The first `rows` lines of the export resumed after `afterItem`, read until then (the connection dropped). */
function exportLines(port: number, afterItem: number, upToBatch: number, rows: number): Promise<Array<string>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: `/transactions-history/export?afterItem=${afterItem}&upToBatch=${upToBatch}` },
      (res) => {
        let text = ""
        const done = () => {
          const lines = text.split("\n").slice(0, rows)
          res.destroy()
          resolve(lines)
        }
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => {
          text += chunk
          if (text.split("\n").length > rows) done()
        })
        res.on("end", done)
        res.on("error", reject)
      }
    )
    req.on("error", reject)
    req.end()
  })
}

/** The paged walk of the window: rows, seconds, server CPU. */
async function pagedWalk(server: Server, upToBatch: number): Promise<Run> {
  const pid = server.child.pid!
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const rssBefore = rssOf(pid)
  const cpuBefore = processCpuNs(pid)
  const started = performance.now()
  let rows = 0
  let bytes = 0
  let from = 1
  for (;;) {
    const text = await fetchText(agent, server.port, `/transactions-history?limit=${PAGE}&fromItem=${from}`)
    bytes += Buffer.byteLength(text)
    const page = JSON.parse(text) as { transactions: Array<{ itemId: number; batchNum: number }> }
    const inWindow = page.transactions.filter((t) => t.batchNum <= upToBatch)
    rows += inWindow.length
    const last = page.transactions.at(-1)
    if (last === undefined || inWindow.length < page.transactions.length) break
    from = last.itemId + 1
  }
  agent.destroy()
  return {
    rows,
    bytes,
    seconds: (performance.now() - started) / 1000,
    cpuNs: processCpuNs(pid) - cpuBefore,
    rssBefore,
    rssPeak: rssOf(pid)
  }
}

/** The sampled check: at random itemIds, the resumed export's lines are the page's items. */
async function sampledCheck(server: Server, upToBatch: number, maxItem: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  let compared = 0
  for (let i = 0; i < SAMPLES; i++) {
    const at = 1 + Math.floor(Math.random() * Math.max(1, maxItem - PAGE))
    const page = JSON.parse(
      await fetchText(agent, server.port, `/transactions-history?limit=${PAGE}&fromItem=${at}`)
    ) as { transactions: Array<{ batchNum: number }> }
    const expected = page.transactions.filter((t) => t.batchNum <= upToBatch)
    const lines = await exportLines(server.port, at - 1, upToBatch, expected.length)
    const items = lines.map((line) => JSON.parse(line) as unknown)
    if (!isDeepStrictEqual(items, expected))
      throw new Error(`the export after item ${at - 1} differs from the page from ${at}`)
    compared += items.length
  }
  agent.destroy()
  return compared
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0)

/** A table row of a run. */
function rowOf(name: string, run: Run): Array<string> {
  return [
    name,
    String(run.rows),
    run.seconds.toFixed(1),
    String(Math.round(run.rows / run.seconds)),
    (run.bytes / 2 ** 20 / run.seconds).toFixed(1),
    (run.cpuNs / 1000 / run.rows).toFixed(1),
    mb(run.rssBefore),
    mb(run.rssPeak)
  ]
}

async function main(): Promise<void> {
  ensureScaleCluster(DATABASE_URL)
  const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" })
  if (built.status !== 0) throw new Error("npm run build failed")
  const [lastBatch = "0", total = "0"] = psql(
    DATABASE_URL,
    "SELECT max(batch_num) FROM batch",
    "SELECT count(*) FROM tx"
  )
    .trim()
    .split("\n")
  const window = Math.min(WINDOW_BATCHES, Number(lastBatch))
  const windowRows = Number(psql(DATABASE_URL, `SELECT count(*) FROM tx WHERE batch_num <= ${window}`).trim())
  const logs = mkdtempSync(join(tmpdir(), "bench-export-"))
  console.log(
    `bench:export on ${DATABASE_URL}: ${total} rows in ${lastBatch} batches; window ${window} batches (${windowRows} rows)`
  )
  console.log(`${machineLine()}; ${loadLine()}`)
  const server = await spawnServer({
    command: nodeCommand(join(ROOT, "dist/app/main.js")),
    env: { DATABASE_URL, DEVNET: "false", FORGE_INTERVAL_SECONDS: "0", LOG_FORMAT: "json", ADMISSION: "off" },
    logFile: join(logs, "server.log"),
    probe: "/health",
    readyWithinMs: 180_000
  })
  try {
    const runs: Array<readonly [string, Run]> = []
    const checked = (name: string, run: Run, rows: number) => {
      if (run.rows !== rows) throw new Error(`${name}: ${run.rows} rows, ${rows} expected`)
      runs.push([name, run])
      console.log(
        markdownTable(
          ["run", "rows", "s", "rows/s", "MB/s", "API CPU µs/row", "RSS before MB", "RSS peak MB"],
          [rowOf(name, run)]
        )
      )
    }
    // Warm-up: the export's and the list's code paths compiled.
    await stream(server, `/transactions-history/export?upToBatch=${Math.min(window, 200)}`, ndjsonItemId, false)
    await pagedWalk(server, Math.min(window, 200))
    const a = await stream(server, `/transactions-history/export?upToBatch=${window}`, ndjsonItemId, false)
    checked(`export NDJSON, window (A)`, a, windowRows)
    const paged = await pagedWalk(server, window)
    checked(`paged walk limit=${PAGE}, window`, paged, windowRows)
    const aa = await stream(server, `/transactions-history/export?upToBatch=${window}`, ndjsonItemId, false)
    checked(`export NDJSON, window (A')`, aa, windowRows)
    const compared = await sampledCheck(server, Number(lastBatch), Number(total))
    console.log(`sampled check: ${compared} rows of the export equal the paged walk's, item for item`)
    checked(
      "export NDJSON, whole",
      await stream(server, "/transactions-history/export", ndjsonItemId, false),
      Number(total)
    )
    checked(
      "export CSV, whole",
      await stream(server, "/transactions-history/export?format=csv", csvItemId, true),
      Number(total)
    )
    const rate = (run: Run) => run.rows / run.seconds
    console.log("")
    console.log(
      markdownTable(
        ["run", "rows", "s", "rows/s", "MB/s", "API CPU µs/row", "RSS before MB", "RSS peak MB"],
        runs.map(([name, run]) => rowOf(name, run))
      )
    )
    console.log("")
    console.log(
      `export ÷ paged walk (rows/s, window): ${(rate(a) / rate(paged)).toFixed(2)}; A/A (A' ÷ A): ${(rate(aa) / rate(a)).toFixed(2)}; ` +
        `sampled check: ${compared} rows equal`
    )
  } finally {
    await stopServer(server)
    rmSync(logs, { recursive: true, force: true })
  }
}

await main()
