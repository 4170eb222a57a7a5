/**
 * The server's program, run by `app/main.ts` once the transport server is listening
 * (`listen_at_once.ts`): it reads the configuration (`app/config.ts`), opens the configured
 * storage (`app/storage.ts`) for its `ROLE` — a writer (`all`, the default, or `writer`) holds the
 * database's writer lock, migrates, seeds the devnet into it through the Ledger when it holds no
 * chain yet (unless `DEVNET=false`) and runs the devnet forger every `FORGE_INTERVAL_SECONDS`; a
 * reader only checks the schema and does none of that — builds the
 * routes of each served revision and hands them to the transport, which then stops answering 503
 * `ErrStarting`. It fails (the process exits 1 with the reason) when the configuration is
 * invalid, no revision is served or the base paths conflict, the port cannot be listened on, the
 * storage cannot start, a second writer finds the lock held, or a reader finds the schema not
 * the one it expects (or runs on a storage no writer shares).
 *
 * Interrupting it (SIGTERM, SIGINT) shuts the node down in order: the transport stops accepting
 * and drains the requests in flight for up to `SHUTDOWN_TIMEOUT_SECONDS`, cuts the rest, then
 * the forger stops and the storage closes (the embedded PostgreSQL flushes its data directory).
 */
import { Duration, Effect, Layer, Option } from "effect"
import type { AddressInfo } from "node:net"
import { basePathProblem, type HttpRoutesOptions } from "../../adapters/http/routes.ts"
import { WallClockFromClock } from "../../adapters/memory/mod.ts"
import { AppConfig, AppConfigLive, appSettings, type Role } from "../config.ts"
import { DevnetForgerLive, DevnetLive } from "../devnet/mod.ts"
import { eventOptionsOf } from "../event_settings.ts"
import { edgeOptionsOf } from "../edge_settings.ts"
import { loggingLayer } from "../logging.ts"
import { NetworkSettingsLive } from "../network_settings.ts"
import { serverLayer } from "../server.ts"
import { describeStorage, readerProblem, type StorageConfig, storageConfig, storageLayer } from "../storage.ts"
import type { EarlyServer } from "./listen_at_once.ts"
import type { ShutdownWatchdog } from "./shutdown_watchdog.ts"

/**
 * The configured storage with the wall clock and network settings: for a writer (`ROLE=all` or
 * `writer`) seeded with the devnet, its forger running; a reader neither seeds nor forges.
 */
function roleStorage(storage: StorageConfig, role: Role) {
  const base = Layer.mergeAll(storageLayer(storage, role === "reader" ? "reader" : "writer"), WallClockFromClock.layer, NetworkSettingsLive)
  if (role === "reader") return base
  return DevnetForgerLive.pipe(Layer.provideMerge(DevnetLive), Layer.provideMerge(base))
}

/** The transport listening on `port`: the listening begun at once, or begun now when `PORT` was left to the configuration. */
function listening(early: EarlyServer, port: number): Effect.Effect<AddressInfo, Error> {
  return Effect.tryPromise({
    try: () => early.listening ?? early.transport.listen(port),
    catch: (cause) => new Error(`cannot listen on port ${port}: ${cause instanceof Error ? cause.message : String(cause)}`)
  })
}

/** The served application on the early transport, shaped by the configuration. */
function main(early: EarlyServer, watchdog: ShutdownWatchdog) {
  return Layer.unwrap(
    Effect.gen(function*() {
      const config = yield* AppConfig
      watchdog.setShutdownTimeout(config.edge.shutdownTimeoutSeconds)
      const routes: HttpRoutesOptions = {
        laterBasePath: Option.getOrElse(config.laterBasePath, (): false => false),
        earlierBasePath: Option.getOrElse(config.earlierBasePath, (): false => false)
      }
      const problem = basePathProblem(routes)
      if (problem !== undefined) {
        return yield* Effect.die(new Error(`LATER_BASE_PATH / EARLIER_BASE_PATH: ${problem}`))
      }
      const storage = yield* storageConfig
      const refused = config.role === "reader" ? readerProblem(storage) : undefined
      if (refused !== undefined) return yield* Effect.die(new Error(refused))
      const address = yield* Effect.orDie(listening(early, config.port))
      yield* Effect.logInfo("starting: listening, answering 503 ErrStarting until ready", {
        port: address.port,
        storage: describeStorage(storage),
        role: config.role,
        later: Option.getOrElse(config.laterBasePath, () => "off"),
        earlier: Option.getOrElse(config.earlierBasePath, () => "off")
      })
      const served = serverLayer(roleStorage(storage, config.role), {
        transport: early.transport,
        ...routes,
        edge: edgeOptionsOf(config.edge),
        events: eventOptionsOf(config.events),
        fastLane: config.edge.fastLane,
        shutdownTimeout: Duration.seconds(config.edge.shutdownTimeoutSeconds)
      })
      return Layer.tap(served, () => Effect.logInfo("ready", { startupMillis: Math.round(performance.now()) }))
    })
  ).pipe(Layer.provide(AppConfigLive))
}

/** The loggers and log level the configuration asks for (a bad setting is reported by `main`). */
const Logging = Layer.unwrap(
  Effect.gen(function*() {
    const settings = yield* Effect.option(appSettings)
    return Option.match(settings, { onNone: () => Layer.empty, onSome: (s) => loggingLayer(s.edge) })
  })
)

/** The server's program over the early transport: runs until interrupted, then shuts down in order. */
export function nodeProgram(early: EarlyServer, watchdog: ShutdownWatchdog) {
  return Layer.launch(main(early, watchdog)).pipe(
    Effect.ensuring(Effect.promise(() => early.transport.drain(0))),
    Effect.provide(Logging)
  )
}
