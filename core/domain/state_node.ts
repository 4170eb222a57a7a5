/** A node of the accounts' state tree as storage keeps it (`core/ledger/state_tree.ts` builds and reads the tree). */

/** A node of the state tree: a leaf (a key and its value) or an inner node (its children's hashes; 0 is empty). */
export type StateNode =
  | { readonly kind: "leaf"; readonly key: bigint; readonly value: bigint }
  | { readonly kind: "inner"; readonly left: bigint; readonly right: bigint }

/** A node at its position: the depth (0 at the root) and the low `depth` bits shared by every key below it. */
export interface PlacedNode {
  readonly depth: number
  readonly path: bigint
  readonly node: StateNode
}
