/** `npm run bench:startup`: cold start, the time from spawning the server to its first 200 and its memory, for each way
 * of starting it, on memory and on a fresh and an existing embedded database. */
import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { createConnection } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildCurrent, freePort, loadLine, machineLine, markdownTable, quantile, ROOT, sorted } from "./harness/mod.ts"

/** Starts per kind on memory, and restarts on an embedded directory. */
const MEMORY_STARTS = 3
const EMBEDDED_RESTARTS = 2
/** Idle time before the second RSS reading. */
const IDLE_MS = 5000
/** Poll period of GET /config. */
const POLL_MS = 10

/** A way of starting the server. */
interface StartKind {
  readonly name: string
  /** The command and its arguments. */
  readonly command: ReadonlyArray<string>
  /** Whether its RSS is summed over a process tree (npm in front). */
  readonly tree: boolean
}

/** A storage setting. */
type Storage = "memory" | "embedded, first start" | "embedded, restart"

/** What one start measured. */
interface StartResult {
  readonly kind: string
  readonly storage: Storage
  readonly firstConnectMs: number | undefined
  readonly firstAnswerMs: number | undefined
  readonly first200Ms: number
  readonly readyLogMs: number | undefined
  readonly rssAtStartMiB: number
  readonly rssIdleMiB: number
  readonly peakMiB: number
  readonly exitMs: number
}

/** The status of one GET /config on a new connection, or undefined when nothing answered. */
function status(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/config", agent: false, timeout: 2000 }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode))
      res.on("error", () => resolve(res.statusCode))
    })
    req.on("timeout", () => req.destroy())
    req.on("error", () => resolve(undefined))
    req.end()
  })
}

/** Whether a TCP connection to the port succeeds (closed at once). */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

