/**
 * Read ports on replicas: a GET goes to a usable replica holding its view's least batch, else the primary. Chain data is
 * written per batch, so such a replica answers as the primary; the pool changes on every POST, so it reads the primary.
 */
import { Cause, Context, Effect, Option } from "effect";
import { Unavailable } from "../../../core/errors.js";
import { AccountStore } from "../../../core/ports/account_store.js";
import { AuctionStore } from "../../../core/ports/auction_store.js";
import { AuthorizationStore } from "../../../core/ports/authorization_store.js";
import { BatchStore } from "../../../core/ports/batch_store.js";
import { ExitStore } from "../../../core/ports/exit_store.js";
import { HistoryStore } from "../../../core/ports/history_store.js";
import { NetworkStore } from "../../../core/ports/network_store.js";
import { PoolStore } from "../../../core/ports/pool_store.js";
import { CurrentReadView } from "../../../core/ports/read_view.js";
import { TokenStore } from "../../../core/ports/token_store.js";
function isOutageCause(cause) {
    return cause.reasons.some((reason) => Cause.isDieReason(reason) && reason.defect instanceof Unavailable);
}
/** One member call routed: `run(database)` runs it on the primary (-1) or replica `index`. */
function routed(replicas, placement, run) {
    return Effect.withFiber((fiber) => {
        const view = fiber.getRef(CurrentReadView);
        if (view === undefined)
            return run(-1);
        const index = placement === "primary" ? -1 : replicas.pick(view.minBatch);
        if (index < 0) {
            view.reflect(replicas.primaryBatch);
            return run(-1);
        }
        view.reflect(replicas.replicas[index]?.lastBatch ?? 0);
        const onPrimary = Effect.suspend(() => {
            view.reflect(replicas.primaryBatch);
            return run(-1);
        });
        const answered = Effect.catchCause(run(index), (cause) => isOutageCause(cause)
            ? Effect.andThen(replicas.markDown(index, "a read failed on it"), onPrimary)
            : Effect.failCause(cause));
        return placement === "lookup" ? Effect.flatMap(answered, (value) => (Option.isOption(value) && Option.isNone(value) ? onPrimary : Effect.succeed(value))) : answered;
    });
}
/** A service whose members (functions and effects) are routed by `placement`; other members are the primary's. */
function routedService(primary, onReplicas, replicas, placement) {
    const out = {};
    for (const [member, value] of Object.entries(primary)) {
        const at = (database) => (database < 0 ? primary : onReplicas[database] ?? primary)[member];
        const where = placement(member);
        if (typeof value === "function") {
            out[member] = (...args) => routed(replicas, where, (database) => at(database)(...args));
        }
        else if (Effect.isEffect(value)) {
            out[member] = routed(replicas, where, (database) => at(database));
        }
        else {
            out[member] = value;
        }
    }
    return out;
}
const chainData = () => "replica";
/** The pool: lookups by id on replicas (then the primary); lists, nonces, selection and adds on the primary. */
const poolPlacement = (member) => (member === "get" ? "lookup" : "primary");
/** The read ports of `primary` with their reads routed to the ports of `onReplicas` as `replicas` allow. */
export function routeReads(primary, onReplicas, replicas) {
    const route = (key, placement) => routedService(Context.get(primary, key), onReplicas.map((context) => Context.get(context, key)), replicas, placement);
    return Context.make(TokenStore, route(TokenStore, chainData)).pipe(Context.add(AccountStore, route(AccountStore, chainData)), Context.add(ExitStore, route(ExitStore, chainData)), Context.add(HistoryStore, route(HistoryStore, chainData)), Context.add(BatchStore, route(BatchStore, chainData)), Context.add(AuctionStore, route(AuctionStore, chainData)), Context.add(NetworkStore, route(NetworkStore, chainData)), Context.add(PoolStore, route(PoolStore, poolPlacement)), Context.add(AuthorizationStore, route(AuthorizationStore, poolPlacement)));
}
