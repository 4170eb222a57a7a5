/**
 * The iden3 sparse Merkle tree over Poseidon that Hermez uses for its state and exit trees: a
 * leaf is Poseidon(key, value, 1), an inner node Poseidon(left, right), an empty subtree 0; the
 * path of a key is its bits, least significant first (0 = left), and a leaf sits at the shallowest
 * depth where no other key shares its path. Proofs are in the smart contract's form (no trailing
 * zero siblings), as the anchor serves them in exits (`anchor-api.md` §2.3).
 */
import { poseidon2 } from "poseidon-lite/poseidon2";
import { poseidon3 } from "poseidon-lite/poseidon3";
const EMPTY = { kind: "empty", hash: 0n };
/** The deepest level a path may reach (keys are below 2^256). */
const MAX_DEPTH = 256;
/** Hash of a leaf: Poseidon(key, value, 1). */
export function leafHash(leaf) {
    return poseidon3([leaf.key, leaf.value, 1n]);
}
function bitAt(key, depth) {
    return ((key >> BigInt(depth)) & 1n) === 1n;
}
function build(leaves, depth) {
    const [first] = leaves;
    if (first === undefined)
        return EMPTY;
    if (leaves.length === 1)
        return { kind: "leaf", hash: leafHash(first), leaf: first };
    if (depth >= MAX_DEPTH)
        throw new RangeError("sparse Merkle tree: duplicate keys");
    const left = leaves.filter((leaf) => !bitAt(leaf.key, depth));
    const right = leaves.filter((leaf) => bitAt(leaf.key, depth));
    const l = build(left, depth + 1);
    const r = build(right, depth + 1);
    return { kind: "inner", hash: poseidon2([l.hash, r.hash]), left: l, right: r };
}
/** The tree holding `leaves` (keys must be distinct). */
export function buildTree(leaves) {
    const node = build(leaves, 0);
    return { root: node.hash, node };
}
/**
 * The inclusion proof of `key`, in the smart contract's form: siblings from the root down to the
 * leaf, without trailing zeros; oldKey/oldValue 0, isOld0 false, fnc 0. Undefined when the key is
 * not in the tree.
 */
export function inclusionProof(tree, key) {
    const siblings = [];
    let node = tree.node;
    let depth = 0;
    while (node.kind === "inner") {
        const goRight = bitAt(key, depth);
        siblings.push(goRight ? node.left.hash : node.right.hash);
        node = goRight ? node.right : node.left;
        depth++;
    }
    if (node.kind !== "leaf" || node.leaf.key !== key)
        return undefined;
    while (siblings.length > 0 && siblings[siblings.length - 1] === 0n)
        siblings.pop();
    return {
        root: tree.root,
        siblings,
        oldKey: 0n,
        oldValue: 0n,
        isOld0: false,
        key,
        value: node.leaf.value,
        fnc: 0
    };
}
/** Whether `proof` proves its key and value under its root (recomputes the path). */
export function verifyInclusion(proof) {
    let hash = leafHash({ key: proof.key, value: proof.value });
    for (let depth = proof.siblings.length - 1; depth >= 0; depth--) {
        const sibling = proof.siblings[depth] ?? 0n;
        hash = bitAt(proof.key, depth) ? poseidon2([sibling, hash]) : poseidon2([hash, sibling]);
    }
    return hash === proof.root;
}
