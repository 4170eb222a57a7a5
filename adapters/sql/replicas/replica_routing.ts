/** Read ports on replicas: a GET goes to a usable replica holding its view's least batch (chain data is written per
 * batch, so it answers as the primary), else the primary; the pool changes on every POST, so it reads the primary. */
import { Cause, Context, Effect, Option } from "effect"
import { Unavailable } from "../../../core/errors.ts"
import { AccountStore } from "../../../core/ports/account_store.ts"
import { AuctionStore } from "../../../core/ports/auction_store.ts"
import { AuthorizationStore } from "../../../core/ports/authorization_store.ts"
import { BatchStore } from "../../../core/ports/batch_store.ts"
import { ExitStore } from "../../../core/ports/exit_store.ts"
import { HistoryStore } from "../../../core/ports/history_store.ts"
import { NetworkStore } from "../../../core/ports/network_store.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { StateTreeStore } from "../../../core/ports/state_tree_store.ts"
import { CurrentReadView } from "../../../core/ports/read_view.ts"
import { TokenStore } from "../../../core/ports/token_store.ts"
import type { ReadReplicas } from "./read_replicas.ts"

/** The ports a replica can answer. */
export type ReadPorts =
  | TokenStore
  | AccountStore
  | ExitStore
  | HistoryStore
  | BatchStore
  | AuctionStore
  | NetworkStore
  | PoolStore
  | AuthorizationStore
  | StateTreeStore

/** Where a member's calls go: a replica (`replica`), a replica then the primary when it found nothing (`lookup`), or the primary. */
type Placement = "replica" | "lookup" | "primary"

function isOutageCause(cause: Cause.Cause<unknown>): boolean {
  return cause.reasons.some((reason) => Cause.isDieReason(reason) && reason.defect instanceof Unavailable)
}

/**
 * One member call routed: `run(database)` runs it on the primary (-1) or replica `index`. A read on a replica records the
 * replica's last batch at its last check in the view (at least the view's least batch: `pick` chose it for that, and a
 * replica only replays forward); a read on the primary records nothing, the floor the view was opened with (the
 * primary's last batch taken before any read of the request, `core/ports/batch_floor.ts`) already covering it.
 */
function routed<A, E, R>(
  replicas: ReadReplicas,
  placement: Placement,
  run: (database: number) => Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> {
  return Effect.withFiber((fiber) => {
    const view = fiber.getRef(CurrentReadView)
    if (view === undefined) return run(-1)
    const index = placement === "primary" ? -1 : replicas.pick(view.minBatch)
    if (index < 0) return run(-1)
    view.reflect(replicas.replicas[index]?.lastBatch ?? 0)
    const onPrimary = Effect.suspend(() => run(-1))
    const answered = Effect.catchCause(run(index), (cause) =>
      isOutageCause(cause)
        ? Effect.andThen(replicas.markDown(index, "a read failed on it"), onPrimary)
        : Effect.failCause(cause)
    )
    return placement === "lookup"
      ? Effect.flatMap(answered, (value) =>
          Option.isOption(value) && Option.isNone(value) ? onPrimary : Effect.succeed(value)
        )
      : answered
  })
}

/** A service whose members (functions and effects) are routed by `placement`; other members are the primary's. */
function routedService<S extends object>(
  primary: S,
  onReplicas: ReadonlyArray<S>,
  replicas: ReadReplicas,
  placement: (member: string) => Placement
): S {
  const out: Record<string, unknown> = {}
  for (const [member, value] of Object.entries(primary)) {
    const at = (database: number): unknown =>
      (database < 0 ? primary : (onReplicas[database] ?? primary))[member as keyof S]
    const where = placement(member)
    if (typeof value === "function") {
      out[member] = (...args: ReadonlyArray<unknown>) =>
        routed(replicas, where, (database) =>
          (at(database) as (...a: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown, unknown>)(...args)
        )
    } else if (Effect.isEffect(value)) {
      out[member] = routed(replicas, where, (database) => at(database) as Effect.Effect<unknown, unknown, unknown>)
    } else {
      out[member] = value
    }
  }
  return out as S
}

const chainData = (): Placement => "replica"

/** The pool: lookups by id (a transaction, its status) on replicas (then the primary); lists, nonces, selection and adds on the primary. */
const poolPlacement = (member: string): Placement => (member === "get" || member === "status" ? "lookup" : "primary")

/** The read ports of `primary` with their reads routed to the ports of `onReplicas` as `replicas` allow. */
export function routeReads(
  primary: Context.Context<ReadPorts>,
  onReplicas: ReadonlyArray<Context.Context<ReadPorts>>,
  replicas: ReadReplicas
): Context.Context<ReadPorts> {
  const route = <I extends ReadPorts, S extends object>(
    key: Context.Key<I, S>,
    placement: (member: string) => Placement
  ): S =>
    routedService(
      Context.get(primary, key),
      onReplicas.map((context) => Context.get(context, key)),
      replicas,
      placement
    )
  return Context.make(TokenStore, route(TokenStore, chainData)).pipe(
    Context.add(AccountStore, route(AccountStore, chainData)),
    Context.add(ExitStore, route(ExitStore, chainData)),
    Context.add(HistoryStore, route(HistoryStore, chainData)),
    Context.add(BatchStore, route(BatchStore, chainData)),
    Context.add(AuctionStore, route(AuctionStore, chainData)),
    Context.add(NetworkStore, route(NetworkStore, chainData)),
    Context.add(PoolStore, route(PoolStore, poolPlacement)),
    Context.add(AuthorizationStore, route(AuthorizationStore, poolPlacement)),
    Context.add(StateTreeStore, route(StateTreeStore, chainData))
  )
}
