/** The state tree against circomlibjs, iden3's own sparse Merkle tree and Poseidon: roots of key sets in one batch and
 * several, updates, present and absent keys' proofs, tampered proofs, Hermez's account leaf vectors. */
import { assert, describe, it } from "@effect/vitest"
import { buildPoseidon, type FindResult, newMemEmptyTrie, SMT, SMTMemDb } from "circomlibjs"
import { Effect } from "effect"
import { poseidon4 } from "poseidon-lite/poseidon4"
import { layer as poseidonLayer } from "../../../adapters/crypto/poseidon_hasher.ts"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { bjjPublicKeyOf } from "../../../adapters/crypto/eddsa_poseidon_sign.ts"
import { bjjFromBytes, type BjjKey } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import type { MerkleProof } from "../../../core/domain/exit.ts"
import { type AccountState, accountLeafValue, bjjSignAndY, FIELD_MODULUS } from "../../../core/ledger/account_leaf.ts"
import type { PlacedNode } from "../../../core/domain/state_node.ts"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import { stateProof, verifyStateProof } from "../../../core/ledger/state_proof.ts"
import { pathOf } from "../../../core/ledger/state_tree.ts"
import { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import { MapStateNodes } from "./map_state_nodes.ts"
import { referenceTree } from "./reference_state_tree.ts"

/** The Poseidon the node hashes with: the crypto adapter's port. */
const poseidon = Effect.runSync(
  Effect.gen(function* () {
    return (yield* PoseidonHasher).hash
  }).pipe(Effect.provide(poseidonLayer))
)

const LEVELS = STATE_TREE_LEVELS
const P = FIELD_MODULUS

/** circomlibjs's Poseidon, built once (building it is slow). */
const circomPoseidon = await buildPoseidon()

/** An empty circomlibjs tree in memory: what `newMemEmptyTrie` makes, with the Poseidon built once (its leaf and node
 * hashes as circomlibjs's `smt_hashes_poseidon.js` writes them). */
function emptyTrie(): SMT {
  const F = circomPoseidon.F
  return new SMT(
    new SMTMemDb(F),
    F.zero,
    (left, right) => circomPoseidon([left, right]),
    (key, value) => circomPoseidon([key, value, F.one]),
    F
  )
}

/** A deterministic generator (SplitMix64), so every run checks the same "random" sets. */
function generator(seed: number) {
  let state = BigInt(seed) & 0xffffffffffffffffn
  const next = (): bigint => {
    state = (state + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn
    let z = state
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn
    return z ^ (z >> 31n)
  }
  return {
    /** An integer in [0, n). */
    below: (n: number): number => Number(next() % BigInt(n)),
    /** A field element, now and then one at either end of the field. */
    field: (): bigint => {
      const pick = next() % 16n
      if (pick === 0n) return 0n
      if (pick === 1n) return P - 1n
      return ((next() << 192n) | (next() << 128n) | (next() << 64n) | next()) % P
    },
    /** An account index in [256, 2^32). */
    index: (): bigint => 256n + (next() % (2n ** 32n - 256n))
  }
}
type Generator = ReturnType<typeof generator>

/** `count` distinct account-like keys: uniform ones and clusters sharing 16 to 31 low bits with another key. */
function randomKeys(random: Generator, count: number): Array<bigint> {
  const keys = new Set<bigint>()
  while (keys.size < count) {
    const known = [...keys]
    if (known.length === 0 || random.below(3) === 0) {
      keys.add(random.index())
      continue
    }
    const base = known[random.below(known.length)] as bigint
    const shared = 16 + random.below(16)
    const key = pathOf(base, shared) | (random.index() & ~((1n << BigInt(shared)) - 1n) & (2n ** 32n - 1n))
    if (key >= 256n) keys.add(key)
  }
  return [...keys]
}

/** The siblings circomlibjs found, as numbers, without trailing zeros (the contract's form). */
function trimmedSiblings(smt: SMT, found: FindResult): Array<bigint> {
  const siblings = found.siblings.map((sibling) => smt.F.toObject(sibling))
  while (siblings.at(-1) === 0n) siblings.pop()
  return siblings
}

/** Sets `entries` in circomlibjs's tree: an insert for a new key, an update for a key already there. */
async function setInCircom(smt: SMT, entries: ReadonlyArray<readonly [bigint, bigint]>): Promise<void> {
  for (const [key, value] of entries) {
    if ((await smt.find(key)).found) await smt.update(key, value)
    else await smt.insert(key, value)
  }
}

const leavesOf = (entries: ReadonlyArray<readonly [bigint, bigint]>) => entries.map(([key, value]) => ({ key, value }))

/** Positions an update placed, each once. */
function assertDistinctPositions(nodes: ReadonlyArray<PlacedNode>): void {
  const positions = new Set(nodes.map(({ depth, path }) => `${depth}:${path}`))
  assert.strictEqual(positions.size, nodes.length, "an update places each position once")
}

/** The proofs of `proof` with one thing changed, each of which must not verify. */
function tamperedProofs(proof: MerkleProof, tree: ReadonlyMap<bigint, bigint>): Array<[string, MerkleProof]> {
  const bump = (x: bigint) => (x + 1n) % P
  const out: Array<[string, MerkleProof]> = []
  proof.siblings.forEach((sibling, i) => {
    const siblings = [...proof.siblings]
    siblings[i] = bump(sibling)
    out.push([`sibling ${i} changed`, { ...proof, siblings }])
  })
  if (proof.siblings.length > 0) out.push(["last sibling dropped", { ...proof, siblings: proof.siblings.slice(0, -1) }])
  out.push(["a zero sibling appended", { ...proof, siblings: [...proof.siblings, 0n] }])
  out.push(["root changed", { ...proof, root: bump(proof.root) }])
  out.push(["fnc flipped", { ...proof, fnc: 1 - proof.fnc }])
  if (proof.fnc === 0) {
    // The key changed in a bit past its path keeps the path, so only the leaf's hash tells. (Not for a non-inclusion
    // proof: it proves every other key on that path absent too.)
    const past = proof.key ^ (1n << BigInt(Math.max(proof.siblings.length, LEVELS - 1)))
    if (!tree.has(past)) out.push(["key changed past its path", { ...proof, key: past }])
    out.push(["value changed", { ...proof, value: bump(proof.value) }])
    out.push([
      "non-inclusion from the key's own leaf",
      { ...proof, fnc: 1, oldKey: proof.key, oldValue: proof.value, value: 0n }
    ])
    out.push(["isOld0 set", { ...proof, isOld0: true }])
  } else if (proof.isOld0) {
    out.push(["isOld0 cleared", { ...proof, isOld0: false }])
    // An empty place claimed to hold another key's leaf: any leaf of the tree.
    const [other] = tree
    if (other !== undefined)
      out.push(["a leaf put in the empty place", { ...proof, isOld0: false, oldKey: other[0], oldValue: other[1] }])
  } else {
    out.push(["old value changed", { ...proof, oldValue: bump(proof.oldValue) }])
    out.push(["isOld0 set", { ...proof, isOld0: true }])
    for (let depth = 0; depth < proof.siblings.length; depth++) {
      out.push([`oldKey off the path at depth ${depth}`, { ...proof, oldKey: proof.oldKey ^ (1n << BigInt(depth)) }])
    }
    // Another leaf of the tree, whole, in place of the one on the path.
    for (const [key, value] of tree) {
      if (pathOf(key, proof.siblings.length) !== pathOf(proof.key, proof.siblings.length)) {
        out.push(["another leaf of the tree, off the path", { ...proof, oldKey: key, oldValue: value }])
        break
      }
    }
  }
  return out
}

/** Checks the proofs of `store` against circomlibjs and the reference: present keys, absent keys near them, tampering. */
async function checkProofs(
  store: MapStateNodes,
  smt: SMT,
  tree: ReadonlyMap<bigint, bigint>,
  options: { readonly sample: number; readonly tamper: number }
): Promise<{ readonly endsAtLeaf: number; readonly endsEmpty: number }> {
  const reference = referenceTree(tree, poseidon)
  const proofOf = (key: bigint) => stateProof(store.pathOf(key), key, store.root)
  let endsAtLeaf = 0
  let endsEmpty = 0
  let tampered = 0
  const checkTampering = (proof: MerkleProof) => {
    if (tampered++ >= options.tamper) return
    for (const [what, bad] of tamperedProofs(proof, tree)) {
      assert.isFalse(verifyStateProof(bad, poseidon), `key ${proof.key}: ${what} still verifies`)
    }
  }
  const present = [...tree.keys()].slice(0, options.sample)
  for (const key of present) {
    const proof = proofOf(key)
    const found = await smt.find(key)
    assert.isTrue(found.found, `circomlibjs finds ${key}`)
    assert.strictEqual(proof.fnc, 0)
    assert.strictEqual(proof.value, tree.get(key))
    assert.strictEqual(proof.value, found.foundValue === undefined ? undefined : smt.F.toObject(found.foundValue))
    assert.deepStrictEqual(proof.siblings, trimmedSiblings(smt, found), `siblings of ${key}`)
    assert.deepStrictEqual(proof, reference.proof(key), `reference proof of ${key}`)
    assert.isTrue(verifyStateProof(proof, poseidon), `proof of ${key}`)
    checkTampering(proof)
    // Absent keys around it: one bit flipped at each depth down to its leaf's, ending at a leaf or an empty place.
    for (let depth = 0; depth <= Math.min(proof.siblings.length, LEVELS - 1); depth++) {
      const absent = key ^ (1n << BigInt(depth))
      if (tree.has(absent)) continue
      const non = proofOf(absent)
      const missing = await smt.find(absent)
      assert.isFalse(missing.found, `circomlibjs does not find ${absent}`)
      assert.strictEqual(non.fnc, 1)
      assert.strictEqual(non.value, 0n)
      assert.strictEqual(non.isOld0, missing.isOld0, `isOld0 of ${absent}`)
      if (non.isOld0) {
        // circomlibjs names the key itself as notFoundKey at an empty place; the contract's form (and go-merkletree's)
        // has 0 there.
        assert.strictEqual(non.oldKey, 0n)
        assert.strictEqual(non.oldValue, 0n)
        endsEmpty++
      } else {
        assert.strictEqual(
          non.oldKey,
          missing.notFoundKey === undefined ? undefined : smt.F.toObject(missing.notFoundKey)
        )
        assert.strictEqual(
          non.oldValue,
          missing.notFoundValue === undefined ? undefined : smt.F.toObject(missing.notFoundValue)
        )
        endsAtLeaf++
      }
      assert.deepStrictEqual(non.siblings, trimmedSiblings(smt, missing), `siblings of absent ${absent}`)
      assert.deepStrictEqual(non, reference.proof(absent), `reference proof of absent ${absent}`)
      assert.isTrue(verifyStateProof(non, poseidon), `non-inclusion proof of ${absent}`)
      checkTampering(non)
    }
  }
  return { endsAtLeaf, endsEmpty }
}

/** A key set's case: its keys and how its checks are sampled. */
interface KeySet {
  readonly name: string
  readonly keys: ReadonlyArray<bigint>
  readonly seed: number
  /** Whether the probes around its keys must reach an empty place (a tree of consecutive indexes has none). */
  readonly emptyPlaces: boolean
}

const FIXED: ReadonlyArray<KeySet> = [
  { name: "one key", keys: [256n], seed: 1, emptyPlaces: false },
  { name: "the circomlib vector's keys", keys: [1n, 33n, 1234n], seed: 2, emptyPlaces: true },
  {
    name: "keys sharing 8, 20, 30 and 31 low bits",
    keys: [256n, 256n + 2n ** 20n, 256n + 2n ** 31n, 256n + 2n ** 20n + 2n ** 31n, 256n + 2n ** 30n],
    seed: 3,
    emptyPlaces: true
  },
  {
    name: "65 consecutive indexes",
    keys: Array.from({ length: 65 }, (_, i) => 256n + BigInt(i)),
    seed: 4,
    emptyPlaces: false
  },
  {
    name: "the ends of the index range, two pairs 32 levels deep",
    keys: [256n, 257n, 2n ** 31n - 1n, 2n ** 32n - 1n, 2n ** 31n, 2n ** 31n + 256n, 2n ** 32n - 256n],
    seed: 5,
    emptyPlaces: true
  }
]

const RANDOM: ReadonlyArray<KeySet> = [2, 9, 33, 120].map((count, i) => {
  const seed = 100 + i
  return {
    name: `${count} random keys (seed ${seed})`,
    keys: randomKeys(generator(seed), count),
    seed,
    emptyPlaces: count > 2
  }
})

describe("the state tree against circomlibjs", () => {
  it("an empty tree: root 0, and an absent key's proof is an empty place's", async () => {
    const smt = await newMemEmptyTrie()
    const store = new MapStateNodes(poseidon, LEVELS)
    assert.strictEqual(smt.F.toObject(smt.root), 0n)
    assert.deepStrictEqual(store.update([]), [])
    assert.strictEqual(store.root, 0n)
    const proof = stateProof(store.pathOf(300n), 300n, 0n)
    const found = await smt.find(300n)
    assert.deepStrictEqual(
      { found: found.found, isOld0: found.isOld0, siblings: found.siblings.length },
      { found: false, isOld0: true, siblings: 0 }
    )
    assert.deepStrictEqual(proof, {
      root: 0n,
      siblings: [],
      oldKey: 0n,
      oldValue: 0n,
      isOld0: true,
      key: 300n,
      value: 0n,
      fnc: 1
    })
    assert.isTrue(verifyStateProof(proof, poseidon))
    assert.isFalse(verifyStateProof({ ...proof, fnc: 0 }, poseidon))
    assert.isFalse(verifyStateProof({ ...proof, root: 1n }, poseidon))
  })

  it("circomlibjs's own newMemEmptyTrie and the trees made here with its Poseidon built once agree", async () => {
    const own = await newMemEmptyTrie()
    const here = emptyTrie()
    for (const [key, value] of [
      [1n, 2n],
      [33n, 44n],
      [1234n, 9876n]
    ] as const) {
      await own.insert(key, value)
      await here.insert(key, value)
    }
    const root = 14204494359367183802864593755198662203838502594566452929175967972147978322084n
    assert.strictEqual(own.F.toObject(own.root), root, "circomlib's smt.js vector")
    assert.strictEqual(here.F.toObject(here.root), root)
  })

  it("roots and proofs match the circomlib and go-merkletree vectors", () => {
    const three = new MapStateNodes(poseidon, LEVELS)
    three.update([{ key: 1n, value: 2n }])
    assert.strictEqual(three.root, 13578938674299138072471463694055224830892726234048532520316387704878000008795n)
    three.update([{ key: 33n, value: 44n }])
    assert.strictEqual(three.root, 5412393676474193513566895793055462193090331607895808993925969873307089394741n)
    three.update([{ key: 1234n, value: 9876n }])
    assert.strictEqual(three.root, 14204494359367183802864593755198662203838502594566452929175967972147978322084n)

    const single = new MapStateNodes(poseidon, LEVELS)
    single.update([{ key: 1n, value: 11n }])
    assert.deepStrictEqual(stateProof(single.pathOf(1n), 1n, single.root), {
      root: 6525056641794203554583616941316772618766382307684970171204065038799368146416n,
      siblings: [],
      oldKey: 0n,
      oldValue: 0n,
      isOld0: false,
      key: 1n,
      value: 11n,
      fnc: 0
    })
    const four = new MapStateNodes(poseidon, LEVELS)
    four.update([1n, 2n, 3n, 4n].map((key) => ({ key, value: key * 11n })))
    const proof = stateProof(four.pathOf(2n), 2n, four.root)
    assert.strictEqual(proof.root, 13558168455220559042747853958949063046226645447188878859760119761585093422436n)
    assert.deepStrictEqual(proof.siblings, [
      11620130507635441932056895853942898236773847390796721536119314875877874016518n,
      5158240518874928563648144881543092238925265313977134167935552944620041388700n
    ])
    assert.isTrue(verifyStateProof(proof, poseidon))
  })

  for (const set of [...FIXED, ...RANDOM]) {
    it(`${set.name}: one batch and several give circomlibjs's roots and proofs, before and after updates`, async () => {
      const random = generator(set.seed)
      const sample = set.keys.length > 40 ? 12 : set.keys.length
      const smt = emptyTrie()
      const tree = new Map<bigint, bigint>()
      const first = set.keys.map((key) => [key, random.field()] as const)
      await setInCircom(smt, first)
      for (const [key, value] of first) tree.set(key, value)

      // One batch.
      const one = new MapStateNodes(poseidon, LEVELS)
      assertDistinctPositions(one.update(leavesOf(first)))
      assert.strictEqual(one.root, smt.F.toObject(smt.root), "one batch's root")
      const reference = referenceTree(tree, poseidon)
      assert.strictEqual(one.root, reference.root)
      assert.strictEqual(one.size, reference.nodeCount, "the store holds the tree's nodes and no others")

      // Several batches, each checked against circomlibjs's tree after the same inserts.
      const several = new MapStateNodes(poseidon, LEVELS)
      const stepwise = emptyTrie()
      for (let start = 0; start < first.length; ) {
        const end = Math.min(first.length, start + 1 + random.below(Math.max(1, first.length >> 1)))
        const batch = first.slice(start, end)
        assertDistinctPositions(several.update(leavesOf(batch)))
        await setInCircom(stepwise, batch)
        assert.strictEqual(several.root, stepwise.F.toObject(stepwise.root), `root after keys ${start}..${end - 1}`)
        start = end
      }
      assert.strictEqual(several.root, one.root, "several batches' root")
      assert.strictEqual(several.size, one.size)
      for (const key of set.keys) assert.deepStrictEqual(several.pathOf(key), one.pathOf(key), `path of ${key}`)
      await checkProofs(one, smt, tree, { sample, tamper: 6 })

      // Updates of about half the keys with new ones in the same batch; in several batches a key is set twice.
      const updated = set.keys.filter(() => random.below(2) === 0).map((key) => [key, random.field()] as const)
      const added = randomKeys(random, 1 + random.below(4))
        .filter((key) => !tree.has(key))
        .map((key) => [key, random.field()] as const)
      const second = [...updated, ...added]
      await setInCircom(smt, second)
      for (const [key, value] of second) tree.set(key, value)
      assertDistinctPositions(one.update(leavesOf(second)))
      assert.strictEqual(one.root, smt.F.toObject(smt.root), "root after the updates")
      assert.strictEqual(one.root, referenceTree(tree, poseidon).root)
      const interim = second.map(([key]) => [key, random.field()] as const)
      several.update(leavesOf(interim))
      several.update(leavesOf([...second].reverse()))
      assert.strictEqual(several.root, one.root, "root after an interim value and the updates in reverse order")
      assert.strictEqual(several.size, one.size)
      const { endsAtLeaf, endsEmpty } = await checkProofs(one, smt, tree, { sample, tamper: 3 })
      assert.isAbove(endsAtLeaf, 0, "some absent keys end at another key's leaf")
      if (set.emptyPlaces) assert.isAbove(endsEmpty, 0, "some absent keys end at an empty place")
    })
  }

  it("refuses a key sharing all 32 levels with another, wherever that one's leaf is", () => {
    const sharing = { key: 256n + 2n ** 32n, value: 3n }
    const shallow = new MapStateNodes(poseidon, LEVELS)
    shallow.update([{ key: 256n, value: 1n }])
    assert.throws(() => shallow.update([sharing]), /share 32 levels/, "256's leaf at the root")
    const deep = new MapStateNodes(poseidon, LEVELS)
    deep.update([
      { key: 256n, value: 1n },
      { key: 256n + 2n ** 31n, value: 2n }
    ])
    const proof = stateProof(deep.pathOf(256n), 256n, deep.root)
    assert.strictEqual(proof.siblings.length, 32, "leaves at the last level")
    assert.isTrue(verifyStateProof(proof, poseidon))
    assert.throws(() => deep.update([sharing]), /share 32 levels/, "256's leaf at the last level")
    assert.throws(
      () =>
        new MapStateNodes(poseidon, LEVELS).update([
          { key: 256n, value: 1n },
          { key: 256n + 2n ** 31n, value: 2n },
          sharing
        ]),
      /share 32 levels/,
      "all in one batch"
    )
  })
})

/** The compressed key of a sign and y (y little-endian, the sign in bit 255). */
function compressed(sign: boolean, ay: bigint): BjjKey {
  let packed = ay | (sign ? 1n << 255n : 0n)
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) {
    bytes[i] = Number(packed & 0xffn)
    packed >>= 8n
  }
  return bjjFromBytes(bytes)
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
}

/** The account's four elements as Hermez's `Account.BigInts` writes them, computed here apart from core. */
function hermezElements(account: AccountState): [bigint, bigint, bigint, bigint] {
  const packed = [...hexBytes(account.bjj)].reverse().reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n)
  const sign = packed >> 255n
  return [
    BigInt(account.tokenId) + account.nonce * 2n ** 32n + sign * 2n ** 72n,
    account.balance,
    packed & (2n ** 255n - 1n),
    BigInt(account.ethAddr)
  ]
}

