/** Migration 17, the state tree: every version of each node position (the batch that wrote it), and the oldest batch
 * whose tree the kept versions still read (`docs/storage.md`, the state tree). */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  // A leaf stores its key and value (`right_child` null); an inner node its children's hashes (`leaf_key` null).
  `CREATE TABLE state_node (
    path bigint NOT NULL,
    batch_num bigint NOT NULL,
    leaf_key bigint,
    depth smallint NOT NULL,
    left_or_value numeric NOT NULL,
    right_child numeric,
    PRIMARY KEY (depth, path, batch_num),
    CHECK ((leaf_key IS NULL) <> (right_child IS NULL))
  )`,
  `CREATE INDEX state_node_batch ON state_node (batch_num)`,
  // Null: every batch's tree since the first; set by pruning, by a tree built from the accounts' states, by a reorg.
  `ALTER TABLE chain_state ADD COLUMN state_tree_since bigint`
]
