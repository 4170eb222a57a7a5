/** Admission never sheds clients within their bounds: the real server under closed-loop load, fresh, beside CPU hogs,
 * in a half-core cgroup (as root, else skipped outside CI); CI needs DATABASE_URL. No 503, no socket error. */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Effect, Exit, Scope } from "effect"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { DATABASE_URL, freshServerDatabase } from "../sql/test_databases.ts"
import { closedLoop, type LoopReport, type LoopRequest } from "./closed_loop.ts"
import { freePort, killAll, startServer, waitForStatus } from "../../app/lifecycle/server_process.ts"
import { POSTGRES_SERVER, itWith, realPart } from "../../real_parts.ts"

afterAll(() => killAll())

/** Requests of every class: single reads, pages, malformed queries (400), malformed writes (400), and `/health`. */
const MIX: ReadonlyArray<LoopRequest> = [
  { method: "GET", path: "/tokens/1" },
  { method: "GET", path: "/transactions-history?limit=20" },
  { method: "GET", path: "/state" },
  { method: "GET", path: "/transactions-history?limit=abc" },
  { method: "GET", path: "/batches?order=DESC&limit=10" },
  { method: "POST", path: "/transactions-pool", body: "{}" },
  { method: "GET", path: "/accounts?limit=5" },
  { method: "GET", path: "/exits?accountIndex=zk:ETH:256&tokenId=0" },
  { method: "GET", path: "/coordinators" },
  { method: "POST", path: "/account-creation-authorization", body: '{"ethereumAddress":1}' },
  { method: "GET", path: "/health" },
  { method: "GET", path: "/config" }
]

/** Seconds of load per connection count. */
const LOAD_MILLIS = 3_000

/** Processes a test started besides the server (CPU hogs), killed after it. */
const extra: Array<ChildProcess> = []
/** Cleanups a test registered (a cgroup to remove). */
const cleanups: Array<() => void> = []

afterEach(() => {
  for (const child of extra.splice(0)) child.kill("SIGKILL")
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Starts a process spinning on the CPU until killed. */
function hog(): void {
  extra.push(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }))
}

/** Where this machine's `cpu` cgroup controller is (v1 or v2), or why none can be used here. */
function cpuController(): { readonly version: 1 | 2; readonly root: string } | string {
  if (process.getuid?.() !== 0) return "not root"
  if (existsSync("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")) return { version: 1, root: "/sys/fs/cgroup/cpu" }
  const v2 = "/sys/fs/cgroup/cgroup.controllers"
  if (existsSync(v2) && readFileSync(v2, "utf8").split(/\s+/u).includes("cpu"))
    return { version: 2, root: "/sys/fs/cgroup" }
  return "no cpu cgroup controller (v1 cpu.cfs_quota_us or v2 cpu.max)"
}

/** A `cpu` cgroup with a quota: what moves a process into it, and how many periods it was throttled in so far. */
interface CpuQuota {
  readonly add: (pid: number) => void
  readonly throttledPeriods: () => number
}

/** A new `cpu` cgroup with a quota of `share` of a core per 100 ms period (removed after the test). */
function cpuQuota(controller: { readonly version: 1 | 2; readonly root: string }, share: number): CpuQuota {
  const dir = join(controller.root, `zk-never-shed-${process.pid}`)
  const period = 100_000
  const quota = String(Math.round(period * share))
  mkdirSync(dir, { recursive: true })
  // Any process left in it (tsx's esbuild service outlives the server a moment) goes back to the root group first.
  cleanups.push(() => {
    for (const pid of readFileSync(join(dir, "cgroup.procs"), "utf8")
      .split("\n")
      .filter((line) => line !== "")) {
      try {
        writeFileSync(join(controller.root, "cgroup.procs"), pid)
      } catch {
        // it exited meanwhile
      }
    }
    rmdirSync(dir)
  })
  if (controller.version === 1) {
    writeFileSync(join(dir, "cpu.cfs_period_us"), String(period))
    writeFileSync(join(dir, "cpu.cfs_quota_us"), quota)
  } else {
    writeFileSync(join(dir, "cpu.max"), `${quota} ${period}`)
  }
  return {
    add: (pid) => writeFileSync(join(dir, "cgroup.procs"), String(pid)),
    throttledPeriods: () => Number(/^nr_throttled (\d+)$/mu.exec(readFileSync(join(dir, "cpu.stat"), "utf8"))?.[1] ?? 0)
  }
}

/** What a load of `connections` answered, for a failure's message. */
function summary(report: LoopReport): string {
  const byStatus = new Map<string, number>()
  for (const answer of report.answers) {
    const key = `${answer.status}${answer.type === undefined ? "" : ` ${answer.type}`}`
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1)
  }
  return JSON.stringify({
    byStatus: Object.fromEntries(byStatus),
    failures: report.failures.slice(0, 5),
    sockets: report.socketsOpened
  })
}

/** Starts the server with `env`, (optionally) puts it in a cgroup, and from readiness runs 16 then 64 connections; checks nothing was shed. */
async function neverShed(env: Readonly<Record<string, string>>, place?: (pid: number) => void): Promise<void> {
  const port = await freePort()
  const server = startServer(port, { LOG_LEVEL: "warn", ...env })
  if (place !== undefined && server.child.pid !== undefined) place(server.child.pid)
  await waitForStatus(port, "/health", 200, 120_000)
  for (const connections of [16, 64]) {
    const report = await closedLoop(port, connections, LOAD_MILLIS, MIX)
    expect(report.failures, summary(report)).toEqual([])
    expect(report.socketsOpened).toBeLessThanOrEqual(connections)
    expect(
      report.answers.filter((a) => a.status >= 500),
      `${connections} connections: ${summary(report)}`
    ).toEqual([])
    expect(report.answers.some((a) => a.status === 200) && report.answers.some((a) => a.status === 400)).toBe(true)
    expect(report.answers.length).toBeGreaterThan(connections)
  }
  server.child.kill("SIGKILL")
  await server.exited
}

describe("a client within the admission bounds is never shed", () => {
  it("on a fresh process, memory storage", () => neverShed({ STORAGE: "memory" }), 60_000)

  it("beside two CPU hogs, memory storage", async () => {
    hog()
    hog()
    await neverShed({ STORAGE: "memory" })
  }, 90_000)

  itWith(POSTGRES_SERVER)(
    "beside two CPU hogs, a PostgreSQL server",
    async () => {
      if (DATABASE_URL === undefined) throw new Error("CI must provide DATABASE_URL (a PostgreSQL server)")
      const scope = Effect.runSync(Scope.make())
      try {
        const url = await Effect.runPromise(Scope.provide(freshServerDatabase(DATABASE_URL), scope))
        hog()
        hog()
        await neverShed({ STORAGE: "external", DATABASE_URL: url, DEVNET: "false" })
      } finally {
        await Effect.runPromise(Scope.close(scope, Exit.void))
      }
    },
    90_000
  )

  const controller = cpuController()
  itWith(realPart("the cpu cgroup", typeof controller === "string" ? controller : undefined))(
    "under a CPU quota of half a core, memory storage",
    async () => {
      if (typeof controller === "string") throw new Error(`no CPU quota can be set here: ${controller}`)
      const quota = cpuQuota(controller, 0.5)
      await neverShed({ STORAGE: "memory" }, quota.add)
      // The quota did bite: the server was throttled.
      expect(quota.throttledPeriods()).toBeGreaterThan(10)
    },
    120_000
  )
})
