/** The id of an atomic group: keccak-256 of its members' 33-byte TxIDs laid end to end in the group's order, written
 * `0x` + 64 lowercase hex characters (as the anchor's `atomicGroupId`). */
import { keccak_256 } from "@noble/hashes/sha3.js"
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js"
import { type AtomicGroupId, AtomicGroupIdValue } from "../domain/atomic_group.ts"
import type { TxId } from "../domain/tx_id.ts"

/** Bytes of a TxID. */
const TX_ID_BYTES = 33

/** The atomic group id of the members `ids`, in that order. */
export function atomicGroupId(ids: ReadonlyArray<TxId>): AtomicGroupId {
  const body = new Uint8Array(ids.length * TX_ID_BYTES)
  for (const [i, id] of ids.entries()) body.set(hexToBytes(id.slice(2)), i * TX_ID_BYTES)
  return AtomicGroupIdValue.make(`0x${bytesToHex(keccak_256(body))}`)
}
