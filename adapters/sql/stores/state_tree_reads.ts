/** Reads of the state tree as a kept batch left it: the nodes on a key's path, which a proof of the key is made from
 * (`core/ledger/state_proof.ts`). */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { StateNode } from "../../../core/domain/state_node.ts"
import { intAt, type Values } from "../rows/row.ts"
import { NODES_ON_PATHS, nodesOnPathsParams, stateNodeOf } from "../rows/state_node_rows.ts"

/** The path of the rows of `NODES_ON_PATHS` for one key: its nodes by depth, then undefined when the last is not a leaf
 * and the tree has a level below it (the empty place the path ends at). */
function pathFromRows(rows: ReadonlyArray<Values>, levels: number): Array<StateNode | undefined> {
  const path: Array<StateNode | undefined> = [...rows]
    .sort((a, b) => intAt(a, 0) - intAt(b, 0))
    .map((row) => stateNodeOf(row, 2))
  const last = path.at(-1)
  if ((last === undefined || last.kind === "inner") && path.length <= levels) path.push(undefined)
  return path
}

/**
 * The nodes on `key`'s path in the tree after batch `batchNum`, from the root down to the one that ends it (a leaf, or
 * undefined for an empty place; an empty tree's path is `[undefined]`), in one statement. Only the trees from
 * `chain_state.state_tree_since` on are kept whole: an earlier batch's path reads what pruning left of it.
 */
export function statePathAt(
  sql: SqlClient,
  key: bigint,
  batchNum: number,
  levels: number
): Effect.Effect<Array<StateNode | undefined>, SqlError> {
  return Effect.map(sql.unsafe(NODES_ON_PATHS, nodesOnPathsParams([key], batchNum, levels)).values, (rows) =>
    pathFromRows(rows, levels)
  )
}
