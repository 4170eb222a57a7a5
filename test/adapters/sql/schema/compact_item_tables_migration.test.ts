/** Migration 0016 on a database that stored wire text (migrations 12–14): `tx` and `exit` lose their dropped columns and
 * keep their rows, indexes, constraints and the foreign keys pointing at them, names included. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import { migrateBefore, onFreshDatabase } from "./older_schema.ts"
import { migrate } from "../../../../adapters/sql/schema/migrator.ts"

/** Two forged transactions and an exit with their wire text, as a node before migration 14 stored them. */
const SEED = [
  `INSERT INTO tx (item_id, id, batch_num, position, is_l1, type, to_idx, to_symbol, amount, timestamp, token_id,
     ord_all, ord_token, ord_type, ord_token_type, nonce, wire_head, wire_tail, wire_tag)
   SELECT i, decode(lpad(to_hex(i), 66, '0'), 'hex'), 1, i, false, 3, 256, 'ETH', 10 * i,
     timestamptz '2026-01-01 00:00:00+00', 0, i, i, i, i, i, repeat('h', 700), repeat('t', 60), 'tag'
   FROM generate_series(1, 2) AS i`,
  `INSERT INTO exit (item_id, batch_num, idx, token_id, eth_addr, bjj, merkle_proof, balance,
     ord_all, ord_token, ord_addr, ord_bjj, ord_account, wire_head, wire_tag)
   VALUES (1, 1, 256, 0, '\\x01', '\\x02', '{}', 5, 1, 1, 1, 1, 1, repeat('e', 500), 'tag')`
]

/** What must survive the rebuild: each table's rows, index and constraint definitions, and its dropped columns. */
const snapshot = Effect.gen(function* () {
  const sql = yield* SqlClient
  const lines = (statement: string) =>
    Effect.map(sql.unsafe<{ readonly line: string }>(statement), (rows) => rows.map((row) => row.line))
  return {
    rows: yield* lines(
      "SELECT row_to_json(t)::text AS line FROM tx t UNION ALL SELECT row_to_json(e)::text FROM exit e ORDER BY 1"
    ),
    indexes: yield* lines(
      "SELECT indexdef AS line FROM pg_indexes WHERE tablename IN ('tx', 'exit', 'tx_template', 'exit_template') ORDER BY 1"
    ),
    constraints: yield* lines(
      `SELECT concat_ws(' ', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS line FROM pg_constraint
       WHERE conrelid IN ('tx'::regclass, 'exit'::regclass) OR confrelid IN ('tx'::regclass, 'exit'::regclass) ORDER BY 1`
    ),
    dropped: yield* lines(
      `SELECT count(*)::text AS line FROM pg_attribute
       WHERE attrelid IN ('tx'::regclass, 'exit'::regclass) AND attisdropped`
    )
  }
})

describe("migration 0016 (item tables without dropped columns)", () => {
  it("rebuilds tx and exit with their rows, indexes, constraints and the foreign keys to them", async () => {
    await onFreshDatabase(
      Effect.gen(function* () {
        const sql = yield* SqlClient
        yield* migrateBefore("0014")
        for (const statement of SEED) yield* sql.unsafe(statement)
        yield* migrateBefore("0016")
        const old = yield* snapshot
        expect(old.dropped).toEqual(["7"])
        expect(old.rows).toHaveLength(3)
        expect(old.constraints.some((line) => line.startsWith("tx_template tx_template_item_id_fkey"))).toBe(true)

        const applied = yield* migrate
        expect(applied.map(([id, name]) => `${String(id).padStart(4, "0")}_${name}`)).toContain(
          "0016_compact_item_tables"
        )
        const compact = yield* snapshot
        expect(compact).toEqual({ ...old, dropped: ["0"] })

        // The template's foreign key still cascades from the rebuilt table.
        yield* sql.unsafe("INSERT INTO tx_template (item_id, shaping, template) VALUES (2, 1, 'x')")
        yield* sql.unsafe("DELETE FROM tx WHERE item_id = 2")
        const left = yield* sql.unsafe<{ readonly n: string }>("SELECT count(*)::text AS n FROM tx_template")
        expect(left.map((row) => row.n)).toEqual(["0"])
      })
    )
  }, 120_000)
})
