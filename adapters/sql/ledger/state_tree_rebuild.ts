/** The state tree built from the accounts' current states, a chunk of accounts at a time: at a writer's start on a database
 * whose batches were recorded before the tree was stored, and by a reorg back past the oldest tree kept. */
import { Effect, Result } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { accountLeafValue } from "../../../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import { placedReader, type StateLeaf, updateStateTree } from "../../../core/ledger/state_tree.ts"
import type { Poseidon } from "../../../core/ports/poseidon_hasher.ts"
import { WRITER_LOCK_KEY } from "../connection/database.ts"
import { addressOf, keyOf } from "../rows/codecs.ts"
import { bigAt, bigOrNullAt, bytesAt, intAt, isNullAt } from "../rows/row.ts"
import { nodesOnPaths, writeStateNodes } from "./state_tree_nodes.ts"

/** Accounts read and set in the tree per step. */
const CHUNK = 1000

/** Accounts after index $1, in index order, at most $2, each with its newest state (none: created, nonce and balance 0). */
const ACCOUNTS = `SELECT a.idx, a.token_id, a.eth_addr, a.bjj, u.nonce, u.balance FROM account a
  LEFT JOIN LATERAL (SELECT s.nonce, s.balance FROM account_update s WHERE s.idx = a.idx ORDER BY s.batch_num DESC LIMIT 1) u
    ON true
  WHERE a.idx > $1 ORDER BY a.idx LIMIT $2`

/** A tree built: its root, how many accounts it holds, and the accounts it cannot hold. */
export interface BuiltStateTree {
  readonly root: bigint
  readonly accounts: number
  /** Accounts whose balance or key's y is not a field element (recorded before the tree was computed), left out. */
  readonly left: ReadonlyArray<number>
}

/**
 * Replaces every stored node with the tree of the accounts' current states, written as batch `batchNum`'s versions;
 * from then on the oldest tree kept is that batch's. An account no tree can hold (its balance or its key's y is not a
 * field element, which only a batch recorded before the tree was computed can have) is left out, and returned.
 */
export function rebuildStateTree(
  sql: SqlClient,
  poseidon: Poseidon,
  batchNum: number
): Effect.Effect<BuiltStateTree, SqlError> {
  return Effect.gen(function* () {
    yield* sql.unsafe("DELETE FROM state_node")
    let root = 0n
    let accounts = 0
    const left: Array<number> = []
    let after = -1
    for (;;) {
      const rows = yield* sql.unsafe(ACCOUNTS, [after, CHUNK]).values
      if (rows.length === 0) break
      const leaves: Array<StateLeaf> = []
      for (const row of rows) {
        const idx = intAt(row, 0)
        const value = accountLeafValue(
          {
            tokenId: intAt(row, 1),
            ethAddr: addressOf(bytesAt(row, 2)),
            bjj: keyOf(bytesAt(row, 3)),
            nonce: isNullAt(row, 4) ? 0n : bigAt(row, 4),
            balance: bigOrNullAt(row, 5) ?? 0n
          },
          poseidon
        )
        after = idx
        if (value === undefined) left.push(idx)
        else leaves.push({ key: BigInt(idx), value })
      }
      const keys = leaves.map((leaf) => leaf.key)
      const read = placedReader(yield* nodesOnPaths(sql, keys, batchNum))
      const update = updateStateTree(read, root, leaves, poseidon, STATE_TREE_LEVELS)
      if (Result.isFailure(update)) return yield* Effect.die(new Error(update.failure))
      yield* writeStateNodes(sql, batchNum, update.success.nodes, true)
      root = update.success.root
      accounts += leaves.length
    }
    yield* sql.unsafe("UPDATE chain_state SET state_tree_since = $1 WHERE id = 1", [batchNum])
    return { root, accounts, left }
  })
}

/** Warns of the accounts a built tree left out (the first few named). */
export function logLeftOut(left: ReadonlyArray<number>): Effect.Effect<void> {
  const named = left.slice(0, 10).join(", ") + (left.length > 10 ? ", …" : "")
  return Effect.logWarning(
    `storage: the state tree leaves out ${left.length} accounts whose balance or key's y is not a field element ` +
      `(${named}); a batch changing one of them is refused`
  )
}

/**
 * At a writer's start: when no node is stored but accounts are (their batches recorded before migration 0017), builds
 * the tree of the accounts' current states as the last batch's, in one transaction under the writer's lock (no
 * operation timeout: it takes time in proportion to the accounts), and logs it. The batches before keep the roots they
 * were recorded with, which the stored nodes do not prove.
 */
export function backfillStateTree(sql: SqlClient, poseidon: Poseidon): Effect.Effect<void, SqlError> {
  return Effect.gen(function* () {
    const built = yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql.unsafe(`SELECT pg_advisory_xact_lock(${WRITER_LOCK_KEY})`)
        const row = (yield* sql.unsafe(
          `SELECT b.batch_num, b.state_root FROM batch b
           WHERE NOT EXISTS (SELECT 1 FROM state_node) AND EXISTS (SELECT 1 FROM account)
           ORDER BY b.batch_num DESC LIMIT 1`
        ).values)[0]
        if (row === undefined) return undefined
        const batchNum = intAt(row, 0)
        return { batchNum, recorded: bigAt(row, 1), ...(yield* rebuildStateTree(sql, poseidon, batchNum)) }
      })
    )
    if (built === undefined) return
    yield* Effect.logInfo(
      `storage: built the state tree of ${built.accounts} accounts as batch ${built.batchNum}'s: root ${built.root}` +
        (built.root === built.recorded
          ? ", the root that batch recorded"
          : `; that batch recorded ${built.recorded}. The next batch is computed on the built tree`) +
        "; earlier batches keep the roots they were recorded with, not provable from the stored nodes"
    )
    if (built.left.length > 0) yield* logLeftOut(built.left)
  })
}
