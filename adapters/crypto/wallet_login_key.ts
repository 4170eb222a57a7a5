/** The BabyJubJub key a wallet derives from its Ethereum key at login, as hermezjs's `createWalletFromEtherAccount`
 * does (every release, 1.0.0 through 2.0.1) and the anchor's web wallet with it: the Ethereum key signs
 * `WALLET_LOGIN_MESSAGE` with `personal_sign`, and the raw BabyJubJub private key is Keccak-256 of that signature's
 * text — the 132 ASCII characters `0x` + lowercase hex of r ‖ s ‖ v, not the 65 bytes they spell. */
import { keccak_256 } from "@noble/hashes/sha3.js"
import type { BjjKey } from "../../core/domain/bjj.ts"
import { bjjPublicKeyOf } from "./eddsa_poseidon_sign.ts"
import { signPersonalMessage } from "./ethereum_sign.ts"

/** The message a wallet signs at login (hermezjs's `METAMASK_MESSAGE`), with its two line feeds. */
export const WALLET_LOGIN_MESSAGE =
  "Hermez Network account access.\n\nSign this message if you are in a trusted application only."

/** The raw 32-byte BabyJubJub private key a wallet derives from a 32-byte Ethereum private key. */
export function walletLoginBjjPrivateKey(ethPrivateKey: Uint8Array): Uint8Array {
  const signature = signPersonalMessage(ethPrivateKey, WALLET_LOGIN_MESSAGE)
  return keccak_256(new TextEncoder().encode(signature))
}

/** The packed BabyJubJub public key of the login key of a 32-byte Ethereum private key. */
export function walletLoginBjjPublicKey(ethPrivateKey: Uint8Array): BjjKey {
  return bjjPublicKeyOf(walletLoginBjjPrivateKey(ethPrivateKey))
}
