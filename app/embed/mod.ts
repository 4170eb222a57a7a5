/** The embedding entry, the node as a library in a coordinator process: `makeNode` over a storage layer of its choice
 * gives the ledger, use cases, HTTP handlers, `run` and `close`; Effect programs compose `nodeLayer`. */
import { Context, type Effect, Layer, ManagedRuntime } from "effect"
import type { HttpRoutesOptions } from "../../adapters/http/server/routes.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { httpHandlersLayer, type NodeListener, NodeHttpHandlers, type WebHandler } from "./http_handlers.ts"
import { type NodeServices, nodeServicesLayer, type NodeServicesOptions } from "./node_services.ts"
import { bindUseCases, type UseCases } from "./use_cases.ts"

/** The node's services, what they are built from, and the network settings a coordinator may set. */
export type { NetworkIdentity, NodeServices, NodeServicesOptions } from "./node_services.ts"
/** The handler shapes, the service holding them (`nodeLayer` provides it), and the routes mounting the API in an Effect `HttpRouter`. */
export { type HttpApp, nodeApiRoutes, type NodeListener, NodeHttpHandlers, type WebHandler } from "./http_handlers.ts"
/** The bound use cases. */
export type { UseCases } from "./use_cases.ts"

/** How to build an embedded node. */
export interface NodeOptions<E> extends NodeServicesOptions<E> {
  /** Where the HTTP routes are served (base path of each revision; default: the later revision at `/`). */
  readonly routes?: HttpRoutesOptions | undefined
}

/** A running embedded node. */
export interface EmbeddedNode<E = never> {
  /** The write side: record blocks, tokens, batches, pool transitions, reorgs (Effects; see `run`). */
  readonly ledger: Ledger["Service"]
  /** Core's use cases with the node's services provided (Effects; see `run`). */
  readonly useCases: UseCases
  /** The HTTP API as a `node:http` request listener. */
  readonly handler: NodeListener
  /** The HTTP API as a fetch-style handler. */
  readonly fetch: WebHandler
  /** Runs an Effect on the node's services; resolves with its value, rejects with its failure (e.g. `LedgerRejected`). */
  readonly run: <A, Err>(effect: Effect.Effect<A, Err, NodeServices>) => Promise<A>
  /** The runtime underneath, for Effect code that wants it. */
  readonly runtime: ManagedRuntime.ManagedRuntime<NodeServices | NodeHttpHandlers, E>
  /** Interrupts requests in flight and releases the storage; call it after closing the server (idempotent). */
  readonly close: () => Promise<void>
}

/** The node's services and HTTP handlers as one Layer (for Effect programs; `makeNode` runs it). */
export function nodeLayer<E>(options: NodeOptions<E>): Layer.Layer<NodeServices | NodeHttpHandlers, E> {
  return httpHandlersLayer(options.routes).pipe(Layer.provideMerge(nodeServicesLayer(options)))
}

/** Builds and starts an embedded node; rejects with the storage layer's error if it cannot be built. */
export async function makeNode<E>(options: NodeOptions<E>): Promise<EmbeddedNode<E>> {
  const runtime = ManagedRuntime.make(nodeLayer(options))
  let closing: Promise<void> | undefined
  const close = () => (closing ??= runtime.dispose())
  try {
    const context = await runtime.context()
    const handlers = Context.get(context, NodeHttpHandlers)
    return {
      ledger: Context.get(context, Ledger),
      useCases: bindUseCases(context),
      handler: handlers.listener,
      fetch: handlers.web,
      run: (effect) => runtime.runPromise(effect),
      runtime,
      close
    }
  } catch (error) {
    await close()
    throw error
  }
}
