/** The streaming replicas a storage reads GETs from, an optional service: its presence turns on the routing of GETs'
 * reads by their read views, and `/health` reports each replica from it. */
import { Context } from "effect"

/** A replica as the storage last checked it. */
export interface ReplicaHealth {
  /** `host:port/database` (no credentials). */
  readonly name: string
  /** Whether reads go to it now. */
  readonly usable: boolean
  /** Why reads do not go to it (absent while usable). */
  readonly reason: string | undefined
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
