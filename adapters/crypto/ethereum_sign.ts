/** Ethereum signing (secp256k1, @noble/curves), for the devnet and the client command: r ‖ s ‖ v with v = 27/28, a low s
 * and RFC 6979's deterministic nonce, as wallets sign for EIP-712 and `personal_sign`. */
import { secp256k1 } from "@noble/curves/secp256k1.js"
import { keccak_256 } from "@noble/hashes/sha3.js"
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

const utf8 = new TextEncoder()

/** The digest `personal_sign` (EIP-191 version 0x45) signs: Keccak-256 of "\x19Ethereum Signed Message:\n", the
 * message's UTF-8 byte length in decimal, and those bytes. */
export function personalMessageDigest(message: string): Uint8Array {
  const body = utf8.encode(message)
  const prefix = utf8.encode(`\x19Ethereum Signed Message:\n${body.length}`)
  const preimage = new Uint8Array(prefix.length + body.length)
  preimage.set(prefix, 0)
  preimage.set(body, prefix.length)
  return keccak_256(preimage)
}

/** The signature of `message` as a wallet's `personal_sign` (ethers' `signMessage`) answers it: lowercase `0x` + 130 hex. */
export function signPersonalMessage(privateKey: Uint8Array, message: string): EthSignature {
  return signDigest(privateKey, personalMessageDigest(message))
}
