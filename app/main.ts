/**
 * The server entry (`npm start`): the only module with top-level effects. It reads the
 * configuration (`app/config.ts`: PORT, default 4010), builds the in-memory storage, seeds the
 * devnet into it through the Ledger (unless `DEVNET=false`), runs the devnet forger every
 * `FORGE_INTERVAL_SECONDS` (default 5; 0 = off), and serves the HTTP API until interrupted
 * (SIGINT/SIGTERM shut it down cleanly).
 */
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
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
    if (Option.isSome(config.earlierBasePath)) {
      yield* Effect.logWarning("EARLIER_BASE_PATH is set, but the earlier revision is not served yet; ignoring it")
    }
    if (Option.isNone(config.laterBasePath)) {
      return yield* Effect.die(new Error("LATER_BASE_PATH=off leaves no revision to serve"))
    }
    return serverLayer(SeededStorage, { port: config.port, laterBasePath: config.laterBasePath.value })
  })
).pipe(Layer.provide(AppConfigLive))

Layer.launch(Main).pipe(NodeRuntime.runMain)
