/** What a start refuses before it opens anything, in one place for the start and `zk-node --print-config`: bad
 * variables, contradicting settings (a metrics port), base paths that conflict, and what several processes or a reader
 * cannot share. */
import { type Config, Effect, Option } from "effect"
import { basePathProblem, type HttpRoutesOptions } from "../../adapters/http/server/routes.ts"
import { type AppSettings, appSettings, badVariables } from "../config.ts"
import { metricsPortProblem } from "../metrics_port.ts"
import { readerProblem, type StorageConfig, storageConfig } from "../storage.ts"
import { StartRefused } from "./start_failure.ts"
import { webConcurrencyProblem } from "../web_concurrency.ts"

/** The configuration a start runs with, once nothing in it is refused. */
export interface CheckedStart {
  readonly settings: AppSettings
  readonly routes: HttpRoutesOptions
  readonly storage: StorageConfig
}

/** A configuration read that fails as a refused start, its reason in one line. */
function refusedUnless<A>(config: Config.Config<A>): Effect.Effect<A, StartRefused> {
  const read: Effect.Effect<A, Config.ConfigError> = Effect.gen(function* () {
    return yield* config
  })
  return Effect.mapError(read, (error) => new StartRefused({ lines: [error.message.split("\n").join("; ")] }))
}

/** The configuration of `environment` (its variables read through the current `ConfigProvider`), or why a start refuses it. */
export function checkedStart(
  environment: Readonly<Record<string, string | undefined>>
): Effect.Effect<CheckedStart, StartRefused> {
  return Effect.gen(function* () {
    const bad = badVariables(environment)
    if (bad.length > 0) return yield* new StartRefused({ lines: bad })
    const settings = yield* refusedUnless(appSettings)
    const metricsProblem = metricsPortProblem({
      metricsPort: Option.getOrUndefined(settings.edge.metricsPort),
      port: settings.port,
      metrics: settings.edge.metrics
    })
    if (metricsProblem !== undefined) return yield* new StartRefused({ lines: [metricsProblem] })
    const routes: HttpRoutesOptions = {
      laterBasePath: Option.getOrElse(settings.laterBasePath, (): false => false),
      earlierBasePath: Option.getOrElse(settings.earlierBasePath, (): false => false),
      metricsRoute: Option.isNone(settings.edge.metricsPort)
    }
    const problem = basePathProblem(routes)
    if (problem !== undefined)
      return yield* new StartRefused({ lines: [`LATER_BASE_PATH / EARLIER_BASE_PATH: ${problem}`] })
    const storage = yield* refusedUnless(storageConfig)
    const refused =
      (settings.role === "reader" ? readerProblem(storage) : undefined) ??
      webConcurrencyProblem({ workers: settings.webConcurrency, storage: storage.kind, role: settings.role })
    if (refused !== undefined) return yield* new StartRefused({ lines: [refused] })
    return { settings, routes, storage }
  })
}
