/** Migration 0007 on an older database (batch itemIds skipping, as after a reorg): every stored state gets its batch's
 * itemId and a gap-free ordinal, and the columns are required from then on. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import { migrateBefore, onFreshDatabase } from "./older_schema.ts"
import { MIGRATIONS, migrate } from "../../../../adapters/sql/schema/migrator.ts"

/** Batches 1–4 (itemIds 11, 12, 15, 16) and the states of accounts 256 (batches 1, 2, 4) and 257 (2, 3). */
const SEED = [
  `INSERT INTO batch (item_id, batch_num, eth_block_num, eth_block_hash, timestamp, forger_addr, collected_fees, fees_usd,
     state_root, num_accounts, exit_root, forge_l1_txs_num, slot_num, tx_item_start, tx_count, l2_count, account_item_start,
     exit_item_start, exit_count, l1_delays, ord_all, ord_slot, ord_forger)
   SELECT i, n, 100 + n, '\\x00', timestamptz '2026-01-01 00:00:00+00', '\\x00', '{}', 0, 0, 0, 0, NULL, 0, 1, 0, 0, 1, 1, 0,
     '{}', n, n, n
   FROM (VALUES (11, 1), (12, 2), (15, 3), (16, 4)) AS b(i, n)`,
  `INSERT INTO account_update (idx, batch_num, nonce, balance) VALUES
     (256, 1, 0, 10), (256, 2, 1, 7), (256, 4, 2, 3), (257, 2, 0, 5), (257, 3, 1, 4)`
]

describe("migration 0007 (balance history)", () => {
  it("backfills each stored state's batch itemId and its ordinal in its account's history", async () => {
    await onFreshDatabase(
      Effect.gen(function* () {
        const sql = yield* SqlClient
        yield* migrateBefore("0007")
        for (const statement of SEED) yield* sql.unsafe(statement)
        const applied = yield* migrate
        expect(applied.map(([id]) => id)).toEqual(
          Object.keys(MIGRATIONS)
            .filter((name) => name >= "0007")
            .map((name) => Number(name.slice(0, 4)))
        )
        const rows = yield* sql.unsafe<{ readonly row: string }>(
          "SELECT concat_ws(' ', idx, batch_num, item_id, ord, nonce, balance) AS row FROM account_update ORDER BY idx, batch_num"
        )
        expect(rows.map((r) => r.row)).toEqual([
          "256 1 11 1 0 10",
          "256 2 12 2 1 7",
          "256 4 16 3 2 3",
          "257 2 12 1 0 5",
          "257 3 15 2 1 4"
        ])
        const required = yield* sql.unsafe<{ readonly name: string }>(
          "SELECT attname::text AS name FROM pg_attribute WHERE attrelid = 'account_update'::regclass AND attnotnull AND attname IN ('item_id', 'ord') ORDER BY 1"
        )
        expect(required.map((r) => r.name)).toEqual(["item_id", "ord"])
      })
    )
  }, 120_000)
})
