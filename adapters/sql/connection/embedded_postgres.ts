/** The embedded PostgreSQL: a PGlite (one backend session) on a private unix socket, the client holding ONE multiplexed
 * connection (`EMBEDDED_POOL_SIZE`); the server accepts a few more so a reconnect is never refused. */
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import type { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Schema, type Scope } from "effect"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

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
  /** Connections the socket server accepts (≥ EMBEDDED_POOL_SIZE; default 4). */
  readonly maxConnections?: number | undefined
}

/** A served embedded database. */
export interface EmbeddedServer {
  /** How the client connects: the socket path, user and database, and a pool of one. */
  readonly connection: PgClient.PgPoolConfig
  /** The PGlite instance (tests dump it or inspect it directly). */
  readonly db: PGlite
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
export function openDatabase(
  options: Omit<EmbeddedOptions, "maxConnections"> = {}
): Effect.Effect<PGlite, EmbeddedPostgresError, Scope.Scope> {
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
    const maxConnections = Math.max(options.maxConnections ?? DEFAULT_MAX_CONNECTIONS, EMBEDDED_POOL_SIZE)
    const server = new PGLiteSocketServer({ db, path, maxConnections })
    yield* Effect.acquireRelease(
      attempt("cannot serve the embedded database", () => server.start()),
      () => Effect.promise(() => server.stop()).pipe(Effect.ignore)
    )
    return { path, username: "postgres", database: "postgres", maxConnections: EMBEDDED_POOL_SIZE }
  })
}

/** The embedded database, opened and served for the layer's lifetime. */
export function layer(options: EmbeddedOptions = {}): Layer.Layer<EmbeddedPostgres, EmbeddedPostgresError> {
  return Layer.effect(
    EmbeddedPostgres,
    Effect.gen(function* () {
      const db = yield* openDatabase(options)
      const connection = yield* serve(db, { maxConnections: options.maxConnections })
      return EmbeddedPostgres.of({ connection, db })
    })
  )
}
