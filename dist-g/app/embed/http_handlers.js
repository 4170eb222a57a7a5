/**
 * The node's HTTP application as handlers another server can call: a `node:http` request
 * listener and a fetch-style handler, both over one build of the application (the same
 * revisions, base paths, edge and request path as the served application of `app/server.ts`) on
 * the node's own services — its storage, so what the ledger records is what the handlers read,
 * and its signature verifier, so the routes and the use cases share one verifier (and its worker
 * threads). Requests in flight are interrupted when the layer's scope closes.
 */
import { Context, Effect, Layer } from "effect";
import { HttpApplication } from "../../adapters/http/server/routes.js";
import { nodeListenerOf } from "../../adapters/http/transport/serving.js";
import { webHandlerOf } from "../../adapters/http/transport/web_handler.js";
/** The node's HTTP handlers. */
export class NodeHttpHandlers extends Context.Service()("zk-api/app/NodeHttpHandlers") {
}
/** The handlers over the storage services and the verifier in context, with the routes shaped by `options`. */
export function httpHandlersLayer(options = {}) {
    return Layer.effect(NodeHttpHandlers, Effect.gen(function* () {
        const { pipeline } = yield* HttpApplication;
        return { listener: nodeListenerOf(pipeline), web: webHandlerOf(pipeline) };
    })).pipe(Layer.provide(HttpApplication.layer(options)));
}
