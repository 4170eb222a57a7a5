/** The model's own atomic group id, from the documented rule (`docs/embedding.md`: keccak-256 of the members' 33-byte
 * TxIDs laid end to end in the group's order, `0x` + 64 lowercase hex characters) — none of core's group code. */
import { keccak_256 } from "@noble/hashes/sha3.js"
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js"

/** The group id of the members `ids` (`0x` + 66 hex characters each), in that order. */
export function modelGroupId(ids: ReadonlyArray<string>): string {
  const bytes = ids.map((id) => hexToBytes(id.slice(2)))
  const body = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0))
  let at = 0
  for (const b of bytes) {
    body.set(b, at)
    at += b.length
  }
  return `0x${bytesToHex(keccak_256(body))}`
}
