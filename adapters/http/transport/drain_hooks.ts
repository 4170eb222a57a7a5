/**
 * What runs the moment the server starts draining at shutdown, before it waits for the requests
 * in flight: responses that never finish by themselves (the event streams of `GET /events`) end
 * there, so a shutdown does not wait its whole timeout for them and their clients reconnect to
 * another node at once. One list per build of the server (`drainHooksLayer`); the routes add to
 * it only when one is provided (a web handler has no drain).
 */
import { Context, type Effect, Layer } from "effect"

/** The effects to run when the drain starts, in the order they were added. */
export class DrainHooks extends Context.Service<DrainHooks, {
  readonly hooks: Array<Effect.Effect<void>>
}>()("zk-api/adapters/http/DrainHooks") {}

/** A fresh list for one server build. */
export const drainHooksLayer: Layer.Layer<DrainHooks> = Layer.sync(DrainHooks, () => ({ hooks: [] }))