describe("the account leaf", () => {
  it("matches Hermez's account hash vectors", () => {
    const vectors: ReadonlyArray<readonly [AccountState, bigint]> = [
      [
        {
          tokenId: 1,
          nonce: 1234n,
          balance: 1000n,
          bjj: bjjPublicKeyOf(hexBytes("0001020304050607080900010203040506070809000102030405060708090001")),
          ethAddr: checksum("0xc58d29fA6e86E4FAe04DDcEd660d45BCf3Cb2370")
        },
        447675324273474410516096114710387312413478475468606444107594732044698919451n
      ],
      [
        {
          tokenId: 0xffffffff,
          nonce: 0xffffffffffn,
          balance: 2n ** 192n - 1n,
          bjj: compressed(true, 2n ** 253n - 1n),
          ethAddr: checksum("0x" + "f".repeat(40))
        },
        13265203488631320682117942952393454767418777767637549409684833552016769103047n
      ],
      [
        { tokenId: 0, nonce: 0n, balance: 0n, bjj: compressed(false, 0n), ethAddr: checksum("0x" + "0".repeat(40)) },
        2351654555892372227640888372176282444150254868378439619268573230312091195718n
      ],
      [
        {
          tokenId: 3,
          nonce: 129n,
          balance: 42000000000000000000n,
          bjj: compressed(false, 0x21b0a1688b37f77b1d1d5539ec3b826db5ac78b2513f574a04c50a7d4f8246d7n),
          ethAddr: checksum("0xA3C88ac39A76789437AED31B9608da72e1bbfBF9")
        },
        15036148928138382129196903417666258171042923749783835283230591475172197254845n
      ]
    ]
    for (const [account, expected] of vectors) assert.strictEqual(accountLeafValue(account, poseidon), expected)
    // Hermez's elements of its first vector.
    const [, maximal] = vectors
    if (maximal !== undefined) {
      assert.deepStrictEqual(hermezElements(maximal[0]), [
        9444732965739290427391n,
        6277101735386680763835789423207666416102355444464034512895n,
        14474011154664524427946373126085988481658748083205070504932198000989141204991n,
        1461501637330902918203684832716283019655932542975n
      ])
    }
  })

  it("equals the devnet's formula on poseidon-lite and on circomlibjs's Poseidon, for devnet wallets and edge accounts", () => {
    const random = generator(7)
    const accounts: Array<AccountState> = []
    for (let i = 1; i <= 6; i++) {
      const wallet = devnetWallet(i)
      accounts.push({
        tokenId: random.below(2 ** 32),
        nonce: BigInt(random.below(2 ** 30)) * 1024n + BigInt(random.below(1024)),
        balance: random.field() % 2n ** 192n,
        bjj: wallet.bjjPublicKey,
        ethAddr: wallet.ethAddress
      })
    }
    accounts.push({
      tokenId: 0,
      nonce: 0n,
      balance: P - 1n,
      bjj: compressed(true, P - 1n),
      ethAddr: checksum("0x" + "f".repeat(40))
    })
    const signs = new Set(accounts.map((account) => bjjSignAndY(account.bjj).sign))
    assert.deepStrictEqual([...signs].sort(), [false, true], "keys of both signs")
    for (const account of accounts) {
      const elements = hermezElements(account)
      const { sign, ay } = bjjSignAndY(account.bjj)
      assert.strictEqual(ay, elements[2])
      assert.strictEqual(sign, elements[0] >> 72n === 1n)
      const value = accountLeafValue(account, poseidon)
      assert.strictEqual(value, poseidon4(elements), "the devnet copy's poseidon-lite")
      assert.strictEqual(value, circomPoseidon.F.toObject(circomPoseidon(elements)), "circomlibjs's Poseidon")
    }
  })

  it("is undefined for a balance or a key's y outside the field", () => {
    const account: AccountState = {
      tokenId: 1,
      nonce: 0n,
      balance: 5n,
      bjj: compressed(false, 7n),
      ethAddr: checksum("0x" + "1".repeat(40))
    }
    assert.isDefined(accountLeafValue(account, poseidon))
    assert.isUndefined(accountLeafValue({ ...account, balance: P }, poseidon))
    assert.isUndefined(accountLeafValue({ ...account, bjj: compressed(true, P) }, poseidon))
    assert.isUndefined(accountLeafValue({ ...account, bjj: compressed(false, 2n ** 255n - 1n) }, poseidon))
  })
})
