/** The embedded PostgreSQL: a PGlite (one backend session) on a private unix socket, the client holding ONE multiplexed
 * connection (`EMBEDDED_POOL_SIZE`); the server accepts a few more so a reconnect is never refused. The node's (`layer`)
 * runs in a thread of its own (`embedded_worker.ts`); tests open one in this thread (`openDatabase`, `serve`). */
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import type { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Schema, type Scope } from "effect"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { extname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from "./embedded_worker.ts"

/** The embedded database could not be opened or served. */
export class EmbeddedPostgresError extends Schema.TaggedError<EmbeddedPostgresError>()("EmbeddedPostgresError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** Connections the client pool on PGlite may hold: one (see the module comment). */
export const EMBEDDED_POOL_SIZE = 1

/** Default number of connections the socket server accepts. */
export const DEFAULT_MAX_CONNECTIONS = 4

/** Where the embedded database lives. */
export interface EmbeddedOptions {
  /** Data directory (created on first start); absent: in memory, lost when the process ends. */
  readonly dataDir?: string | undefined
  /** Start an in-memory database from this dump of a data directory (`PGlite.dumpDataDir`), e.g. a migrated template in tests. */
  readonly loadDataDir?: Blob | undefined
}

/** Where the node's embedded database lives and how many connections it accepts. */
export interface EmbeddedLayerOptions {
  /** Data directory (created on first start). */
  readonly dataDir: string
  /** Connections the socket server accepts (≥ EMBEDDED_POOL_SIZE; default 4). */
  readonly maxConnections?: number | undefined
}

/** A served embedded database. */
export interface EmbeddedServer {
  /** How the client connects: the socket path, user and database, and a pool of one. */
  readonly connection: PgClient.PgPoolConfig
}

/** The served embedded database, as a service. */
export class EmbeddedPostgres extends Context.Service<EmbeddedPostgres, EmbeddedServer>()(
  "zk-api/adapters/sql/EmbeddedPostgres"
) {}

function attempt<A>(message: string, f: () => Promise<A>): Effect.Effect<A, EmbeddedPostgresError> {
  return Effect.tryPromise({
    try: f,
    catch: (cause) => new EmbeddedPostgresError({ message: `${message}: ${String(cause)}`, cause })
  })
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM"
  }
}

/** The lock tokens this process holds, by data directory (a directory is opened once per process). */
const heldLocks = new Map<string, string>()

/** Whether the lock file's content names a live owner other than a past incarnation of this process. */
function isHeld(content: string): boolean {
  const [pidText, token] = content.trim().split(" ")
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return [...heldLocks.values()].includes(token ?? "")
  return isRunning(pid)
}

/** Takes the data directory's lock file (`<pid> <token>`), taking over a stale one (its process gone, or an earlier one with this pid); released with the scope. */
function lockDataDir(dir: string): Effect.Effect<void, EmbeddedPostgresError, Scope.Scope> {
  const lock = join(dir, "lock")
  const token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  return Effect.acquireRelease(
    Effect.try({
      try: () => {
        mkdirSync(dir, { recursive: true })
        const content = `${process.pid} ${token}\n`
        try {
          writeFileSync(lock, content, { flag: "wx" })
        } catch (error) {
          if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error
          const current = readFileSync(lock, "utf8")
          if (isHeld(current))
            throw new Error(`data directory ${dir} is in use by process ${current.trim().split(" ")[0]}`)
          writeFileSync(lock, content)
        }
        heldLocks.set(dir, token)
      },
      catch: (cause) =>
        new EmbeddedPostgresError({
          message: `cannot lock ${dir}: ${cause instanceof Error ? cause.message : String(cause)}`,
          cause
        })
    }),
    () =>
      Effect.sync(() => {
        heldLocks.delete(dir)
        rmSync(lock, { force: true })
      })
  )
}

/** Opens the embedded database (initializing a new data directory); closed with the scope. */
export function openDatabase(options: EmbeddedOptions = {}): Effect.Effect<PGlite, EmbeddedPostgresError, Scope.Scope> {
  return Effect.gen(function* () {
    const dataDir = options.dataDir === undefined ? undefined : resolve(options.dataDir)
    if (dataDir !== undefined) yield* lockDataDir(dataDir)
    return yield* Effect.acquireRelease(
      attempt("cannot open the embedded database", () =>
        PGlite.create({
          ...(dataDir === undefined ? {} : { dataDir: join(dataDir, "pgdata") }),
          ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir })
        })
      ),
      (db) => Effect.promise(() => db.close()).pipe(Effect.ignore)
    )
  })
}

