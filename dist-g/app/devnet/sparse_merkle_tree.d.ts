import type { MerkleProof } from "../../core/domain/exit.ts";
/** A key and its value (both field elements). */
export interface SmtLeaf {
    readonly key: bigint;
    readonly value: bigint;
}
/** A built tree: a subtree's hash with its children (inner node) or its single leaf. */
type SmtNode = {
    readonly kind: "empty";
    readonly hash: bigint;
} | {
    readonly kind: "leaf";
    readonly hash: bigint;
    readonly leaf: SmtLeaf;
} | {
    readonly kind: "inner";
    readonly hash: bigint;
    readonly left: SmtNode;
    readonly right: SmtNode;
};
/** A sparse Merkle tree built from a set of leaves. */
export interface SparseMerkleTree {
    readonly root: bigint;
    readonly node: SmtNode;
}
/** Hash of a leaf: Poseidon(key, value, 1). */
export declare function leafHash(leaf: SmtLeaf): bigint;
/** The tree holding `leaves` (keys must be distinct). */
export declare function buildTree(leaves: ReadonlyArray<SmtLeaf>): SparseMerkleTree;
/**
 * The inclusion proof of `key`, in the smart contract's form: siblings from the root down to the
 * leaf, without trailing zeros; oldKey/oldValue 0, isOld0 false, fnc 0. Undefined when the key is
 * not in the tree.
 */
export declare function inclusionProof(tree: SparseMerkleTree, key: bigint): MerkleProof | undefined;
/** Whether `proof` proves its key and value under its root (recomputes the path). */
export declare function verifyInclusion(proof: MerkleProof): boolean;
export {};
