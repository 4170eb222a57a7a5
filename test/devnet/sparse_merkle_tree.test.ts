/** The devnet's Poseidon sparse Merkle tree and account leaves against iden3 and Hermez vectors. */
import { assert, describe, it } from "@effect/vitest"
import { accountLeafValue } from "../../devnet/account_leaf.ts"
import { buildTree, inclusionProof, verifyInclusion } from "../../devnet/sparse_merkle_tree.ts"
import { bjjPublicKeyOf } from "../../adapters/crypto/eddsa_poseidon_sign.ts"
import { checksum } from "../../core/domain/eth_address.ts"

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))
}

describe("sparse Merkle tree", () => {
  it("roots match the circomlib smt.js vectors", () => {
    const leaves = [
      { key: 1n, value: 2n },
      { key: 33n, value: 44n },
      { key: 1234n, value: 9876n }
    ]
    assert.strictEqual(buildTree([]).root, 0n)
    assert.strictEqual(
      buildTree(leaves.slice(0, 1)).root,
      13578938674299138072471463694055224830892726234048532520316387704878000008795n
    )
    assert.strictEqual(
      buildTree(leaves.slice(0, 2)).root,
      5412393676474193513566895793055462193090331607895808993925969873307089394741n
    )
    assert.strictEqual(
      buildTree(leaves).root,
      14204494359367183802864593755198662203838502594566452929175967972147978322084n
    )
  })

  it("smart-contract proofs match the go-merkletree vectors", () => {
    const single = inclusionProof(buildTree([{ key: 1n, value: 11n }]), 1n)
    assert.deepStrictEqual(single, {
      root: 6525056641794203554583616941316772618766382307684970171204065038799368146416n,
      siblings: [],
      oldKey: 0n,
      oldValue: 0n,
      isOld0: false,
      key: 1n,
      value: 11n,
      fnc: 0
    })
    const four = buildTree([1n, 2n, 3n, 4n].map((key) => ({ key, value: key * 11n })))
    const proof = inclusionProof(four, 2n)
    assert.deepStrictEqual(proof?.root, 13558168455220559042747853958949063046226645447188878859760119761585093422436n)
    assert.deepStrictEqual(proof?.siblings, [
      11620130507635441932056895853942898236773847390796721536119314875877874016518n,
      5158240518874928563648144881543092238925265313977134167935552944620041388700n
    ])
    assert.strictEqual(proof?.value, 22n)
  })

  it("every leaf's proof verifies and absent keys have none", () => {
    const tree = buildTree([256n, 257n, 260n, 300n, 511n].map((key) => ({ key, value: key + 7n })))
    for (const key of [256n, 257n, 260n, 300n, 511n]) {
      const proof = inclusionProof(tree, key)
      assert.isDefined(proof)
      if (proof !== undefined) assert.isTrue(verifyInclusion(proof))
    }
    assert.isUndefined(inclusionProof(tree, 258n))
  })
})

describe("account leaf", () => {
  it("matches Hermez's account hash vector", () => {
    const value = accountLeafValue({
      tokenId: 1,
      nonce: 1234n,
      balance: 1000n,
      bjj: bjjPublicKeyOf(hexBytes("0001020304050607080900010203040506070809000102030405060708090001")),
      ethAddr: checksum("0xc58d29fA6e86E4FAe04DDcEd660d45BCf3Cb2370")
    })
    assert.strictEqual(value, 447675324273474410516096114710387312413478475468606444107594732044698919451n)
  })
})
