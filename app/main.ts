/**
 * The server entry (`npm start`): the only module with top-level effects. It reads the
 * configuration (`app/config.ts`: PORT, default 4010), builds the in-memory storage, seeds the
 * devnet into it through the Ledger (unless `DEVNET=false`), runs the devnet forger every
 * `FORGE_INTERVAL_SECONDS` (default 5; 0 = off), and serves the HTTP API until interrupted
 * (SIGINT/SIGTERM shut it down cleanly): the later revision under `LATER_BASE_PATH` (default
 * `/`) and the earlier one under `EARLIER_BASE_PATH` (default `off`), both from one process over
 * the same storage. It refuses to start when no revision is served or the base paths conflict.
 */
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
import { basePathProblem, type HttpRoutesOptions } from "../adapters/http/routes.ts"
import { MemoryStorage, WallClockFromClock } from "../adapters/memory/mod.ts"
import { AppConfig, AppConfigLive } from "./config.ts"
import { DevnetForgerLive, DevnetLive } from "./devnet/mod.ts"
import { NetworkSettingsLive } from "./network_settings.ts"
import { serverLayer } from "./server.ts"

/** In-memory storage with the wall clock and network settings, seeded with the devnet, its forger running. */
const SeededStorage = DevnetForgerLive.pipe(
  Layer.provideMerge(DevnetLive),
  Layer.provideMerge(Layer.mergeAll(MemoryStorage.layer, WallClockFromClock.layer, NetworkSettingsLive))
)

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
    yield* Effect.logInfo("serving", {
      port: config.port,
      later: Option.getOrElse(config.laterBasePath, () => "off"),
      earlier: Option.getOrElse(config.earlierBasePath, () => "off")
    })
    return serverLayer(SeededStorage, { port: config.port, ...routes })
  })
).pipe(Layer.provide(AppConfigLive))

Layer.launch(Main).pipe(NodeRuntime.runMain)
