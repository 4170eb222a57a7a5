/**
 * Every storage port on PostgreSQL over one `SqlDatabase`, the schema migrated or checked at build (retried while the
 * server is unreachable); with `readReplicas`, GETs read a healthy replica.
 */
import { PgClient } from "@effect/sql-pg";
import { Clock, Context, Duration, Effect, Layer, Predicate, Redacted, Schedule } from "effect";
import { SqlClient } from "effect/sql/SqlClient";
import { SqlError } from "effect/sql/SqlError";
import { ReadReplicaSet } from "../../core/ports/read_replica_set.js";
import * as AccountStoreSql from "./stores/account_store.js";
import * as ApiKeyStoreSql from "./stores/api_key_store.js";
import * as AuctionStoreSql from "./stores/auction_store.js";
import * as AuthorizationStoreSql from "./stores/authorization_store.js";
import * as BatchStoreSql from "./stores/batch_store.js";
import * as Database from "./connection/database.js";
import * as EventLogSql from "./events/event_log.js";
import * as EventSignal from "./events/event_signal.js";
import * as ExitStoreSql from "./stores/exit_store.js";
import * as HistoryStoreSql from "./stores/history_store.js";
import * as LedgerSql from "./ledger/ledger.js";
import { migrate } from "./schema/migrator.js";
import * as NetworkStoreSql from "./stores/network_store.js";
import * as PoolStoreSql from "./stores/pool_store.js";
import { ReadReplicas, replicaName } from "./replicas/read_replicas.js";
import { routeReads } from "./replicas/replica_routing.js";
import * as SessionClient from "./connection/session_client.js";
import { requireCurrentSchema } from "./schema/schema_check.js";
import { causeChain, isOutage } from "./connection/storage_failure.js";
import { claimWriter } from "./schema/writer_claim.js";
import * as TokenStoreSql from "./stores/token_store.js";
const DEFAULT_REPLICA_SESSIONS = 2;
/** Default time to reach the server at startup. */
export const DEFAULT_STARTUP_TIMEOUT = Duration.seconds(60);
const DEFAULT_CONNECT_TIMEOUT = Duration.seconds(5);
function isUnreachable(error) {
    return error instanceof SqlError && isOutage(error);
}
/** The innermost message of a SQL failure (the socket's or the server's words). */
function reasonOf(error) {
    let message = error.message;
    for (const current of causeChain(error.reason)) {
        if (Predicate.hasProperty(current, "message") && typeof current.message === "string" && current.message !== "")
            message = current.message;
    }
    return message;
}
/** Runs `effect`, retrying every second (wall clock) while the server is unreachable, up to `timeout`; each retry logged once. */
function whenReachable(effect, timeout) {
    const seconds = Duration.toSeconds(Duration.fromInputUnsafe(timeout));
    return Effect.suspend(() => effect).pipe(Effect.tapError((error) => isUnreachable(error)
        ? Effect.logWarning(`storage: database unreachable at startup; retrying every second for up to ${seconds} s`, { reason: reasonOf(error) })
        : Effect.void), Effect.retry({ schedule: Schedule.spaced("1 second").pipe(Schedule.upTo({ duration: timeout })), while: isUnreachable }), Effect.asVoid, Effect.provideService(Clock.Clock, Clock.Clock.defaultValue()));
}
/** Every storage port over the provided SQL client, the schema migrated first. */
export function layerOnClient(options = {}) {
    const timeout = options.startupTimeout ?? DEFAULT_STARTUP_TIMEOUT;
    // The writer's lock first, so a refused second writer does not migrate either.
    const schema = Layer.effectDiscard(Effect.gen(function* () {
        const sql = yield* SqlClient;
        if (options.exclusiveWriter === true)
            yield* whenReachable(claimWriter(sql), timeout);
        if (options.schema === "require")
            yield* whenReachable(requireCurrentSchema(sql, { waitForWriter: timeout }), timeout);
        else
            yield* whenReachable(migrate, timeout);
    }));
    const database = Layer.mergeAll(Database.layer({ operationTimeout: options.operationTimeout, readSessions: options.readSessions }), schema, EventSignal.layer);
    // API keys are read on the primary only, so a revocation is seen at once.
    const ports = Layer.mergeAll(readStores, ApiKeyStoreSql.layer, LedgerSql.layer, EventLogSql.layer);
    const replicas = options.readReplicas;
    if (replicas === undefined || replicas.urls.length === 0)
        return ports.pipe(Layer.provide(database));
    return Layer.effectContext(Effect.gen(function* () {
        const primary = yield* Layer.build(ports.pipe(Layer.provideMerge(database)));
        const onReplicas = yield* Effect.forEach(replicas.urls, (url) => Layer.build(replicaStores(url, options, replicas.sessions)));
        const set = new ReadReplicas(replicas.urls.map((url) => replicaName(Redacted.value(url))), replicas);
        const databases = onReplicas.map((context) => Context.get(context, Database.SqlDatabase));
        const own = Context.get(primary, Database.SqlDatabase);
        // One check before serving, so healthy replicas are read from the first request on.
        yield* Effect.provideService(set.check(own, databases), Clock.Clock, Clock.Clock.defaultValue());
        yield* Effect.forkScoped(set.watch(own, databases));
        // The set is provided beside the ports, untyped (an optional service: the edge and /health look for it).
        const status = ReadReplicaSet.of({ states: () => set.replicas.map((replica) => ({ ...replica })) });
        return Context.merge(primary, routeReads(primary, onReplicas, set)).pipe(Context.add(ReadReplicaSet, status));
    }));
}
/** The read stores over a `SqlDatabase` (and the doorbell the pool store rings). */
const readStores = Layer.mergeAll(TokenStoreSql.layer, AccountStoreSql.layer, ExitStoreSql.layer, HistoryStoreSql.layer, BatchStoreSql.layer, AuctionStoreSql.layer, NetworkStoreSql.layer, PoolStoreSql.layer, AuthorizationStoreSql.layer);
/** The read stores on the replica at `url`, on sessions opened when needed and reopened after a loss (a replica down only sends reads to the primary). */
function replicaStores(url, options, sessions) {
    const connection = { url, applicationName: "zk-api (replica reads)", connectTimeout: DEFAULT_CONNECT_TIMEOUT };
    return readStores.pipe(Layer.provideMerge(Layer.merge(Database.layer({ operationTimeout: options.operationTimeout, gauges: false }), EventSignal.layer)), Layer.provide(SessionClient.layer(connection, sessions ?? DEFAULT_REPLICA_SESSIONS)));
}
/** The client: `@effect/sql-pg`'s pool, or for a pool of one (embedded) one shared multiplexed session; timeouts on the wall clock. */
export function clientLayer(connection) {
    const config = { applicationName: "zk-api", connectTimeout: DEFAULT_CONNECT_TIMEOUT, ...connection };
    if (config.maxConnections === 1)
        return SessionClient.layer(config);
    return PgClient.layer(config).pipe(Layer.provide(Layer.sync(Clock.Clock, () => Clock.Clock.defaultValue())));
}
/** Every storage port on the PostgreSQL server of `options`. */
export function layer(options) {
    return layerOnClient(options).pipe(Layer.provide(clientLayer(options.connection)));
}
