/** The whole HTTP application as Layers over a storage layer: `httpApp` (the routes of every mounted revision),
 * `serverLayer` (served by the node's transport server) and `webHandler` (a fetch-style handler). */
import { Duration, Effect, Layer, ManagedRuntime } from "effect"
import { SignatureVerifierCrypto } from "../adapters/crypto/mod.ts"
import { resolveEdgeOptions } from "../adapters/http/edge/mod.ts"
import { HttpApplication, type HttpRoutesOptions } from "../adapters/http/server/routes.ts"
import { servedOn, servedOnPort } from "../adapters/http/transport/serving.ts"
import { WebhookHttpSender } from "../adapters/webhooks/mod.ts"

export { ListeningServer } from "../adapters/http/transport/serving.ts"
import type { TransportServer, TransportSettings } from "../adapters/http/transport/transport_server.ts"
import { type WebHandler, webHandlerOf } from "../adapters/http/transport/web_handler.ts"
import type { WallClock } from "../core/ports/clock.ts"
import type { Ledger } from "../core/ports/ledger.ts"
import type { NetworkSettings } from "../core/ports/network_settings.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"

/** What the HTTP application needs from its storage: every storage port but the ledger, the wall clock and the network settings. */
export type StorageServices = Exclude<StoragePorts, Ledger> | WallClock | NetworkSettings

/** Options of the served application: where each revision is served (`laterBasePath`, `earlierBasePath`), the edge, the port or transport, the shutdown drain. */
export interface ServerOptions extends HttpAppOptions {
  /** TCP port (0 = any free port; the default); ignored when `transport` is given. */
  readonly port?: number | undefined
  /** A transport server already listening (the server entry listens before it builds the application); default: one created on `port`. */
  readonly transport?: TransportServer | undefined
  /** How long the requests in flight may finish at shutdown before their connections are cut (default 10 s). */
  readonly shutdownTimeout?: Duration.Input | undefined
  /** Each connection's bounds (stall bounds, connections per client and in all, bytes queued); default the transport's. */
  readonly connections?: TransportSettings | undefined
}

/** Options of the HTTP application: its routes, and the webhooks' target policy. */
export interface HttpAppOptions extends HttpRoutesOptions {
  /** Webhook targets (`adapters/webhooks`): private targets and http allowed (default: https to global addresses only). */
  readonly webhookSender?: WebhookHttpSender.HttpSenderOptions | undefined
}

/** The HTTP application (routes, handlers, OpenAPI, docs, edge) over `storage`, with the crypto adapter's signature
 * verifier and the webhooks adapter's sender. Whatever writes through the Ledger (the devnet, a coordinator) must write
 * to the same storage instance: seed inside the storage layer, or build the storage once and pass it as context. */
export function httpApp<E, R>(storage: Layer.Layer<StorageServices, E, R>, options: HttpAppOptions = {}) {
  return HttpApplication.layer(options).pipe(
    Layer.provide(SignatureVerifierCrypto.layer),
    Layer.provide(WebhookHttpSender.layer(options.webhookSender)),
    Layer.provide(storage)
  )
}

/** The transport's settings: the connection bounds, the edge's request deadline and CORS origins, and the proxies
 * whose connections carry many clients (the edge's trusted proxies, the nearest hop). */
function transportSettings(options: ServerOptions): TransportSettings {
  const edge = resolveEdgeOptions(options.edge)
  const trust = edge.trustProxy
  return {
    ...options.connections,
    requestTimeoutMillis: Duration.toMillis(edge.requestTimeout),
    corsOrigins: edge.corsOrigins,
    trustedProxy: trust === undefined ? undefined : (address) => trust(address, 0)
  }
}

/**
 * The HTTP application served by the node's transport server (`ListeningServer` gives its
 * address). The server listens before the application is built and answers 503 `ErrStarting`
 * until it is; releasing the layer drains the requests in flight (up to `shutdownTimeout`)
 * before the storage is released.
 */
export function serverLayer<E, R>(storage: Layer.Layer<StorageServices, E, R>, options: ServerOptions = {}) {
  const settings = transportSettings(options)
  const transport = options.transport
  const served =
    transport === undefined
      ? servedOnPort(options.port ?? 0, settings, options.shutdownTimeout)
      : Layer.unwrap(
          Effect.sync(() => {
            transport.configure(settings)
            return servedOn(transport, options.shutdownTimeout)
          })
        )
  return served.pipe(Layer.provide(httpApp(storage, options)))
}

/** The HTTP application as a fetch-style handler (`handler(request)`; `dispose()` when done). */
export function webHandler<E>(
  storage: Layer.Layer<StorageServices, E>,
  options: HttpAppOptions = {}
): { readonly handler: WebHandler; readonly dispose: () => Promise<void> } {
  const runtime = ManagedRuntime.make(httpApp(storage, options))
  const handler = runtime.runPromise(
    Effect.gen(function* () {
      const application = yield* HttpApplication
      return webHandlerOf(application.path)
    })
  )
  return {
    handler: (request) => handler.then((serve) => serve(request)),
    dispose: () => runtime.dispose()
  }
}
