/** Properties of the state tree on versioned nodes (`adapters/memory/state_nodes.ts`): random batches with reorgs and
 * pruning give, after every step, the from-scratch root, and every proof at every kept batch is the reference's. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Result, Schema } from "effect"
import { layer as poseidonLayer } from "../../../adapters/crypto/poseidon_hasher.ts"
import { StateNodes } from "../../../adapters/memory/state_nodes.ts"
import { FIELD_MODULUS } from "../../../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import { stateProof, verifyStateProof } from "../../../core/ledger/state_proof.ts"
import { goesRight, nodeHash, type StateLeaf, updateStateTree } from "../../../core/ledger/state_tree.ts"
import { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import { type ReferenceTree, referenceTree } from "./reference_state_tree.ts"

/** The Poseidon the node hashes with: the crypto adapter's port. */
const poseidon = Effect.runSync(
  Effect.gen(function* () {
    return (yield* PoseidonHasher).hash
  }).pipe(Effect.provide(poseidonLayer))
)

const LEVELS = STATE_TREE_LEVELS

/** Keys picked often, so batches update keys already set; several share 20 to 31 low bits (paths 32 levels deep). */
const POOL: ReadonlyArray<bigint> = [
  256n,
  257n,
  258n,
  300n,
  511n,
  512n,
  256n + 2n ** 16n,
  256n + 2n ** 20n,
  256n + 2n ** 30n,
  256n + 2n ** 31n,
  256n + 2n ** 20n + 2n ** 31n,
  2n ** 31n - 1n,
  2n ** 32n - 1n,
  2n ** 31n,
  2n ** 31n + 256n + 1n,
  2n ** 32n - 256n
]

const int = (minimum: number, maximum: number) => Schema.Int.check(Schema.isBetween({ minimum, maximum }))

/** A key: one of the pool's, or one spread over the index range. */
const Key = Schema.Struct({ fromPool: Schema.Boolean, pool: int(0, POOL.length - 1), spread: int(0, 2 ** 31) })
type Key = typeof Key.Type
const keyOf = (key: Key): bigint =>
  key.fromPool ? (POOL[key.pool] as bigint) : 256n + ((BigInt(key.spread) * 2654435761n) % (2n ** 32n - 256n))

/** A leaf's value: any field element. */
const Value = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: FIELD_MODULUS - 1n }))

/** A step of the chain: maybe a reorg first (`reorg` 6 to 8 goes back 1 to 3 batches, as far as the window allows),
 * then a batch setting some keys (a key picked twice in it keeps its first value). */
const Step = Schema.Struct({
  reorg: int(0, 8),
  leaves: Schema.Array(Schema.Struct({ key: Key, value: Value })).check(Schema.isBetweenLength(0, 8))
})
type Step = typeof Step.Type

/** The steps, and how many batches before the last keep their trees (0: every one). */
const Chain = { steps: Schema.Array(Step).check(Schema.isBetweenLength(1, 12)), retention: int(0, 3) }

/** A batch as the model keeps it: its root, its key→value map and the tree built from that map. */
interface KeptBatch {
  readonly root: bigint
  readonly tree: ReadonlyMap<bigint, bigint>
  readonly reference: ReferenceTree
}

/** The root the store's newest nodes hash to. */
function storedRoot(store: StateNodes): bigint {
  const top = store.nodeAt(0, 0n)
  return top === undefined ? 0n : nodeHash(top, poseidon)
}

/** Runs `steps` on a StateNodes store as the memory ledger does (write at the batch number, prune after it, revert on
 * a reorg), checking roots and proofs after each reorg and each batch; returns how many proofs it checked. */
