/** Ethereum signing of a 32-byte digest (secp256k1, @noble/curves), for the devnet and the client command: r ‖ s ‖ v
 * with v = 27/28 and a low s, as wallets do for EIP-712. */
import { secp256k1 } from "@noble/curves/secp256k1.js"
import { type EthSignature, EthSignatureValue } from "../../core/domain/account_authorization.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import { ethAddressOfPublicKey } from "./ethereum_recover.ts"
import { bytesToHex } from "./hex_bytes.ts"

/** The address of a 32-byte secp256k1 private key. */
export function ethAddressOf(privateKey: Uint8Array): EthAddress {
  return ethAddressOfPublicKey(secp256k1.getPublicKey(privateKey, false))
}

/** The signature `0x` + r ‖ s ‖ v (v 27/28) of a 32-byte digest. Throws for a key or digest of the wrong size. */
export function signDigest(privateKey: Uint8Array, digest: Uint8Array): EthSignature {
  const recovered = secp256k1.sign(digest, privateKey, { prehash: false, format: "recovered" })
  const out = new Uint8Array(65)
  out.set(recovered.subarray(1, 65), 0)
  out[64] = 27 + (recovered[0] ?? 0)
  return EthSignatureValue.make("0x" + bytesToHex(out))
}
