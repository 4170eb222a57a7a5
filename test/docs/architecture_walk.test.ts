/** docs/architecture.md's walks of a GET and a POST name the files the node runs, as V8 reports them: the node started as `npm
 * start` starts it (memory, and PostgreSQL on a server), V8's precise coverage taken over each request, and every source
 * file with a function called during it checked against the walk's list — each file named ran, each file that ran on
 * every repetition is named. */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { signedTransferBody } from "../app/lifecycle/devnet_transfer.ts"
import {
  freePort,
  killAll,
  ROOT,
  type ServerProcess,
  startServer,
  terminate,
  waitForStatus
} from "../app/lifecycle/server_process.ts"
import { describeWith, POSTGRES_SERVER } from "../real_parts.ts"

afterAll(() => killAll())

/** The source folders a request can run through (the tests', the benches' and the dependencies' files are not the
 * node's). */
const SOURCE_FOLDERS = ["adapters", "app", "core", "devnet", "wallet"]

/** Every source file of the node, relative to the repository. */
const SOURCES: ReadonlyArray<string> = SOURCE_FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `${folder}/${file}`)
)

/** Which storage a line of a walk speaks of: both, or one of them. */
type Storage = "memory" | "postgres"

/** What a walk names: files and folders (a folder covers every file under it), each for both storages or for one. */
interface Walk {
  readonly both: ReadonlyArray<string>
  readonly memory: ReadonlyArray<string>
  readonly postgres: ReadonlyArray<string>
}

