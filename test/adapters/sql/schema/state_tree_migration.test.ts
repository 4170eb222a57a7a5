/** Migration 0017 on a database whose batches were recorded before it: `state_node` is created empty, and the writer's
 * start builds the tree of the accounts' current states (in several chunks) as the last batch's, once. */
import { Effect, Result } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import { migrateBefore, onFreshDatabase } from "./older_schema.ts"
import { backfillStateTree } from "../../../../adapters/sql/ledger/state_tree_rebuild.ts"
import { MIGRATIONS, migrate } from "../../../../adapters/sql/schema/migrator.ts"
import { BjjKey } from "../../../../core/domain/bjj.ts"
import { checksum } from "../../../../core/domain/eth_address.ts"
import { accountLeafValue } from "../../../../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../../../../core/ledger/batch_state_tree.ts"
import { nodeHash, type StateLeaf, updateStateTree } from "../../../../core/ledger/state_tree.ts"
import { PoseidonHasher } from "../../../../core/ports/poseidon_hasher.ts"

/** Accounts stored: more than one chunk of the build. */
const ACCOUNTS = 2500

/** Accounts 256 … 2755 (account i: token i mod 3, address and key from i), even ones updated in batches 3 and 5, one
 * more whose key's y is not a field element (no tree holds it), and batches 3, 5 and 7 (the last, with its own root). */
const SEED = [
  `INSERT INTO account (item_id, idx, token_id, eth_addr, bjj, batch_num, ord_all, ord_token, ord_addr, ord_bjj, bjj_count)
   SELECT i, 255 + i, i % 3, decode(lpad(to_hex(i), 40, '0'), 'hex'), decode(lpad(to_hex(i), 62, '0') || '1a', 'hex'), 3,
     i, i, 1, 1, i
   FROM generate_series(1, ${ACCOUNTS}) AS i`,
  `INSERT INTO account (item_id, idx, token_id, eth_addr, bjj, batch_num, ord_all, ord_token, ord_addr, ord_bjj, bjj_count)
   VALUES (${ACCOUNTS + 1}, ${ACCOUNTS + 256}, 0, decode(repeat('00', 20), 'hex'), decode(repeat('ff', 31) || '7f', 'hex'), 3,
     ${ACCOUNTS + 1}, 1, 1, 1, ${ACCOUNTS + 1})`,
  `INSERT INTO account_update (idx, batch_num, nonce, balance, item_id, ord)
   SELECT 255 + i, b, b / 2, i * b, b, b / 2 FROM generate_series(2, ${ACCOUNTS}, 2) AS i, (VALUES (3), (5)) AS v(b)`,
  `INSERT INTO batch (item_id, batch_num, eth_block_num, eth_block_hash, timestamp, forger_addr, collected_fees, fees_usd,
     state_root, num_accounts, exit_root, forge_l1_txs_num, slot_num, tx_item_start, tx_count, l2_count, account_item_start,
     exit_item_start, exit_count, l1_delays, ord_all, ord_slot, ord_forger)
   SELECT n, n, 100 + n, '\\x00', timestamptz '2026-01-01 00:00:00+00', '\\x00', '{}', 0, 42, 0, 0, NULL, 0, 1, 0, 0, 1, 1,
     0, '{}', n, n, n
   FROM (VALUES (3), (5), (7)) AS b(n)`
]

/** The root of the seeded accounts' tree, computed at once from an empty tree. */
function expectedRoot(poseidon: (inputs: ReadonlyArray<bigint>) => bigint): bigint {
  const leaves: Array<StateLeaf> = []
  for (let i = 1; i <= ACCOUNTS; i++) {
    const updated = i % 2 === 0
    const value = accountLeafValue(
      {
        tokenId: i % 3,
        nonce: updated ? 2n : 0n,
        balance: updated ? BigInt(i * 5) : 0n,
        bjj: BjjKey.make(i.toString(16).padStart(62, "0") + "1a"),
        ethAddr: checksum("0x" + i.toString(16).padStart(40, "0"))
      },
      poseidon
    )
    if (value === undefined) throw new Error(`account ${i} is not a field element`)
    leaves.push({ key: BigInt(255 + i), value })
  }
  const built = updateStateTree(() => undefined, 0n, leaves, poseidon, STATE_TREE_LEVELS)
  if (Result.isFailure(built)) throw new Error(built.failure)
  return built.success.root
}

describe("migration 0017 (state tree)", () => {
  it("creates the table empty; the writer's start builds the accounts' tree as the last batch's, once", async () => {
    await onFreshDatabase(
      Effect.gen(function* () {
        const sql = yield* SqlClient
        const poseidon = (yield* PoseidonHasher).hash
        yield* migrateBefore("0017")
        for (const statement of SEED) yield* sql.unsafe(statement)
        const applied = yield* migrate
        expect(applied.map(([id]) => id)).toEqual(
          Object.keys(MIGRATIONS)
            .filter((name) => name >= "0017")
            .map((name) => Number(name.slice(0, 4)))
        )
        const single = (statement: string) => Effect.map(sql.unsafe(statement).values, (rows) => rows[0]?.[0])
        expect(Number(yield* single("SELECT count(*) FROM state_node"))).toBe(0)
        expect(yield* single("SELECT state_tree_since FROM chain_state")).toBeNull()

        yield* backfillStateTree(sql, poseidon)
        expect(Number(yield* single("SELECT state_tree_since FROM chain_state"))).toBe(7)
        expect(Number(yield* single("SELECT count(*) FROM state_node WHERE batch_num <> 7"))).toBe(0)
        expect(Number(yield* single("SELECT count(*) FROM state_node WHERE leaf_key IS NOT NULL"))).toBe(ACCOUNTS)
        const root = (yield* sql.unsafe(
          "SELECT leaf_key, left_or_value, right_child FROM state_node WHERE depth = 0 AND path = 0"
        ).values)[0]
        expect(root?.[0]).toBeNull()
        const top = { kind: "inner" as const, left: BigInt(String(root?.[1])), right: BigInt(String(root?.[2])) }
        expect(nodeHash(top, poseidon)).toBe(expectedRoot(poseidon))

        const versions = yield* single("SELECT count(*) FROM state_node")
        yield* backfillStateTree(sql, poseidon)
        expect(yield* single("SELECT count(*) FROM state_node")).toEqual(versions)
      })
    )
  }, 120_000)
})
