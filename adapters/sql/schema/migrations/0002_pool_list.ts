/**
 * The pool list and the next nonce (extensions of the contract): indexes walking a sender's pool
 * transactions (by account, address or key) in (state, seq) order — so a sender's transactions of
 * one state (a wallet's pending ones, the pend and fing nonces) are one range whatever the
 * sender's history, and all of a sender's are the four ranges, sorted by seq when paged — and
 * those of one state in `seq` (itemId) order, each carrying the type and token a list filters on
 * (so rows are counted from the index alone). The state index also serves the forger's pending
 * selection, which the partial index of pending transactions served before. The pool's ordinals
 * (`ord`, numbered by the ledger writer up to the horizon recorded in `pool_ordinal`;
 * `../pool_ordinals.ts`) make the unfiltered list's exact counts index probes. Figures:
 * `bench/pool_list.ts` (bench/RESULTS.md, "Pool list at 1M rows").
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The statements of the migration, in order. */
const STATEMENTS = [
  `CREATE INDEX pool_tx_sender_idx ON pool_tx (from_idx, state, seq) INCLUDE (type, token_id, nonce)`,
  `CREATE INDEX pool_tx_sender_addr ON pool_tx (from_eth_addr, state, seq) INCLUDE (type, token_id)`,
  `CREATE INDEX pool_tx_sender_bjj ON pool_tx (from_bjj, state, seq) INCLUDE (type, token_id)`,
  `CREATE INDEX pool_tx_state ON pool_tx (state, seq) INCLUDE (type, token_id)`,
  `DROP INDEX pool_tx_pending`,
  `ALTER TABLE pool_tx ADD COLUMN ord bigint`,
  `CREATE TABLE pool_ordinal (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    horizon bigint NOT NULL,
    ord bigint NOT NULL
  )`,
  `INSERT INTO pool_ordinal (horizon, ord) VALUES (0, 0)`
]

/** Adds the pool list's indexes and the pool's ordinals. */
export const migration: Effect.Effect<void, unknown, SqlClient.SqlClient> = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  for (const statement of STATEMENTS) yield* sql.unsafe(statement)
})
