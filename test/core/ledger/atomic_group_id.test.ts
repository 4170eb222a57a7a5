/** The atomic group id (`core/ledger/atomic_group_id.ts`): keccak-256 of the members' 33-byte TxIDs in order. */
import { keccak_256 } from "@noble/hashes/sha3.js"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { l1UserTxId, l2TxId, type TxId } from "../../../core/domain/tx_id.ts"
import { atomicGroupId } from "../../../core/ledger/atomic_group_id.ts"

const a = Result.getOrThrow(l2TxId({ fromIdx: 256, tokenId: 0, amount: 10n, nonce: 2n, fee: 0 }))
const b = Result.getOrThrow(l2TxId({ fromIdx: 257, tokenId: 0, amount: 20n, nonce: 5n, fee: 1 }))

/** The id computed another way: the ids' hex digits joined, read as bytes two digits at a time. */
function byHexDigits(ids: ReadonlyArray<TxId>): string {
  const hex = ids.map((id) => id.slice(2)).join("")
  const bytes = Uint8Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16))
  return `0x${Array.from(keccak_256(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("")}`
}

describe("atomic group id", () => {
  it("is keccak-256 of the 33-byte ids laid end to end, 0x and 64 lowercase hex digits", () => {
    const id = atomicGroupId([a, b])
    expect(id).toMatch(/^0x[0-9a-f]{64}$/u)
    expect(id).toBe(byHexDigits([a, b]))
    expect(atomicGroupId([a, b, l1UserTxId(3, 1)])).toBe(byHexDigits([a, b, l1UserTxId(3, 1)]))
  })

  it("depends on the order of the members", () => {
    expect(atomicGroupId([a, b])).not.toBe(atomicGroupId([b, a]))
  })
})
