/**
 * The node's HTTP routes as handlers another server can call: a `node:http` request listener
 * and a fetch-style handler, both over one build of the routes of `app/server.ts` (the same
 * revisions, base paths, error envelope and router settings as the served application) and the
 * node's own services, so what the ledger records is what the handlers read. Requests in
 * flight are interrupted when the layer's scope closes.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Layer } from "effect"
import { HttpEffect, HttpRouter } from "effect/http"
import type { IncomingMessage, ServerResponse } from "node:http"
import { type HttpRoutesOptions, ROUTER_CONFIG } from "../../adapters/http/routes.ts"
import { httpApp, type StorageServices } from "../server.ts"

/** A `node:http` request listener (`server.on("request", listener)`). */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void

/** A fetch-style handler (`Request` in, `Response` out). */
export type WebHandler = (request: Request) => Promise<Response>

/** The node's HTTP handlers. */
export class NodeHttpHandlers extends Context.Service<NodeHttpHandlers, {
  readonly listener: NodeListener
  readonly web: WebHandler
}>()("zk-api/app/NodeHttpHandlers") {}

/** The handlers over the storage services in context, with the routes shaped by `options`. */
export function httpHandlersLayer(options: HttpRoutesOptions = {}): Layer.Layer<NodeHttpHandlers, never, StorageServices> {
  return Layer.effect(
    NodeHttpHandlers,
    Effect.gen(function*() {
      const scope = yield* Effect.scope
      const storage = yield* Effect.context<StorageServices>()
      const app = httpApp(Layer.succeedContext(storage), options)
      const httpEffect = yield* HttpRouter.toHttpEffect(app).pipe(
        Effect.provideService(HttpRouter.RouterConfig, ROUTER_CONFIG)
      )
      const listener = yield* NodeHttpServer.makeHandler(httpEffect, { scope })
      const web = HttpEffect.toWebHandler(httpEffect)
      return { listener, web: (request: Request) => web(request) }
    })
  ).pipe(Layer.provide(NodeHttpServer.layerHttpServices))
}
