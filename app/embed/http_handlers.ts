/**
 * The node's HTTP application as handlers another server can call: a `node:http` request
 * listener and a fetch-style handler, both over one build of the application (the same
 * revisions, base paths, edge and request path as the served application of `app/server.ts`) on
 * the node's own services — its storage, so what the ledger records is what the handlers read,
 * and its signature verifier, so the routes and the use cases share one verifier (and its worker
 * threads). Requests in flight are interrupted when the layer's scope closes.
 */
import { Context, Effect, Layer } from "effect"
import { HttpApplication, type HttpRoutesOptions } from "../../adapters/http/server/routes.ts"
import { nodeListenerOf } from "../../adapters/http/transport/serving.ts"
import type { NodeListener } from "../../adapters/http/transport/transport_server.ts"
import { type WebHandler, webHandlerOf } from "../../adapters/http/transport/web_handler.ts"
import type { SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import type { WebhookSender } from "../../core/ports/webhook_sender.ts"
import type { StorageServices } from "../server.ts"

export type { NodeListener } from "../../adapters/http/transport/transport_server.ts"
export type { WebHandler } from "../../adapters/http/transport/web_handler.ts"

/** The node's HTTP handlers. */
export class NodeHttpHandlers extends Context.Service<NodeHttpHandlers, {
  readonly listener: NodeListener
  readonly web: WebHandler
}>()("zk-api/app/NodeHttpHandlers") {}

/** The handlers over the storage services and the verifier in context, with the routes shaped by `options`. */
export function httpHandlersLayer(
  options: HttpRoutesOptions = {}
): Layer.Layer<NodeHttpHandlers, never, StorageServices | SignatureVerifier | WebhookSender> {
  return Layer.effect(
    NodeHttpHandlers,
    Effect.gen(function*() {
      const { pipeline } = yield* HttpApplication
      return { listener: nodeListenerOf(pipeline), web: webHandlerOf(pipeline) }
    })
  ).pipe(Layer.provide(HttpApplication.layer(options)))
}
