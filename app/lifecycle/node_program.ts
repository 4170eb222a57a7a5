/** The server's program once the transport listens: check the configuration, open the storage for its `ROLE` (a writer
 * also seeds and forges the devnet), serve every revision (and `/metrics` on `METRICS_PORT` when one process serves);
 * on SIGTERM or SIGINT, drain and shut down in order. */
import { Duration, Effect, Layer, Option, type Scope } from "effect"
import type { AddressInfo } from "node:net"
import { logRequestFieldsIn } from "../../adapters/http/edge/access_log.ts"
import { MetricsGathering } from "../../adapters/http/edge/metrics.ts"
import { ownAnswerFields } from "../../adapters/http/edge/own_answers.ts"
import { processRegistry } from "../../adapters/metrics/process_registry.ts"
import { SystemClock } from "../../adapters/system/mod.ts"
import { AppConfig, type AppSettings } from "../config.ts"
import { devnetFaucetLayer, devnetForgerLayer, devnetLayer } from "../../devnet/mod.ts"
import { eventOptionsOf } from "../event_settings.ts"
import { edgeOptionsOf } from "../edge_settings.ts"
import { loggingLayerOf } from "../logging.ts"
import { environmentLogLevel, environmentLogWriter, type LogWriter } from "../log_writer.ts"
import { rateLimitOptionsOf, trustedProxiesOf } from "../rate_limit_settings.ts"
import { transportBoundsOf } from "../connection_settings.ts"
import { withRateLimitStore } from "../rate_limit_store.ts"
import { NetworkSettingsLive } from "../network_settings.ts"
import { serverLayer } from "../server.ts"
import { tracingLayer } from "../tracing.ts"
import { senderOptionsOf, webhookDispatcherLayer } from "../webhook_settings.ts"
import { describeStorage, storageSettingsLayer, type StorageConfig, storageLayer } from "../storage.ts"
import { type ClusterWorker, reportReady } from "./cluster_worker.ts"
import { listenPrivately, listenShared } from "./join_listening.ts"
import type { EarlyServer } from "./listen_at_once.ts"
import { closeServer, listenOn, metricsServer } from "./metrics_listener.ts"
import type { ShutdownWatchdog } from "./shutdown_watchdog.ts"
import { checkedStart } from "./start_check.ts"
import { startFailureLines } from "./start_failure.ts"
import { workerMetricsGathering } from "./worker_metrics.ts"

/**
 * The configured storage with the wall clock and network settings: for a writer (`ROLE=all` or
 * `writer`) seeded with the devnet, its forger running and its faucet served; a reader neither seeds, forges nor serves
 * the faucet.
 */
function roleStorage(storage: StorageConfig, config: AppSettings) {
  const role = config.role
  const storagePorts = storageLayer(storage, role === "reader" ? "reader" : "writer").pipe(
    Layer.provide(storageSettingsLayer)
  )
  const base = Layer.mergeAll(storagePorts, SystemClock.layer, NetworkSettingsLive)
  const schema = role === "reader" ? "checking its schema" : "migrating its schema"
  const opening = Layer.effectDiscard(
    Effect.logInfo(`starting: opening the storage, ${schema}`, { storage: describeStorage(storage) })
  )
  // A layer of its own (memoized, unlike `Layer.tap`), so the line is written once however many layers the storage serves.
  const open = Layer.effectDiscard(
    Effect.logInfo("starting: storage open", {
      storage: describeStorage(storage),
      schema: role === "reader" ? "checked" : "migrated"
    })
  )
  const opened = Layer.provideMerge(open, Layer.provideMerge(base, opening))
  if (role === "reader") return opened
  const seeded = devnetLayer(config.devnet, config.contracts).pipe(Layer.provideMerge(opened))
  if (!config.devnet.enabled) return devnetForgerLayer(config.devnet).pipe(Layer.provideMerge(seeded))
  return devnetForgerLayer(config.devnet).pipe(Layer.provideMerge(devnetFaucetLayer), Layer.provideMerge(seeded))
}

/** The transport listening on `port`: the listening begun at once, or begun now when `PORT` was left to the configuration. */
function listening(early: EarlyServer, port: number): Effect.Effect<AddressInfo, Error> {
  return Effect.tryPromise({
    try: () => early.listening ?? early.transport.listen(port),
    catch: (cause) =>
      new Error(`cannot listen on port ${port}: ${cause instanceof Error ? cause.message : String(cause)}`)
  })
}

/** `/metrics` of this process served on `port` until the scope closes (`METRICS_PORT`, one process: with several, the
 * supervisor serves every worker's). */
function servedMetrics(port: number): Effect.Effect<void, Error, Scope.Scope> {
  const server = metricsServer(() => processRegistry.metrics(), processRegistry.contentType)
  return Effect.acquireRelease(
    Effect.tap(
      attempt(`cannot listen on METRICS_PORT ${port}`, () => listenOn(server, port)),
      (address) => Effect.logInfo("starting: serving /metrics on its own port", { metricsPort: address.port })
    ),
    () => Effect.promise(() => closeServer(server))
  )
}

