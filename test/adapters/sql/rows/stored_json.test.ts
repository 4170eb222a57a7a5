/** The hand-written decoders of stored JSON columns agree with the schema's on every value `jsonText` writes, and
 * refuse what it refuses (and fee keys that are not token ids). */
import { describe, it } from "@effect/vitest"
import { expect } from "vitest"
import { CollectedFees } from "../../../../core/domain/batch.ts"
import { MerkleProof } from "../../../../core/domain/exit.ts"
import { fromJsonText, jsonText } from "../../../../adapters/sql/rows/codecs.ts"
import { collectedFeesOf, merkleProofOf } from "../../../../adapters/sql/rows/stored_json.ts"

const PROOF = jsonText({
  root: 1n,
  siblings: [2n, 3n],
  oldKey: 0n,
  oldValue: 0n,
  isOld0: true,
  key: 4n,
  value: 5n,
  fnc: 1
})

describe("stored JSON columns", () => {
  it.prop("a merkle proof decodes as the schema decodes it", [MerkleProof], ([proof]) => {
    const text = jsonText(proof)
    expect(merkleProofOf(text)).toEqual(fromJsonText(MerkleProof, text))
    expect(merkleProofOf(text)).toEqual(proof)
  })

  it.prop("collected fees decode as the schema decodes them", [CollectedFees], ([fees]) => {
    const text = jsonText(fees)
    expect(collectedFeesOf(text)).toEqual(fromJsonText(CollectedFees, text))
    expect(collectedFeesOf(text)).toEqual(fees)
  })

  it("refuses malformed values: what the schema refuses, and fee keys that are not token ids", () => {
    const malformed = [
      PROOF.replace('"fnc":1', '"fnc":2'),
      PROOF.replace('"isOld0":true', '"isOld0":"true"'),
      PROOF.replace('{"$bigint":"2"}', '{"$bigint":"-2"}'),
      PROOF.replace('{"$bigint":"2"}', '"2"'),
      PROOF.replace(',"key":{"$bigint":"4"}', ""),
      "null",
      "[]"
    ]
    for (const text of malformed) {
      expect(() => fromJsonText(MerkleProof, text), text).toThrow()
      expect(() => merkleProofOf(text), text).toThrow()
    }
    const fees = [
      '{"x":{"$bigint":"1"}}',
      '{"1":{"$bigint":"-1"}}',
      '{"1":"1"}',
      "[]",
      "null",
      JSON.stringify(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [String(i), { $bigint: "1" }])))
    ]
    for (const text of fees) expect(() => collectedFeesOf(text), text).toThrow()
  })
})