/** The text of docs/architecture.md's section `title` (a `### ` heading), up to the next heading. */
function section(title: string): string {
  const text = readFileSync(join(ROOT, "docs/architecture.md"), "utf8")
  const start = text.indexOf(`\n### ${title}\n`)
  if (start < 0) throw new Error(`docs/architecture.md has no section "### ${title}"`)
  const next = text.slice(start + 1).search(/\n#{2,4} /u)
  return next < 0 ? text.slice(start) : text.slice(start, start + 1 + next)
}

/** The source files a name of the document stands for: the one file whose path ends with it, or a folder's files. */
function filesOf(name: string): ReadonlyArray<string> {
  if (name.endsWith("/")) {
    const files = SOURCES.filter((file) => file.startsWith(name) || file.includes(`/${name}`))
    if (files.length === 0) throw new Error(`\`${name}\` names no source folder`)
    const folders = new Set(files.map((file) => file.slice(0, file.indexOf(name) + name.length)))
    if (folders.size > 1) throw new Error(`\`${name}\` names several folders: ${[...folders].join(", ")}`)
    return files
  }
  const files = SOURCES.filter((file) => file === name || file.endsWith(`/${name}`))
  if (files.length !== 1)
    throw new Error(`\`${name}\` names ${files.length === 0 ? "no source file" : `several: ${files.join(", ")}`}`)
  return files
}

/** The files and folders a walk names: every code span that is a path (`….ts` or `…/`), of one storage inside a list
 * item that starts with "- Memory" or "- PostgreSQL" (the item's lines: its first and those indented deeper). */
function walkOf(text: string): Walk {
  const named = { both: [] as Array<string>, memory: [] as Array<string>, postgres: [] as Array<string> }
  let item: { readonly storage: Storage; readonly indent: number } | undefined
  for (const line of text.split("\n")) {
    const indent = line.length - line.trimStart().length
    const storage = /^- (Memory|PostgreSQL)\b/u.exec(line.trimStart())?.[1]
    if (storage !== undefined) item = { storage: storage === "Memory" ? "memory" : "postgres", indent }
    else if (item !== undefined && indent <= item.indent) item = undefined
    for (const match of line.matchAll(/`([a-z0-9_/]+(?:\.ts|\/))`/gu))
      named[item?.storage ?? "both"].push(match[1] as string)
  }
  return named
}

/** A connection to a node's inspector (the Chrome DevTools protocol over its WebSocket). */
interface Inspector {
  readonly send: (method: string, params?: object) => Promise<unknown>
  readonly close: () => void
}

/** Connects to the inspector of `server`, started with `--inspect=127.0.0.1:0` (its address is on its stderr). */
async function inspectorOf(server: ServerProcess): Promise<Inspector> {
  const deadline = performance.now() + 30_000
  const addressOf = () => /Debugger listening on (ws:\/\/\S+)/u.exec(server.output())?.[1]
  let address = addressOf()
  while (address === undefined) {
    if (performance.now() > deadline) throw new Error(`the node printed no inspector address:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    address = addressOf()
  }
  const socket = new WebSocket(address)
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true })
    socket.addEventListener("error", reject, { once: true })
  })
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>()
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
    const pending = message.id === undefined ? undefined : waiting.get(message.id)
    if (pending === undefined) return
    waiting.delete(message.id as number)
    if (message.error !== undefined) pending.reject(new Error(message.error.message))
    else pending.resolve(message.result)
  })
  let id = 0
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        waiting.set(++id, { resolve, reject })
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close()
  }
}

/** A function's counts in V8's precise coverage. */
interface ScriptCoverage {
  readonly url: string
  readonly functions: ReadonlyArray<{ readonly ranges: ReadonlyArray<{ readonly count: number }> }>
}

/** The node's source files with a function called since the last take (taking resets the counts). */
async function filesRunSince(inspector: Inspector): Promise<Set<string>> {
  const { result } = (await inspector.send("Profiler.takePreciseCoverage")) as { result: Array<ScriptCoverage> }
  const files = new Set<string>()
  for (const script of result) {
    if (!script.url.startsWith("file://") || !script.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0)) continue
    const file = relative(ROOT, fileURLToPath(script.url))
    if (SOURCE_FOLDERS.some((folder) => file.startsWith(`${folder}/`))) files.add(file)
  }
  return files
}

/** The files one request runs through, over `REPETITIONS` repetitions: those run by every repetition (a timer's work
 * during one of them is not the request's) and those run by any. */
const REPETITIONS = 3

/** What a walk's request ran on one storage. */
interface Ran {
  readonly every: ReadonlySet<string>
  readonly any: ReadonlySet<string>
}

/** A request made ready (its body signed) before its coverage is taken. */
type Prepared = (repetition: number) => Promise<() => Promise<void>>

/** Runs the `prepared` request `REPETITIONS` times on the node, after two warm-ups; the coverage taken covers the request
 * alone. */
async function covered(inspector: Inspector, prepared: Prepared): Promise<Ran> {
  for (let warmUp = 0; warmUp < 2; warmUp++) await (await prepared(warmUp))()
  const runs: Array<Set<string>> = []
  for (let repetition = 2; repetition < 2 + REPETITIONS; repetition++) {
    const request = await prepared(repetition)
    await filesRunSince(inspector)
    await request()
    runs.push(await filesRunSince(inspector))
  }
  const any = new Set(runs.flatMap((run) => [...run]))
  return { any, every: new Set([...any].filter((file) => runs.every((run) => run.has(file)))) }
}

/** A node started as `npm start` starts it, with its inspector open, on `environment`'s storage. */
async function inspectedNode(environment: Readonly<Record<string, string>>) {
  const port = await freePort()
  const server = startServer(port, { ...environment, NODE_OPTIONS: "--inspect=127.0.0.1:0" })
  await waitForStatus(port, "/health", 200, 120_000)
  const inspector = await inspectorOf(server)
  await inspector.send("Profiler.enable")
  await inspector.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false })
  return { port, server, inspector }
}

/** `GET /tokens/1`, read to its end. */
async function getToken(port: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/tokens/1`)
  expect(response.status).toBe(200)
  await response.arrayBuffer()
}

/** A new transfer from devnet wallet 1 (each repetition at the next nonce), signed, then posted and answered 200. */
async function postTransfer(port: number, repetition: number): Promise<() => Promise<void>> {
  const body = await signedTransferBody(port, repetition)
  return async () => {
    const response = await fetch(`http://127.0.0.1:${port}/transactions-pool`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body
    })
    expect(response.status, await response.clone().text()).toBe(200)
    await response.arrayBuffer()
  }
}

/** What the walk says runs on `storage`: its files and folders for both storages and for that one. */
function namedFor(walk: Walk, storage: Storage): ReadonlyArray<string> {
  return [...walk.both, ...walk[storage]]
}

/** Where a walk and what its request ran on `storage` disagree: the files that ran on every repetition that neither it
 * nor the walk it passes through names, and its own names of that storage whose files did not run. */
function disagreements(own: Walk, through: Walk, storage: Storage, ran: Ran) {
  const covered = new Set(namedFor(through, storage).flatMap(filesOf))
  return {
    unnamed: [...ran.every].filter((file) => !covered.has(file)).sort(),
    notRun: own[storage].filter((name) => !filesOf(name).some((file) => ran.any.has(file)))
  }
}

/** The walks: each section's title, its request, and the walk whose files it passes through as well (the POST takes
 * the GET's steps before its own). */
const WALKS: ReadonlyArray<{
  readonly title: string
  readonly prepared: (port: number) => Prepared
  readonly alsoThrough?: string
}> = [
  { title: "A GET, from the socket to the bytes", prepared: (port) => async () => () => getToken(port) },
  {
    title: "A POST",
    prepared: (port) => (repetition) => postTransfer(port, repetition),
    alsoThrough: "A GET, from the socket to the bytes"
  }
]

/** Every name a walk's request may pass through: its own, and those of the walk it passes through as well. */
function throughOf(title: string, alsoThrough: string | undefined): Walk {
  const own = walkOf(section(title))
  if (alsoThrough === undefined) return own
  const shared = walkOf(section(alsoThrough))
  return {
    both: [...own.both, ...shared.both],
    memory: [...own.memory, ...shared.memory],
    postgres: [...own.postgres, ...shared.postgres]
  }
}

describe("docs/architecture.md's walks against the files a request runs through", () => {
  const runs = new Map<Storage, Map<string, Ran>>()

  /** Runs each walk's request on a node of `storage` started with `environment`, keeping the files each ran. */
  async function runWalks(storage: Storage, environment: Readonly<Record<string, string>>): Promise<void> {
    const node = await inspectedNode(environment)
    try {
      const ran = new Map<string, Ran>()
      for (const walk of WALKS) ran.set(walk.title, await covered(node.inspector, walk.prepared(node.port)))
      runs.set(storage, ran)
    } finally {
      node.inspector.close()
      await terminate(node.server)
    }
  }

  it("each walk's names stand for source files (one file each, or a folder)", () => {
    for (const { title } of WALKS) {
      const walk = walkOf(section(title))
      expect(walk.both.length, title).toBeGreaterThan(5)
      for (const name of [...walk.both, ...walk.memory, ...walk.postgres])
        expect(() => filesOf(name), name).not.toThrow()
    }
  })

  it("on memory, each walk names the files its request runs, and only those", { timeout: 180_000 }, async () => {
    await runWalks("memory", { STORAGE: "memory", RATE_LIMIT: "on" })
    checkWalks("memory")
  })

  describeWith(POSTGRES_SERVER)("on a PostgreSQL server", () => {
    it("each walk names the files its request runs, and only those", { timeout: 240_000 }, async () => {
      const url = DATABASE_URL ?? ""
      const name = `zk_walk_${process.pid}_${Date.now().toString(36)}`
      await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
      try {
        await runWalks("postgres", { STORAGE: "external", DATABASE_URL: withDatabase(url, name), RATE_LIMIT: "on" })
      } finally {
        await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
      }
      checkWalks("postgres")
    })

    it("each name of both storages ran on one of them", () => {
      if (runs.size < 2) throw new Error("both storages must have run first")
      for (const { title } of WALKS) {
        const notRun = walkOf(section(title)).both.filter(
          (name) => ![...runs.values()].some((byWalk) => filesOf(name).some((file) => byWalk.get(title)?.any.has(file)))
        )
        expect({ walk: title, notRun }).toEqual({ walk: title, notRun: [] })
      }
    })
  })

  /** Each walk on `storage`: no file that ran every time unnamed, no named file that never ran. */
  function checkWalks(storage: Storage): void {
    for (const { title, alsoThrough } of WALKS) {
      const ran = runs.get(storage)?.get(title)
      if (ran === undefined) throw new Error(`${title} did not run on ${storage}`)
      const own = walkOf(section(title))
      expect({ walk: title, storage, ...disagreements(own, throughOf(title, alsoThrough), storage, ran) }).toEqual({
        walk: title,
        storage,
        unnamed: [],
        notRun: []
      })
    }
  }
})
