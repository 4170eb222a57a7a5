/**
 * The whole HTTP application as Layers over a storage layer, shared by `app/main.ts`, the tests
 * and the embedding entry: `httpApp` (the routes of every mounted revision, their handlers and
 * the error envelope, with the storage provided), `serverLayer` (that app served by Node's HTTP
 * server on a port) and `webHandler` (a fetch-style handler over the same app).
 *
 * The storage layer must provide every storage port, the wall clock and the network settings;
 * signatures are checked by the crypto adapter (`SignatureVerifierCrypto`). When
 * something else (the devnet, a coordinator) writes through the Ledger, it must write to the same
 * storage instance: seed inside the storage layer, or build the storage once and pass it as a
 * context layer.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Layer } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { createServer } from "node:http"
import { SignatureVerifierCrypto } from "../adapters/crypto/mod.ts"
import type { WallClock } from "../core/ports/clock.ts"
import type { Ledger } from "../core/ports/ledger.ts"
import type { NetworkSettings } from "../core/ports/network_settings.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"
import { httpRoutes, type HttpRoutesOptions, ROUTER_CONFIG } from "../adapters/http/routes.ts"

/** What the HTTP application needs from its storage: every storage port but the ledger, the wall clock and the network settings. */
export type StorageServices = Exclude<StoragePorts, Ledger> | WallClock | NetworkSettings

/** Options of the served application: where each revision is served (`laterBasePath`, `earlierBasePath`), the port, the access log. */
export interface ServerOptions extends HttpRoutesOptions {
  /** TCP port (0 = any free port). */
  readonly port: number
  /** Log one line per request (off by default: it costs throughput). */
  readonly accessLog?: boolean | undefined
}

/** The HTTP application (routes, handlers, OpenAPI, docs, error envelope) over `storage`. */
export function httpApp<E, R>(storage: Layer.Layer<StorageServices, E, R>, options: HttpRoutesOptions = {}) {
  return httpRoutes(options).pipe(Layer.provide(SignatureVerifierCrypto.layer), Layer.provide(storage))
}

/** The HTTP application served by Node's HTTP server (which it exposes, e.g. to read the bound port). */
export function serverLayer<E, R>(storage: Layer.Layer<StorageServices, E, R>, options: ServerOptions) {
  return HttpRouter.serve(httpApp(storage, options), {
    routerConfig: ROUTER_CONFIG,
    disableLogger: options.accessLog !== true
  }).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: options.port })))
}

/** The HTTP application as a fetch-style handler (`handler(request)`; `dispose()` when done). */
export function webHandler<E>(storage: Layer.Layer<StorageServices, E>, options: HttpRoutesOptions = {}) {
  return HttpRouter.toWebHandler(httpApp(storage, options).pipe(Layer.provideMerge(HttpServer.layerServices)), {
    routerConfig: ROUTER_CONFIG,
    disableLogger: true
  })
}
