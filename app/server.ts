/**
 * The whole HTTP application as Layers over a storage layer, shared by `app/main.ts`, the tests
 * and the embedding entry: `httpApp` (the routes of every mounted revision, their handlers and
 * the error envelope, with the storage provided), `serverLayer` (that app served by the node's
 * transport server, `adapters/http/transport/`: listening before the app is built and answering
 * 503 `ErrStarting` until it is, edge errors with the error shape, a drain of the requests in
 * flight at shutdown) and `webHandler` (a fetch-style handler over the same app).
 *
 * The storage layer must provide every storage port, the wall clock and the network settings;
 * signatures are checked by the crypto adapter (`SignatureVerifierCrypto`). When
 * something else (the devnet, a coordinator) writes through the Ledger, it must write to the same
 * storage instance: seed inside the storage layer, or build the storage once and pass it as a
 * context layer.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Duration, Effect, Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { SignatureVerifierCrypto } from "../adapters/crypto/mod.ts"
import { resolveEdgeOptions } from "../adapters/http/edge/mod.ts"
import { fastRoutesLayer } from "../adapters/http/fast_lane/fast_routes.ts"
import { drainHooksLayer } from "../adapters/http/transport/drain_hooks.ts"
import { listeningHttpServer, transportHttpServer } from "../adapters/http/transport/effect_server.ts"
import type { TransportServer, TransportSettings } from "../adapters/http/transport/transport_server.ts"
import type { WallClock } from "../core/ports/clock.ts"
import type { Ledger } from "../core/ports/ledger.ts"
import type { NetworkSettings } from "../core/ports/network_settings.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"
import { httpRoutes, type HttpRoutesOptions, ROUTER_CONFIG } from "../adapters/http/routes.ts"

/** What the HTTP application needs from its storage: every storage port but the ledger, the wall clock and the network settings. */
export type StorageServices = Exclude<StoragePorts, Ledger> | WallClock | NetworkSettings

/** Options of the served application: where each revision is served (`laterBasePath`, `earlierBasePath`), the edge, the port or transport, the shutdown drain. */
export interface ServerOptions extends HttpRoutesOptions {
  /** TCP port (0 = any free port; the default); ignored when `transport` is given. */
  readonly port?: number | undefined
  /** Log one line per request with Effect's own logger middleware (off by default; the edge's request log is `edge.accessLog`). */
  readonly accessLog?: boolean | undefined
  /** A transport server already listening (the server entry listens before it builds the application); default: one created on `port`. */
  readonly transport?: TransportServer | undefined
  /** How long the requests in flight may finish at shutdown before their connections are cut (default 10 s). */
  readonly shutdownTimeout?: Duration.Input | undefined
  /** Answer plain GETs on the fast lane (`adapters/http/fast_lane/`; default true); `false` sends every request through the full stack. */
  readonly fastLane?: boolean | undefined
}

/** The HTTP application (routes, handlers, OpenAPI, docs, error envelope) over `storage`. */
export function httpApp<E, R>(storage: Layer.Layer<StorageServices, E, R>, options: HttpRoutesOptions = {}) {
  return httpRoutes(options).pipe(Layer.provide(SignatureVerifierCrypto.layer), Layer.provide(storage))
}

/** The transport's settings that follow the edge's: the request deadline and the CORS origins. */
function transportSettings(options: ServerOptions): TransportSettings {
  const edge = resolveEdgeOptions(options.edge)
  return { requestTimeoutMillis: Duration.toMillis(edge.requestTimeout), corsOrigins: edge.corsOrigins }
}

/** Effect's `HttpServer` for the options: the given transport (configured by the options' edge) or a new one on `port`. */
function httpServerLayer(options: ServerOptions) {
  const settings = transportSettings(options)
  const transport = options.transport
  return transport === undefined
    ? listeningHttpServer(options.port ?? 0, settings, options.shutdownTimeout)
    : Layer.unwrap(Effect.sync(() => {
      transport.configure(settings)
      return transportHttpServer(transport, options.shutdownTimeout)
    }))
}

/**
 * The HTTP application served by the node's transport server (which it exposes as Effect's
 * `HttpServer`, e.g. to read the bound port). The server listens before the application is
 * built and answers 503 `ErrStarting` until it is; releasing the layer drains the requests in
 * flight (up to `shutdownTimeout`) before the storage is released.
 */
export function serverLayer<E, R>(storage: Layer.Layer<StorageServices, E, R>, options: ServerOptions = {}) {
  return HttpRouter.serve(httpApp(storage, options), {
    routerConfig: ROUTER_CONFIG,
    disableLogger: options.accessLog !== true
  }).pipe(
    Layer.provideMerge(Layer.mergeAll(httpServerLayer(options), NodeHttpServer.layerHttpServices)),
    // One table shared by the routes (which fill it) and the transport (whose fast lane serves from it), kept in the output for tests.
    Layer.provideMerge(options.fastLane === false ? Layer.empty : fastRoutesLayer),
    // The routes' drain hooks (event streams end when the drain starts), run by the transport.
    Layer.provideMerge(drainHooksLayer)
  )
}

/** The HTTP application as a fetch-style handler (`handler(request)`; `dispose()` when done). */
export function webHandler<E>(storage: Layer.Layer<StorageServices, E>, options: HttpRoutesOptions = {}) {
  return HttpRouter.toWebHandler(httpApp(storage, options).pipe(Layer.provideMerge(HttpServer.layerServices)), {
    routerConfig: ROUTER_CONFIG,
    disableLogger: true
  })
}
