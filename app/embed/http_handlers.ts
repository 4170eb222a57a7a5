/**
 * The node's HTTP routes as handlers another server can call: a `node:http` request listener
 * and a fetch-style handler, both over one build of `httpRoutes` (the same revisions, base
 * paths, error envelope and router settings as the served application of `app/server.ts`) on
 * the node's own services — its storage, so what the ledger records is what the handlers read,
 * and its signature verifier, so the routes and the use cases share one verifier (and its worker
 * threads). Requests in flight are interrupted when the layer's scope closes.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Layer } from "effect"
import { HttpEffect, HttpPlatform, HttpRouter } from "effect/http"
import type { IncomingMessage, ServerResponse } from "node:http"
import { httpRoutes, type HttpRoutesOptions, ROUTER_CONFIG } from "../../adapters/http/routes.ts"
import type { SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import type { StorageServices } from "../server.ts"

/** A `node:http` request listener (`server.on("request", listener)`). */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void

/** A fetch-style handler (`Request` in, `Response` out). */
export type WebHandler = (request: Request) => Promise<Response>

/** The node's HTTP handlers. */
export class NodeHttpHandlers extends Context.Service<NodeHttpHandlers, {
  readonly listener: NodeListener
  readonly web: WebHandler
}>()("zk-api/app/NodeHttpHandlers") {}

/** The handlers over the storage services and the verifier in context, with the routes shaped by `options`. */
export function httpHandlersLayer(
  options: HttpRoutesOptions = {}
): Layer.Layer<NodeHttpHandlers, never, StorageServices | SignatureVerifier> {
  return Layer.effect(
    NodeHttpHandlers,
    Effect.gen(function*() {
      const scope = yield* Effect.scope
      const services = yield* Effect.context<StorageServices | SignatureVerifier>()
      const app = httpRoutes(options).pipe(Layer.provide(Layer.succeedContext(services)))
      const platform = yield* HttpPlatform.HttpPlatform
      const httpEffect = yield* HttpRouter.toHttpEffect(app).pipe(
        Effect.provideService(HttpRouter.RouterConfig, ROUTER_CONFIG),
        Effect.map(Effect.provideService(HttpPlatform.HttpPlatform, platform))
      )
      const listener = yield* NodeHttpServer.makeHandler(httpEffect, { scope })
      const web = HttpEffect.toWebHandler(httpEffect)
      return { listener, web: (request: Request) => web(request) }
    })
  ).pipe(Layer.provide(NodeHttpServer.layerHttpServices))
}