function runChain(steps: ReadonlyArray<Step>, retention: number): number {
  const store = new StateNodes()
  const empty = new Map<bigint, bigint>()
  const batches = new Map<number, KeptBatch>([
    [0, { root: 0n, tree: empty, reference: referenceTree(empty, poseidon) }]
  ])
  const probes = new Set<bigint>(POOL)
  let last = 0
  let oldest = 0
  let checked = 0
  // Every probe's proof at every batch still kept.
  const checkProofs = () => {
    for (let n = oldest; n <= last; n++) {
      const batch = batches.get(n) as KeptBatch
      for (const key of probes) {
        const proof = stateProof(store.pathAt(key, n, LEVELS), key, batch.root)
        assert.deepStrictEqual(proof, batch.reference.proof(key), `proof of ${key} at batch ${n} (last ${last})`)
        assert.strictEqual(proof.fnc, batch.tree.has(key) ? 0 : 1)
        assert.isTrue(verifyStateProof(proof, poseidon), `proof of ${key} at batch ${n} verifies`)
        checked++
      }
    }
  }
  for (const step of steps) {
    if (step.reorg >= 6) {
      const target = Math.max(oldest, last - (step.reorg - 5))
      store.revertAfter(target)
      for (let n = target + 1; n <= last; n++) batches.delete(n)
      last = target
      assert.strictEqual(storedRoot(store), (batches.get(last) as KeptBatch).root, `the root after a reorg to ${last}`)
      checkProofs()
    }
    const before = batches.get(last) as KeptBatch
    const picked = step.leaves.map(({ key, value }) => ({ key: keyOf(key), value }))
    const leaves: Array<StateLeaf> = []
    for (const leaf of picked) if (!leaves.some(({ key }) => key === leaf.key)) leaves.push(leaf)
    const read = (depth: number, path: bigint) => store.nodeAt(depth, path)
    if (leaves.length < picked.length) {
      assert.isTrue(Result.isFailure(updateStateTree(read, before.root, picked, poseidon, LEVELS)), "a key set twice")
    }
    const update = updateStateTree(read, before.root, leaves, poseidon, LEVELS)
    if (Result.isFailure(update)) throw new Error(update.failure)
    const batchNum = last + 1
    store.write(batchNum, update.success.nodes)
    if (retention > 0) {
      store.pruneBefore(batchNum - retention)
      oldest = Math.max(oldest, batchNum - retention)
    }
    const tree = new Map(before.tree)
    for (const { key, value } of leaves) {
      tree.set(key, value)
      probes.add(key)
    }
    const reference = referenceTree(tree, poseidon)
    batches.set(batchNum, { root: update.success.root, tree, reference })
    last = batchNum
    assert.strictEqual(update.success.root, reference.root, `batch ${batchNum}'s root is the rebuilt tree's`)
    const rebuilt = updateStateTree(
      () => undefined,
      0n,
      [...tree].reverse().map(([key, value]) => ({ key, value })),
      poseidon,
      LEVELS
    )
    assert.strictEqual(Result.isSuccess(rebuilt) ? rebuilt.success.root : undefined, reference.root)
    assert.strictEqual(storedRoot(store), reference.root)
    checkProofs()
  }
  return checked
}

describe("the state tree on versioned nodes", () => {
  it.prop(
    "after batches, reorgs and pruning: roots are the rebuilt trees', proofs at every kept batch are the reference's",
    Chain,
    ({ steps, retention }) => {
      runChain(steps, retention)
    },
    { timeout: 30_000, arbitrary: { runs: 60 } }
  )

  it.prop(
    "a key goes right at a depth where its bit is 1, below 2^53 and above",
    {
      key: Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 64n })),
      depth: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 63 }))
    },
    ({ key, depth }) => {
      assert.strictEqual(goesRight(key, depth), ((key >> BigInt(depth)) & 1n) === 1n)
    }
  )

  it("a fixed chain: updates, reorgs inside the window, pruning, and batches after them", () => {
    const pool = (i: number, value: bigint) => ({ key: { fromPool: true, pool: i, spread: 0 }, value })
    const spread = (n: number, value: bigint) => ({ key: { fromPool: false, pool: 0, spread: n }, value })
    const checked = runChain(
      [
        { reorg: 0, leaves: [pool(0, 1n), pool(9, 2n), pool(7, 3n), spread(5, 4n)] },
        { reorg: 0, leaves: [pool(0, 5n), pool(13, 6n), pool(14, 7n)] },
        { reorg: 0, leaves: [pool(10, 8n), pool(9, 9n), spread(77, 10n)] },
        { reorg: 0, leaves: [] },
        { reorg: 7, leaves: [pool(10, 11n), pool(11, 12n), pool(12, 13n)] },
        { reorg: 0, leaves: [pool(0, 14n), spread(123456, 15n)] },
        { reorg: 6, leaves: [pool(1, 16n), pool(2, 17n), pool(3, 18n), pool(4, 19n), pool(5, 20n)] },
        { reorg: 8, leaves: [pool(15, 21n), pool(0, 22n)] }
      ],
      2
    )
    assert.isAbove(checked, 100)
  })
})
