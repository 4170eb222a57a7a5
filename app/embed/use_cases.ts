/** Core's use cases bound to an embedded node's services: each returns an Effect that needs nothing more, in namespaces
 * mirroring `core/use_cases` (`useCases.Batches.list(query)`). */
import { type Context, Effect } from "effect"
import {
  Accounts,
  Authorizations,
  Batches,
  Bids,
  Coordinators,
  Currencies,
  Exits,
  History,
  Network,
  Pool,
  Slots,
  Tokens
} from "../../core/use_cases/mod.ts"
import type { NodeServices } from "./node_services.ts"

/** A use case with its services provided. */
type Bound<Args extends ReadonlyArray<unknown>, A, Err> = (...args: Args) => Effect.Effect<A, Err>

/** Binds use cases to `context`. */
function binder(context: Context.Context<NodeServices>) {
  return <Args extends ReadonlyArray<unknown>, A, Err>(
    useCase: (...args: Args) => Effect.Effect<A, Err, NodeServices>
  ): Bound<Args, A, Err> =>
    (...args) =>
      Effect.provideContext(useCase(...args), context)
}

/** Every use case of the core, bound to the node's services. */
export function bindUseCases(context: Context.Context<NodeServices>) {
  const bind = binder(context)
  return {
    Accounts: { list: bind(Accounts.list), get: bind(Accounts.get) },
    Authorizations: { submit: bind(Authorizations.submit), get: bind(Authorizations.get) },
    Batches: { list: bind(Batches.list), get: bind(Batches.get), getFull: bind(Batches.getFull) },
    Bids: { list: bind(Bids.list) },
    Coordinators: { list: bind(Coordinators.list), get: bind(Coordinators.get) },
    Currencies: { list: bind(Currencies.list), get: bind(Currencies.get), record: bind(Currencies.record) },
    Exits: { list: bind(Exits.list), get: bind(Exits.get) },
    History: { list: bind(History.list), get: bind(History.get) },
    Network: { state: bind(Network.state), config: bind(Network.config) },
    Pool: { submit: bind(Pool.submit), get: bind(Pool.get) },
    Slots: { list: bind(Slots.list), get: bind(Slots.get) },
    Tokens: { list: bind(Tokens.list), get: bind(Tokens.get) }
  } as const
}

/** The use cases of an embedded node. */
export type UseCases = ReturnType<typeof bindUseCases>
