/** Ethereum signer recovery (secp256k1, @noble/curves) for EIP-712 authorizations, as the anchor does it: r ‖ s ‖ v, v
 * 27 or 28 only, a high s accepted as by go-ethereum's `SigToPub`; r or s outside 1..n−1 recovers nothing. */
import { secp256k1 } from "@noble/curves/secp256k1.js"
import { keccak_256 } from "@noble/hashes/sha3.js"
import { Option } from "effect"
import { type EthAddress, checksum } from "../../core/domain/eth_address.ts"
import { bytesToHex, hexToBytes } from "./hex_bytes.ts"

/** The EIP-55 address of an uncompressed (65-byte) or compressed secp256k1 public key. */
export function ethAddressOfPublicKey(publicKey: Uint8Array): EthAddress {
  const point = secp256k1.Point.fromBytes(publicKey)
  const uncompressed = point.toBytes(false)
  return checksum("0x" + bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12)))
}

/** The signer of a 32-byte digest given its signature as `0x` + 130 hex (r ‖ s ‖ v, v 27/28), or none. */
export function recoverEthereumSigner(digest: Uint8Array, signature: string): Option.Option<EthAddress> {
  if (digest.length !== 32) return Option.none()
  const bytes = hexToBytes(signature, 65)
  if (bytes === undefined) return Option.none()
  const v = bytes[64]
  if (v !== 27 && v !== 28) return Option.none()
  // noble's "recovered" format puts the recovery id first.
  const recovered = new Uint8Array(65)
  recovered[0] = v - 27
  recovered.set(bytes.subarray(0, 64), 1)
  try {
    return Option.some(ethAddressOfPublicKey(secp256k1.recoverPublicKey(recovered, digest, { prehash: false })))
  } catch {
    // Library boundary: noble throws for r or s out of range and for an r that is no point's x.
    return Option.none()
  }
}