/** How `serve` listens. */
export interface ServeOptions {
  /** Connections the socket server accepts (default 4; at least EMBEDDED_POOL_SIZE). */
  readonly maxConnections?: number | undefined
  /** The socket's path (its directory must exist); absent: in a fresh private directory removed with the scope. */
  readonly path?: string | undefined
}

const socketDirectory: Effect.Effect<string, EmbeddedPostgresError, Scope.Scope> = Effect.acquireRelease(
  Effect.try({
    try: () => mkdtempSync(join(tmpdir(), "zk-pg-")),
    catch: (cause) =>
      new EmbeddedPostgresError({ message: `cannot create the socket directory: ${String(cause)}`, cause })
  }),
  (created) => Effect.sync(() => rmSync(created, { recursive: true, force: true }))
)

/** Serves `db` on a unix socket; stopped with the scope. Returns the client's connection config. */
export function serve(
  db: PGlite,
  options: ServeOptions = {}
): Effect.Effect<PgClient.PgPoolConfig, EmbeddedPostgresError, Scope.Scope> {
  return Effect.gen(function* () {
    const path = options.path ?? join(yield* socketDirectory, ".s.PGSQL.5432")
    const server = new PGLiteSocketServer({ db, path, maxConnections: accepted(options.maxConnections) })
    yield* Effect.acquireRelease(
      attempt("cannot serve the embedded database", () => server.start()),
      () => Effect.promise(() => server.stop()).pipe(Effect.ignore)
    )
    return clientConnection(path)
  })
}

/** The connections a socket server accepts for a requested `maxConnections`. */
function accepted(maxConnections: number | undefined): number {
  return Math.max(maxConnections ?? DEFAULT_MAX_CONNECTIONS, EMBEDDED_POOL_SIZE)
}

/** How the client connects to the server on `path`: its user and database, and a pool of one. */
function clientConnection(path: string): PgClient.PgPoolConfig {
  return { path, username: "postgres", database: "postgres", maxConnections: EMBEDDED_POOL_SIZE }
}

/** The worker's module beside this one: `.ts` in the sources (tsx, vitest, Node's type stripping), `.js` in the build. */
const WORKER_URL = new URL(`./embedded_worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)

/** The thread's next message; its error or its end count as a failure of `step`. */
function nextMessage(worker: Worker, step: "open" | "close"): Promise<EmbeddedWorkerMessage> {
  return new Promise((settle) => {
    const done = (message: EmbeddedWorkerMessage) => {
      worker.off("message", done)
      worker.off("error", onError)
      worker.off("exit", onExit)
      settle(message)
    }
    const onError = (error: unknown) => done({ kind: "failed", step, message: String(error) })
    const onExit = (code: number) =>
      done({ kind: "failed", step, message: `the embedded database's thread ended (exit code ${code})` })
    worker.on("message", done)
    worker.on("error", onError)
    worker.on("exit", onExit)
  })
}

/** Opens and serves the database in `dataDir` in a thread of its own; closed and ended with the scope. */
function servedInThread(
  options: EmbeddedLayerOptions
): Effect.Effect<EmbeddedServer, EmbeddedPostgresError, Scope.Scope> {
  return Effect.gen(function* () {
    const dataDir = resolve(options.dataDir)
    yield* lockDataDir(dataDir)
    const path = join(yield* socketDirectory, ".s.PGSQL.5432")
    const workerData: EmbeddedWorkerData = {
      pgdata: join(dataDir, "pgdata"),
      path,
      maxConnections: accepted(options.maxConnections)
    }
    const worker = yield* Effect.acquireRelease(
      Effect.sync(() => new Worker(WORKER_URL, { workerData })),
      (worker) =>
        Effect.promise(async () => {
          // A thread that ended (a failed start) has nothing to close.
          if (worker.threadId === -1) return
          const closed = nextMessage(worker, "close")
          worker.postMessage("close")
          await closed
          await worker.terminate()
        })
    )
    const started = yield* Effect.promise(() => nextMessage(worker, "open"))
    if (started.kind === "failed")
      return yield* new EmbeddedPostgresError({
        message: `cannot ${started.step} the embedded database: ${started.message}`
      })
    return { connection: clientConnection(path) }
  })
}

/** The node's embedded database, opened and served in a thread of its own for the layer's lifetime. */
export function layer(options: EmbeddedLayerOptions): Layer.Layer<EmbeddedPostgres, EmbeddedPostgresError> {
  return Layer.effect(EmbeddedPostgres, Effect.map(servedInThread(options), EmbeddedPostgres.of))
}