/** Resolves after `ms`. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** A field of `/proc/<pid>/status` in MiB (0 when the process is gone). */
function statusKiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`))
    return line === undefined ? 0 : Number(line.split(/\s+/u)[1])
  } catch {
    return 0
  }
}

/** A process and all its descendants (`/proc/<pid>/task/<tid>/children`). */
function processTree(pid: number): Array<number> {
  const all = [pid]
  for (let i = 0; i < all.length; i++) {
    try {
      const children = readFileSync(`/proc/${all[i]}/task/${all[i]}/children`, "utf8").trim()
      if (children !== "") all.push(...children.split(" ").map(Number))
    } catch {
      // gone meanwhile
    }
  }
  return all
}

/** RSS and peak RSS (MiB) of a process, or of its whole tree. */
function memory(pid: number, tree: boolean): { rss: number; peak: number } {
  const pids = tree ? processTree(pid) : [pid]
  return {
    rss: pids.reduce((s, p) => s + statusKiB(p, "VmRSS"), 0) / 1024,
    peak: pids.reduce((s, p) => s + statusKiB(p, "VmHWM"), 0) / 1024
  }
}

/** The `startupMillis` of the server's `ready` log line, if it wrote one. */
function readyLogMs(output: string): number | undefined {
  const match = /"startupMillis":(\d+)/u.exec(output) ?? /startupMillis[^\d]{0,8}(\d+)/u.exec(output)
  return match === null ? undefined : Number(match[1])
}

/** Starts the server one way on one storage, measures it, stops it. */
async function measureStart(kind: StartKind, storage: Storage, dataDir: string | undefined): Promise<StartResult> {
  const port = await freePort()
  const env: Record<string, string | undefined> = {
    ...process.env,
    FORGE_INTERVAL_SECONDS: "0",
    PORT: String(port),
    LOG_FORMAT: "json",
    LOG_LEVEL: "info"
  }
  delete env["DATABASE_URL"]
  if (dataDir === undefined) env["STORAGE"] = "memory"
  else Object.assign(env, { STORAGE: "embedded", DATA_DIR: dataDir })
  const started = performance.now()
  const child: ChildProcess = spawn(kind.command[0]!, kind.command.slice(1), {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true
  })
  let output = ""
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const pid = child.pid!
  const stop = async (): Promise<number> => {
    if (child.exitCode !== null || child.signalCode !== null) return 0
    const exited = once(child, "exit")
    const others = processTree(pid).filter((p) => p !== pid)
    const t = performance.now()
    process.kill(-pid, "SIGTERM")
    const timer = setTimeout(() => process.kill(-pid, "SIGKILL"), 30_000)
    await exited
    // The whole tree (npm's children are reaped by init once npm is gone).
    while (others.some((p) => existsSync(`/proc/${p}`)) && performance.now() - t < 30_000) await sleep(2)
    clearTimeout(timer)
    return performance.now() - t
  }
  let firstConnect: number | undefined
  const probing = (async () => {
    while (firstConnect === undefined && child.exitCode === null && performance.now() - started < 120_000) {
      if (await connects(port)) firstConnect = performance.now() - started
      else await sleep(POLL_MS)
    }
  })()
  try {
    let firstAnswer: number | undefined
    let first200: number | undefined
    while (first200 === undefined) {
      if (child.exitCode !== null) throw new Error(`${kind.name} exited (${child.exitCode}): ${output}`)
      if (performance.now() - started > 120_000) throw new Error(`${kind.name}: no 200 after 120 s: ${output}`)
      const pollStarted = performance.now()
      const code = await status(port)
      if (code !== undefined) {
        firstAnswer ??= performance.now() - started
        if (code === 200) first200 = performance.now() - started
      }
      await sleep(Math.max(0, POLL_MS - (performance.now() - pollStarted)))
    }
    await probing
    const atStart = memory(pid, kind.tree)
    await sleep(IDLE_MS)
    const idle = memory(pid, kind.tree)
    const exitMs = await stop()
    return {
      kind: kind.name,
      storage,
      firstConnectMs: firstConnect,
      firstAnswerMs: firstAnswer,
      first200Ms: first200,
      readyLogMs: readyLogMs(output),
      rssAtStartMiB: atStart.rss,
      rssIdleMiB: idle.rss,
      peakMiB: Math.max(atStart.peak, idle.peak),
      exitMs
    }
  } finally {
    await stop()
  }
}

/** The production build (`npm run build`, or STARTUP_DIST when given); its main, or undefined when the build failed. */
function compiledMain(): string | undefined {
  const given = process.env["STARTUP_DIST"]
  if (given !== undefined) {
    const main = join(given, "app", "main.js")
    return existsSync(main) ? main : undefined
  }
  try {
    buildCurrent()
  } catch (error) {
    console.log(`The build failed, measuring the tsx start only:\n${String(error)}`)
    return undefined
  }
  const main = join(ROOT, "dist", "app", "main.js")
  return existsSync(main) ? main : undefined
}

/** Median, formatted. */
function med(values: ReadonlyArray<number>, digits = 0): string {
  return values.length === 0 ? "—" : quantile(sorted(values), 0.5).toFixed(digits)
}

/** `min–max`, formatted (one value: itself). */
function span(values: ReadonlyArray<number>, digits = 0): string {
  if (values.length === 0) return "—"
  const s = sorted(values)
  return s.length === 1 ? s[0]!.toFixed(digits) : `${s[0]!.toFixed(digits)}–${s[s.length - 1]!.toFixed(digits)}`
}

/** The table: one row per (start kind, storage), medians and ranges. */
function resultsTable(results: ReadonlyArray<StartResult>, kinds: ReadonlyArray<StartKind>): string {
  const rows: Array<Array<string>> = []
  for (const storage of ["memory", "embedded, first start", "embedded, restart"] as const) {
    for (const kind of kinds) {
      const rs = results.filter((r) => r.kind === kind.name && r.storage === storage)
      if (rs.length === 0) continue
      const first = rs.map((r) => r.firstAnswerMs).filter((x): x is number => x !== undefined)
      const connect = rs.map((r) => r.firstConnectMs).filter((x): x is number => x !== undefined)
      const ready = rs.map((r) => r.readyLogMs).filter((x): x is number => x !== undefined)
      rows.push([
        kind.name,
        storage,
        String(rs.length),
        `${med(connect)} (${span(connect)})`,
        `${med(first)} (${span(first)})`,
        `${med(rs.map((r) => r.first200Ms))} (${span(rs.map((r) => r.first200Ms))})`,
        ready.length === 0 ? "—" : med(ready),
        med(rs.map((r) => r.rssAtStartMiB)),
        med(rs.map((r) => r.rssIdleMiB)),
        med(rs.map((r) => r.peakMiB)),
        med(rs.map((r) => r.exitMs))
      ])
    }
  }
  return markdownTable(
    [
      "start",
      "storage",
      "n",
      "port accepts ms (range)",
      "first answer ms (range)",
      "first 200 ms (range)",
      "server's ready ms",
      "RSS at first 200 MiB",
      "RSS after 5 s idle MiB",
      "peak RSS MiB",
      "exit after SIGTERM ms"
    ],
    rows
  )
}

/** The run. */
async function main(): Promise<void> {
  const runStarted = Date.now()
  console.log(`# Start-up (bench/startup.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}`)
  console.log(`Load average before: ${loadLine()}`)
  const buildStarted = performance.now()
  const compiled = compiledMain()
  const kinds: Array<StartKind> = [
    {
      name: "node --import tsx app/main.ts",
      command: [process.execPath, "--import", "tsx", "app/main.ts"],
      tree: false
    }
  ]
  if (compiled === undefined) {
    console.log("dist/app/main.js: not available (see above); the compiled start is not measured.")
  } else {
    console.log(
      `Compiled start: ${compiled.replace(ROOT, "")} (${
        process.env["STARTUP_DIST"] === undefined
          ? `built by the bench in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`
          : "STARTUP_DIST"
      })`
    )
    kinds.push({ name: "node dist/app/main.js", command: [process.execPath, compiled], tree: false })
  }
  const npmCli = process.env["npm_execpath"]
  const npmKind: StartKind | undefined =
    npmCli === undefined
      ? undefined
      : {
          name: "npm start (npm → tsx CLI → node)",
          command: [process.execPath, npmCli, "start", "--silent"],
          tree: true
        }
  const results: Array<StartResult> = []
  const note = (r: StartResult) => {
    results.push(r)
    process.stderr.write(
      `${r.kind}, ${r.storage}: first 200 after ${r.first200Ms.toFixed(0)} ms, RSS ${r.rssAtStartMiB.toFixed(0)} → ${r.rssIdleMiB.toFixed(
        0
      )} MiB (${((Date.now() - runStarted) / 1000).toFixed(0)} s)\n`
    )
  }
  // Warm-up: one discarded start of each kind.
  for (const kind of [...kinds, ...(npmKind === undefined ? [] : [npmKind])])
    await measureStart(kind, "memory", undefined)
  for (let i = 0; i < MEMORY_STARTS; i++) {
    for (const kind of kinds) note(await measureStart(kind, "memory", undefined))
    if (npmKind !== undefined && i < 2) note(await measureStart(npmKind, "memory", undefined))
  }
  for (const kind of kinds) {
    const dataDir = mkdtempSync(join(tmpdir(), "startup-bench-"))
    try {
      note(await measureStart(kind, "embedded, first start", dataDir))
      for (let i = 0; i < EMBEDDED_RESTARTS; i++) note(await measureStart(kind, "embedded, restart", dataDir))
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  console.log(`Load average after: ${loadLine()}; ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`)
  console.log("")
  console.log(resultsTable(results, [...kinds, ...(npmKind === undefined ? [] : [npmKind])]))
}

await main()
