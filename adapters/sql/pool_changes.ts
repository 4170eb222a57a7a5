/** Applying pool status changes planned by `core/ledger`'s pool rules, in one statement. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { PoolChange } from "../../core/ledger/pool_lifecycle.ts"
import { txIdBytes } from "./codecs.ts"
import { byteaArray, int8Array, textArray } from "./params.ts"

/** Sets each changed pool transaction's state, batch and reason. */
export function applyPoolChanges(sql: SqlClient, changes: ReadonlyArray<PoolChange>): Effect.Effect<void, SqlError> {
  if (changes.length === 0) return Effect.void
  return Effect.asVoid(sql.unsafe(
    `UPDATE pool_tx p SET state = c.state, batch_num = c.batch_num, reason = c.reason
     FROM unnest($1::bytea[], $2::text[], $3::int8[], $4::text[]) AS c(id, state, batch_num, reason)
     WHERE p.id = c.id`,
    [
      byteaArray(changes.map((c) => txIdBytes(c.id))),
      textArray(changes.map((c) => c.status.state)),
      int8Array(changes.map((c) => c.status.batchNum)),
      textArray(changes.map((c) => c.status.reason))
    ]
  ))
}
