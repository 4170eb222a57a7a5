/**
 * The embedding entry: the node as a library inside a coordinator process. `makeNode` builds
 * the node over a storage layer of the coordinator's choice (any layer providing every storage
 * port, the ledger included: `MemoryStorage.layer`, `storageLayer(config)` of `app/storage.ts`
 * for PostgreSQL, or the coordinator's own) in a `ManagedRuntime`, and hands back
 * - `ledger`: the Ledger service, to record what the coordinator syncs and forges;
 * - `useCases`: core's use cases bound to the node's services;
 * - `handler`: a `node:http` request listener serving the HTTP API (the routes, revisions, error
 *   envelope and router settings of `app/server.ts`), and `fetch`, the same as a fetch-style
 *   handler (`Request` → `Response`) for frameworks and in-process clients;
 * - `run`: runs any Effect that needs the node's services, as a Promise;
 * - `close()`: interrupts requests in flight and releases the storage.
 * Everything the ledger writes is what the handlers and the use cases read: one storage
 * instance, built once. Effect programs can compose `nodeLayer` instead.
 */
import { Context, Layer, ManagedRuntime } from "effect";
import { Ledger } from "../../core/ports/ledger.js";
import { httpHandlersLayer, NodeHttpHandlers } from "./http_handlers.js";
import { nodeServicesLayer } from "./node_services.js";
import { bindUseCases } from "./use_cases.js";
/** The two handler shapes, and the service holding them (`nodeLayer` provides it). */
export { NodeHttpHandlers } from "./http_handlers.js";
/** The node's services and HTTP handlers as one Layer (for Effect programs; `makeNode` runs it). */
export function nodeLayer(options) {
    return httpHandlersLayer(options.routes).pipe(Layer.provideMerge(nodeServicesLayer(options)));
}
/** Builds and starts an embedded node; rejects with the storage layer's error if it cannot be built. */
export async function makeNode(options) {
    const runtime = ManagedRuntime.make(nodeLayer(options));
    let closing;
    const close = () => (closing ??= runtime.dispose());
    try {
        const context = await runtime.context();
        const handlers = Context.get(context, NodeHttpHandlers);
        return {
            ledger: Context.get(context, Ledger),
            useCases: bindUseCases(context),
            handler: handlers.listener,
            fetch: handlers.web,
            run: (effect) => runtime.runPromise(effect),
            runtime,
            close
        };
    }
    catch (error) {
        await close();
        throw error;
    }
}
