/** The StateTreeStore port on PostgreSQL: the batch asked with the last and the oldest tree kept, the account at the
 * index after it, and the nodes on the index's path, in one statement (so on one snapshot, in one round trip). */
import { Effect } from "effect"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import { pathNodes } from "../../../core/ledger/state_tree.ts"
import type { StateNode } from "../../../core/domain/state_node.ts"
import type { AccountIdx } from "../../../core/domain/account_index.ts"
import { type StateTreeAnswer, StateTreeStore } from "../../../core/ports/state_tree_store.ts"
import { addressOf, keyOf } from "../rows/codecs.ts"
import { bigAt, bigOrNullAt, bytesAt, intAt, isNullAt, textAt, type Values } from "../rows/row.ts"
import { pathNodesFrom, stateNodeOf } from "../rows/state_node_rows.ts"
import * as Stored from "../rows/stored_brands.ts"
import { finalStoreLayer } from "./store_reads.ts"
import { UpperStateNodes } from "./upper_state_nodes.ts"

/**
 * For index $1 after batch $2 (NULL: the last), first a row of depth -1: the last batch's number, the batch's
 * `state_root`, the account's balance, the batch's number (NULL when there is no such batch), the account if a batch up
 * to it created it (token, address, key, symbol, nonce; nonce and balance NULL when no batch changed them), and the
 * oldest batch whose tree is kept whole (NULL: every one). Then, when the batch's tree is kept, a row per depth up to $3
 * (and to the deepest node stored) that holds a node on the index's path: depth, then the node's columns (leaf key, left
 * hash or value, right hash) where the first row has the last batch, the root and the balance. The depths start at $5
 * when the root is $4 (the caller holds the nodes above), else at 0. The symbol is a subquery by the token's key: as a
 * join, the generic plan hashed the whole token table for one row (`npm run bench:scale:load` prints the plan).
 */
const READING = `WITH r AS MATERIALIZED (SELECT l.batch_num AS last_batch, b.batch_num, b.state_root,
    a.token_id, a.eth_addr, a.bjj, (SELECT k.symbol FROM token k WHERE k.token_id = a.token_id) AS symbol,
    u.nonce, u.balance, (SELECT state_tree_since FROM chain_state WHERE id = 1) AS since
  FROM (SELECT max(batch_num) AS batch_num FROM batch) l
  LEFT JOIN batch b ON b.batch_num = COALESCE($2::int8, l.batch_num)
  LEFT JOIN account a ON a.idx = $1 AND a.batch_num <= b.batch_num
  LEFT JOIN LATERAL (SELECT s.nonce, s.balance FROM account_update s
    WHERE s.idx = a.idx AND s.batch_num <= b.batch_num ORDER BY s.batch_num DESC LIMIT 1) u ON true)
SELECT -1 AS depth, last_batch, state_root, balance, batch_num, token_id, eth_addr, bjj, symbol, nonce, since FROM r
UNION ALL
SELECT d.depth, n.leaf_key, n.left_or_value, n.right_child, NULL, NULL, NULL, NULL, NULL, NULL, NULL
FROM r CROSS JOIN ${pathNodesFrom(
  "(VALUES ($1::int8))",
  "r.batch_num",
  "CASE WHEN r.state_root = $4::numeric THEN $5::int4 ELSE 0 END",
  "CASE WHEN r.batch_num >= COALESCE(r.since, 0) THEN $3::int4 ELSE -1 END"
)}`

/** Inner nodes the store remembers (a full tree's first 16 levels): the levels of the last tree every proof shares. */
const UPPER_NODES_CAPACITY = 65_536

/** What the store expects of a batch's tree: the root it last read, and the nodes it holds on the key's path under it. */
interface Expected {
  readonly root: bigint
  readonly prefix: ReadonlyArray<StateNode | undefined>
}

/** The last batch as the store last read it. */
interface LastTree {
  readonly batchNum: number
  readonly root: bigint
}

/** The answer of `READING`'s rows for index `idx`, the path's nodes above `expected`'s depth from it if the root is its,
 * and the last batch read. */
function answerOf(
  idx: AccountIdx,
  rows: ReadonlyArray<Values>,
  expected: Expected | undefined
): readonly [StateTreeAnswer, LastTree | undefined] {
  const row = rows.find((r) => intAt(r, 0) === -1)
  const last = row === undefined ? null : bigOrNullAt(row, 1)
  if (row === undefined || isNullAt(row, 4)) {
    return [{ _tag: "NoBatch", lastBatchNum: last === null ? undefined : Stored.BatchNum(Number(last)) }, undefined]
  }
  const batch = intAt(row, 4)
  const oldest = bigOrNullAt(row, 10)
  if (oldest !== null && batch < oldest) {
    return [{ _tag: "NotKept", oldestKept: Stored.BatchNum(Number(oldest)) }, undefined]
  }
  const stateRoot = bigAt(row, 2)
  const above = expected !== undefined && expected.root === stateRoot ? expected.prefix : []
  const read = new Map(rows.filter((r) => intAt(r, 0) >= above.length).map((r) => [intAt(r, 0), stateNodeOf(r, 1)]))
  const path = pathNodes(
    (depth) => (depth < above.length ? above[depth] : read.get(depth)),
    BigInt(idx),
    STATE_TREE_LEVELS
  )
  const account = isNullAt(row, 5)
    ? undefined
    : {
        account: {
          idx,
          tokenId: Stored.TokenId(intAt(row, 5)),
          ethAddr: addressOf(bytesAt(row, 6)),
          bjj: keyOf(bytesAt(row, 7))
        },
        symbol: Stored.TokenSymbol(textAt(row, 8)),
        nonce: Stored.Nonce(isNullAt(row, 9) ? 0n : bigAt(row, 9)),
        balance: isNullAt(row, 3) ? 0n : bigAt(row, 3)
      }
  return [
    { _tag: "Read", reading: { batchNum: Stored.BatchNum(batch), stateRoot, path, account } },
    Number(last) === batch ? { batchNum: batch, root: stateRoot } : undefined
  ]
}

/**
 * The StateTreeStore port on the SQL database. The levels every proof of the last tree shares are read once: the store
 * remembers the last batch's root as it last read it and that tree's upper nodes by hash, and asks the statement for
 * the nodes below those it holds when the batch's root is still the one it expects (a new batch or a reorg's new root
 * reads the whole path again). Earlier batches' trees are read whole, and leave the cache as it is.
 */
export const layer = finalStoreLayer(StateTreeStore, (db) => {
  const upper = new UpperStateNodes(UPPER_NODES_CAPACITY)
  let lastTree: LastTree | undefined
  return {
    read: (idx, batchNum) => {
      const key = BigInt(idx)
      const guess = batchNum === undefined || batchNum === lastTree?.batchNum ? lastTree : undefined
      const expected = guess === undefined ? undefined : { root: guess.root, prefix: upper.prefix(guess.root, key) }
      const params = [
        idx,
        batchNum ?? null,
        STATE_TREE_LEVELS,
        guess?.root.toString() ?? null,
        expected?.prefix.length ?? 0
      ]
      return Effect.map(
        db.read(READING, params, (rows) => answerOf(idx, rows, expected)),
        ([answer, last]) => {
          if (last !== undefined && answer._tag === "Read") {
            lastTree = last
            const held = expected?.root === last.root ? expected.prefix.length : 0
            upper.remember(last.root, key, answer.reading.path, held)
          }
          return answer
        }
      )
    }
  }
})
