/** The writer's side of the state tree on `state_node`: the tree a batch is planned on (the nodes on its keys' paths at
 * their newest versions, and the last root), writing a batch's nodes, and pruning the versions no kept tree reads. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { PlacedNode } from "../../../core/domain/state_node.ts"
import { STATE_TREE_LEVELS, type StateTreeBase } from "../../../core/ledger/batch_state_tree.ts"
import { placedReader } from "../../../core/ledger/state_tree.ts"
import type { Poseidon } from "../../../core/ports/poseidon_hasher.ts"
import { bigAt } from "../rows/row.ts"
import { insertStateNodes, NODES_ON_PATHS, nodesOnPathsParams, placedNodeOf } from "../rows/state_node_rows.ts"

/** The nodes on the paths of `keys` in the tree after batch `batchNum` (all levels of `STATE_TREE_LEVELS`), in one statement. */
export function nodesOnPaths(
  sql: SqlClient,
  keys: ReadonlyArray<bigint | number>,
  batchNum: number
): Effect.Effect<ReadonlyArray<PlacedNode>, SqlError> {
  if (keys.length === 0) return Effect.succeed([])
  return Effect.map(sql.unsafe(NODES_ON_PATHS, nodesOnPathsParams(keys, batchNum, STATE_TREE_LEVELS)).values, (rows) =>
    rows.map(placedNodeOf)
  )
}

/** The tree the batch after `lastBatchNum` is planned on: the newest nodes on the paths of `keys` and that batch's root. */
export function stateTreeBase(
  sql: SqlClient,
  keys: ReadonlyArray<number>,
  lastBatchNum: number | undefined,
  poseidon: Poseidon
): Effect.Effect<StateTreeBase, SqlError> {
  return Effect.gen(function* () {
    if (lastBatchNum === undefined) return { read: () => undefined, root: 0n, poseidon, levels: STATE_TREE_LEVELS }
    const nodes = yield* nodesOnPaths(sql, keys, lastBatchNum)
    const root = (yield* sql.unsafe("SELECT state_root FROM batch WHERE batch_num = $1", [lastBatchNum]).values)[0]
    return {
      read: placedReader(nodes),
      root: root === undefined ? 0n : bigAt(root, 0),
      poseidon,
      levels: STATE_TREE_LEVELS
    }
  })
}

/** Writes `nodes` as the versions of batch `batchNum` (with `replace`, over those it already wrote), in one statement. */
export function writeStateNodes(
  sql: SqlClient,
  batchNum: number,
  nodes: ReadonlyArray<PlacedNode>,
  replace = false
): Effect.Effect<void, SqlError> {
  if (nodes.length === 0) return Effect.void
  const insert = insertStateNodes(batchNum, nodes, replace)
  return Effect.asVoid(sql.unsafe(insert.statement, insert.params))
}

/**
 * Drops the versions no tree from batch `oldest` on reads: at each position batch `oldest` wrote, those before it (as
 * memory's `pruneBefore`, called with each new `oldest`); the trees before `oldest` are no longer kept.
 */
export function pruneStateNodes(sql: SqlClient, oldest: number): Effect.Effect<void, SqlError> {
  if (oldest <= 0) return Effect.void
  return Effect.gen(function* () {
    yield* sql.unsafe(
      `DELETE FROM state_node s USING state_node w
       WHERE w.batch_num = $1 AND s.depth = w.depth AND s.path = w.path AND s.batch_num < $1`,
      [oldest]
    )
    yield* sql.unsafe(
      "UPDATE chain_state SET state_tree_since = $1 WHERE id = 1 AND (state_tree_since IS NULL OR state_tree_since < $1)",
      [oldest]
    )
  })
}
