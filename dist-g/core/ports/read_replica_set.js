/**
 * The streaming replicas a storage answers GETs' reads from, as an optional service: a storage
 * that reads from replicas provides it beside its ports (the SQL adapter with
 * `DATABASE_READ_URLS`); its presence turns on the HTTP edge's read views (`read_view.ts`), and
 * `/health` reports each replica's state from it.
 */
import { Context } from "effect";
/** The replicas of the storage, when it reads from any. */
export class ReadReplicaSet extends Context.Service()("zk-api/ports/ReadReplicaSet") {
}