/** `try` as an effect failing with `what` and the reason. */
function attempt<A>(what: string, run: () => Promise<A>): Effect.Effect<A, Error> {
  return Effect.tryPromise({
    try: run,
    catch: (cause) => new Error(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`)
  })
}

/** The served application on the early transport, shaped by the configuration. */
function main(early: EarlyServer, watchdog: ShutdownWatchdog, worker: ClusterWorker | undefined) {
  return Layer.unwrap(
    Effect.gen(function* () {
      // Everything `--print-config` refuses too (`start_check.ts`).
      const { routes, settings: config, storage } = yield* checkedStart(process.env)
      watchdog.setShutdownTimeout(config.edge.shutdownTimeoutSeconds)
      if (worker === undefined && Option.isSome(config.edge.metricsPort))
        yield* servedMetrics(config.edge.metricsPort.value)
      const joining = worker?.listen === "when-ready"
      const address = joining
        ? yield* attempt("cannot listen on a private port", () => listenPrivately(early.transport))
        : yield* listening(early, config.port)
      yield* Effect.logInfo(
        joining
          ? "starting: on a private port, joining the shared port once ready"
          : "starting: listening, answering 503 ErrStarting until ready",
        {
          ...(joining ? { port: config.port, privatePort: address.port } : { port: address.port }),
          storage: describeStorage(storage),
          role: config.role,
          later: Option.getOrElse(config.laterBasePath, () => "off"),
          earlier: Option.getOrElse(config.earlierBasePath, () => "off")
        }
      )
      // Until the application records them, the transport's own answers (503 ErrStarting) go to the request log from here.
      yield* Effect.withFiber((fiber) =>
        Effect.sync(() => early.transport.onAnswer((answer) => logRequestFieldsIn(fiber, ownAnswerFields(answer))))
      )
      // One storage for the server and the webhook dispatcher (a layer is built once per build).
      const services = withRateLimitStore(roleStorage(storage, config), storage, config.rateLimit)
      const served = Layer.merge(
        serverLayer(services, {
          transport: early.transport,
          ...routes,
          edge: {
            ...edgeOptionsOf(config.edge),
            rateLimit: rateLimitOptionsOf(config.rateLimit),
            admission: config.admission,
            trustProxy: trustedProxiesOf(config.rateLimit)
          },
          connections: transportBoundsOf(config.connections),
          events: eventOptionsOf(config.events),
          webhooks: { maxPerKey: config.webhooks.maxPerKey },
          webhookSender: senderOptionsOf(config.webhooks),
          shutdownTimeout: Duration.seconds(config.edge.shutdownTimeoutSeconds)
        }),
        webhookDispatcherLayer(config.webhooks, config.events.retentionHours).pipe(Layer.provide(services))
      ).pipe(Layer.provide(Layer.succeed(AppConfig, config)), Layer.provide(tracingLayer(config.tracing)))
      if (worker === undefined) {
        return Layer.tap(served, () => Effect.logInfo("ready", { startupMillis: Math.round(performance.now()) }))
      }
      const gathering = Layer.succeed(MetricsGathering, workerMetricsGathering(worker.worker))
      return Layer.tap(Layer.provide(served, gathering), () =>
        Effect.gen(function* () {
          if (joining)
            yield* attempt(`cannot listen on port ${config.port}`, () => listenShared(early.transport, config.port))
          yield* Effect.logInfo("ready", { startupMillis: Math.round(performance.now()) })
          reportReady(config.edge.shutdownTimeoutSeconds)
        })
      )
    })
  )
}

/** Writes why the start failed, one fatal line per reason (nothing for an interruption). */
function reportFailure(writer: LogWriter) {
  return (cause: Parameters<typeof startFailureLines>[0]) =>
    Effect.sync(() => {
      for (const line of startFailureLines(cause, process.env)) writer.write("fatal", line)
    })
}

/** The server's program over the early transport (as the cluster's `worker`, if it is one): runs until interrupted,
 * then shuts down in order: the transport drains the requests in flight, then the forger stops, the storage closes. */
export function nodeProgram(early: EarlyServer, watchdog: ShutdownWatchdog, worker?: ClusterWorker) {
  const writer = environmentLogWriter(process.env, {
    isTerminal: process.stdout.isTTY === true,
    ...(worker === undefined ? {} : { base: { worker: worker.worker }, prettyLead: `worker ${worker.worker}` })
  })
  return Layer.launch(main(early, watchdog, worker)).pipe(
    Effect.tapCause(reportFailure(writer)),
    Effect.ensuring(Effect.promise(() => early.transport.drain(0))),
    Effect.provide(loggingLayerOf(writer, environmentLogLevel(process.env)))
  )
}
