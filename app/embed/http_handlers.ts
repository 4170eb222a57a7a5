/** The node's HTTP application as handlers another server can call (a `node:http` listener, a fetch-style handler, an
 * Effect HTTP application and its routes), all over one build on the node's own services. */
import { Context, Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApplication, type HttpRoutesOptions, revisionMounts } from "../../adapters/http/server/routes.ts"
import type { NodeApp } from "../../adapters/http/server/request_path.ts"
import { nodeListenerOf } from "../../adapters/http/transport/serving.ts"
import type { NodeListener } from "../../adapters/http/transport/transport_server.ts"
import { type WebHandler, webHandlerOf } from "../../adapters/http/transport/web_handler.ts"
import type { SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import type { WebhookSender } from "../../core/ports/webhook_sender.ts"
import type { StorageServices } from "../server.ts"

export type { NodeListener } from "../../adapters/http/transport/transport_server.ts"
export type { WebHandler } from "../../adapters/http/transport/web_handler.ts"
/** The node as an Effect HTTP application: the request in context, its answer out. */
export type HttpApp = NodeApp

/** The node's HTTP handlers. */
export class NodeHttpHandlers extends Context.Service<
  NodeHttpHandlers,
  {
    readonly listener: NodeListener
    readonly web: WebHandler
    /** The API as an Effect HTTP application (`nodeApiRoutes` mounts it). */
    readonly app: HttpApp
    /** The base path of each revision served. */
    readonly basePaths: ReadonlyArray<string>
  }
>()("zk-api/app/NodeHttpHandlers") {}

/** The handlers over the storage services and the verifier in context, with the routes shaped by `options`. */
export function httpHandlersLayer(
  options: HttpRoutesOptions = {}
): Layer.Layer<NodeHttpHandlers, never, StorageServices | SignatureVerifier | WebhookSender> {
  return Layer.effect(
    NodeHttpHandlers,
    Effect.gen(function* () {
      const { path } = yield* HttpApplication
      const basePaths = revisionMounts(options).map((mount) => mount.basePath)
      return { listener: nodeListenerOf(path), web: webHandlerOf(path), app: path.app, basePaths }
    })
  ).pipe(Layer.provide(HttpApplication.layer(options)))
}

/**
 * The node's API as routes of an Effect `HttpRouter`, beside the embedder's own: every request, of any method, under a
 * served revision's base path goes to the node (its endpoints, documents, 404 and 405 in its error shape); a route of
 * the embedder's own at a more specific path wins. Under the embedder's server, middleware and tracer, the node's
 * request span continues the embedder's.
 */
export const nodeApiRoutes: Layer.Layer<never, never, HttpRouter.HttpRouter | NodeHttpHandlers> = HttpRouter.use(
  (router) =>
    Effect.gen(function* () {
      const { app, basePaths } = yield* NodeHttpHandlers
      // A path ending in `/*` takes the base path itself too.
      for (const basePath of basePaths) yield* router.add("*", basePath === "/" ? "*" : `/${basePath.slice(1)}/*`, app)
    })
)
