/**
 * The server entry (`npm start`): the only module with top-level effects. It reads the
 * configuration (`app/config.ts`: PORT, default 4010), opens the configured storage
 * (`app/storage.ts`: the embedded PostgreSQL in `DATA_DIR` by default, `DATABASE_URL` for a
 * server, `STORAGE=memory`), seeds the devnet into it through the Ledger when it holds no chain
 * yet (unless `DEVNET=false`), runs the devnet forger every
 * `FORGE_INTERVAL_SECONDS` (default 5; 0 = off), and serves the HTTP API until interrupted
 * (SIGINT/SIGTERM shut it down cleanly): the later revision under `LATER_BASE_PATH` (default
 * `/`) and the earlier one under `EARLIER_BASE_PATH` (default `off`), both from one process over
 * the same storage. It refuses to start when no revision is served or the base paths conflict.
 */
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
import { basePathProblem, type HttpRoutesOptions } from "../adapters/http/routes.ts"
import { WallClockFromClock } from "../adapters/memory/mod.ts"
import { AppConfig, AppConfigLive, appSettings } from "./config.ts"
import { edgeOptionsOf } from "./edge_settings.ts"
import { loggingLayer } from "./logging.ts"
import { DevnetForgerLive, DevnetLive } from "./devnet/mod.ts"
import { NetworkSettingsLive } from "./network_settings.ts"
import { serverLayer } from "./server.ts"
import { describeStorage, type StorageConfig, storageConfig, storageLayer } from "./storage.ts"

/** The configured storage with the wall clock and network settings, seeded with the devnet, its forger running. */
function seededStorage(storage: StorageConfig) {
  return DevnetForgerLive.pipe(
    Layer.provideMerge(DevnetLive),
    Layer.provideMerge(Layer.mergeAll(storageLayer(storage), WallClockFromClock.layer, NetworkSettingsLive))
  )
}

/** The served application, shaped by the configuration. */
const Main = Layer.unwrap(
  Effect.gen(function*() {
    const config = yield* AppConfig
    const routes: HttpRoutesOptions = {
      laterBasePath: Option.getOrElse(config.laterBasePath, (): false => false),
      earlierBasePath: Option.getOrElse(config.earlierBasePath, (): false => false)
    }
    const problem = basePathProblem(routes)
    if (problem !== undefined) {
      return yield* Effect.die(new Error(`LATER_BASE_PATH / EARLIER_BASE_PATH: ${problem}`))
    }
    const storage = yield* storageConfig
    yield* Effect.logInfo("serving", {
      port: config.port,
      storage: describeStorage(storage),
      later: Option.getOrElse(config.laterBasePath, () => "off"),
      earlier: Option.getOrElse(config.earlierBasePath, () => "off")
    })
    return serverLayer(seededStorage(storage), { port: config.port, ...routes, edge: edgeOptionsOf(config.edge) })
  })
).pipe(Layer.provide(AppConfigLive))

/** The loggers and log level the configuration asks for (a bad setting is reported by `Main`). */
const Logging = Layer.unwrap(
  Effect.gen(function*() {
    const settings = yield* Effect.option(appSettings)
    return Option.match(settings, { onNone: () => Layer.empty, onSome: (s) => loggingLayer(s.edge) })
  })
)

Layer.launch(Main).pipe(Effect.provide(Logging), NodeRuntime.runMain)
