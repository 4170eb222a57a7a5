/** The state tree's nodes as `state_node` rows: the statement reading the nodes on keys' paths as of a batch, the
 * insert of a batch's nodes, and each node's columns (a leaf's key and value, or an inner node's children's hashes). */
import type { PlacedNode, StateNode } from "../../../core/domain/state_node.ts"
import { INT2, INT8, NUMERIC } from "./params.ts"
import { bigAt, bigOrNullAt, intAt, type Values } from "./row.ts"

/** The newest version at or before batch `batch` of the node at `depth` and `path` (SQL expressions). */
const newestNode = (depth: string, path: string, batch: string) =>
  `SELECT s.leaf_key, s.left_or_value, s.right_child FROM state_node s
    WHERE s.depth = ${depth} AND s.path = ${path} AND s.batch_num <= ${batch} ORDER BY s.batch_num DESC LIMIT 1`

/**
 * FROM items joining `keys` (rows of one int8 column, SQL) to the nodes on their paths in the tree after batch `batch`:
 * each depth from `from` to `to` and to the deepest node stored, probed for the newest version there. Columns `k.key`,
 * `d.depth`, `n.leaf_key`, `n.left_or_value`, `n.right_child`; a depth with no row is empty. Probing every depth rather
 * than walking down to the leaf is exact: the tree only grows and a reorg deletes whole batches, so no version at or
 * before a batch lies below that batch's leaf.
 */
export const pathNodesFrom = (keys: string, batch: string, from: string, to: string) =>
  `${keys} AS k(key) CROSS JOIN LATERAL generate_series(${from}, LEAST(${to}, (SELECT max(depth) FROM state_node)))
    AS d(depth)
  CROSS JOIN LATERAL (${newestNode("d.depth", "k.key & ((1::int8 << d.depth) - 1)", batch)}) n`

/**
 * The nodes on the paths of the keys $1 (int8[]) in the tree after batch $2, each position once, to at most depth $3
 * (the levels). A position it returns nothing for is empty. Columns: depth, path, leaf_key, left_or_value, right_child.
 */
export const NODES_ON_PATHS = `SELECT DISTINCT d.depth, k.key & ((1::int8 << d.depth) - 1) AS path,
    n.leaf_key, n.left_or_value, n.right_child
  FROM ${pathNodesFrom("unnest($1::int8[])", "$2", "0", "$3::int4")}`

/** The parameters of `NODES_ON_PATHS`: the keys, the batch, the tree's levels. */
export function nodesOnPathsParams(
  keys: ReadonlyArray<bigint | number>,
  batchNum: number,
  levels: number
): ReadonlyArray<unknown> {
  return [INT8.bind(keys), batchNum, levels]
}

/** The node of a row whose columns from `at` are leaf_key, left_or_value, right_child. */
export function stateNodeOf(row: Values, at: number): StateNode {
  const key = bigOrNullAt(row, at)
  return key === null
    ? { kind: "inner", left: bigAt(row, at + 1), right: bigAt(row, at + 2) }
    : { kind: "leaf", key, value: bigAt(row, at + 1) }
}

/** A row of `NODES_ON_PATHS` as a placed node. */
export function placedNodeOf(row: Values): PlacedNode {
  return { depth: intAt(row, 0), path: bigAt(row, 1), node: stateNodeOf(row, 2) }
}

/** The insert of nodes at batch $1, from arrays of depths, paths, leaf keys, and the two hash columns. */
const INSERT_NODES = `INSERT INTO state_node (depth, path, batch_num, leaf_key, left_or_value, right_child)
SELECT n.depth, n.path, $1::int8, n.leaf_key, n.left_or_value, n.right_child
FROM unnest($2::${INT2.cast}, $3::${INT8.cast}, $4::${INT8.cast}, $5::${NUMERIC.cast}, $6::${NUMERIC.cast})
  AS n(depth, path, leaf_key, left_or_value, right_child)`

/** The statement and parameters writing `nodes` as batch `batchNum`'s versions; with `replace`, a version the batch
 * already wrote at a position is replaced (a tree built in several steps), otherwise it is an error. */
export function insertStateNodes(
  batchNum: number,
  nodes: ReadonlyArray<PlacedNode>,
  replace: boolean
): { readonly statement: string; readonly params: ReadonlyArray<unknown> } {
  const statement = replace
    ? `${INSERT_NODES} ON CONFLICT (depth, path, batch_num) DO UPDATE SET leaf_key = EXCLUDED.leaf_key,
        left_or_value = EXCLUDED.left_or_value, right_child = EXCLUDED.right_child`
    : INSERT_NODES
  return {
    statement,
    params: [
      batchNum,
      INT2.bind(nodes.map((n) => n.depth)),
      INT8.bind(nodes.map((n) => n.path)),
      INT8.bind(nodes.map(({ node }) => (node.kind === "leaf" ? node.key : null))),
      NUMERIC.bind(nodes.map(({ node }) => (node.kind === "leaf" ? node.value : node.left))),
      NUMERIC.bind(nodes.map(({ node }) => (node.kind === "leaf" ? null : node.right)))
    ]
  }
}
