/** The streaming replicas a storage reads GETs from, an optional service: its presence turns on the routing of GETs'
 * reads by their read views, and `/health` reports each replica from it. */
import { Context } from "effect"
import type { ReplicaCondition, ReplicaRole } from "../domain/health.ts"

/** A replica as the storage last checked it: what it is and where it stands, never where it is (no host, port,
 * database or user: `/health` shows this to anyone). */
export interface ReplicaHealth {
  /** What the server was at the last check. */
  readonly role: ReplicaRole
  /** Whether reads go to it now (`streaming`), or why not. */
  readonly state: ReplicaCondition
  /** Seconds behind the primary at the last check (infinite when unknown or behind the whole sampling window). */
  readonly lagSeconds: number
  /** The last batch it had at the last check. */
  readonly lastBatch: number
}

/** The replicas of the storage, when it reads from any. */
export class ReadReplicaSet extends Context.Service<
  ReadReplicaSet,
  {
    /** Each replica's state at the last check, in the configured order. */
    readonly states: () => ReadonlyArray<ReplicaHealth>
  }
>()("zk-api/ports/ReadReplicaSet") {}
