/** The EIP-712 digest an Ethereum account signs to authorize account creation for a BabyJubJub key. */
import { keccak_256 } from "@noble/hashes/sha3.js"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import { bjjBigEndianBytes } from "./bjj_components.ts"

/** The EIP-712 domain of account-creation authorizations. */
export interface AuthorizationDomain {
  /** Domain name, also the message's `Provider` (the anchor used "Hermez Network"). */
  readonly name: string
  /** The chain id (a non-negative integer). */
  readonly chainId: number | bigint
  /** The rollup contract address. */
  readonly verifyingContract: EthAddress
}

/** The `Authorisation` string of the message. */
export const AUTHORISATION_TEXT = "Account creation"

/** The domain's `version`. */
export const DOMAIN_VERSION = "1"

const DOMAIN_TYPE = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
const AUTHORISE_TYPE = "Authorise(string Provider,string Authorisation,bytes32 BJJKey)"

const utf8 = new TextEncoder()

/** keccak256 of a string's UTF-8 bytes. */
function hashText(text: string): Uint8Array {
  return keccak_256(utf8.encode(text))
}

/** The 32-byte big-endian word of an unsigned integer below 2^256. */
function uint256Word(value: bigint): Uint8Array {
  const word = new Uint8Array(32)
  let v = value
  for (let i = 31; i >= 0; i--) {
    word[i] = Number(v & 0xffn)
    v >>= 8n
  }
  return word
}

/** keccak256 of 32-byte words laid end to end. */
function hashWords(words: ReadonlyArray<Uint8Array>): Uint8Array {
  const out = new Uint8Array(32 * words.length)
  for (const [i, word] of words.entries()) out.set(word, 32 * i)
  return keccak_256(out)
}

/** The domain separator: hashStruct(EIP712Domain). */
export function domainSeparator(domain: AuthorizationDomain): Uint8Array {
  return hashWords([
    hashText(DOMAIN_TYPE),
    hashText(domain.name),
    hashText(DOMAIN_VERSION),
    uint256Word(BigInt(domain.chainId)),
    uint256Word(BigInt(domain.verifyingContract))
  ])
}

/** hashStruct of the `Authorise` message for `bjj` under the domain's name. */
export function authoriseStructHash(bjj: BjjKey, domain: AuthorizationDomain): Uint8Array {
  return hashWords([
    hashText(AUTHORISE_TYPE),
    hashText(domain.name),
    hashText(AUTHORISATION_TEXT),
    bjjBigEndianBytes(bjj)
  ])
}

/** The 32-byte digest signed by an account-creation authorization of `bjj`. */
export function accountCreationDigest(bjj: BjjKey, domain: AuthorizationDomain): Uint8Array {
  const preimage = new Uint8Array(66)
  preimage[0] = 0x19
  preimage[1] = 0x01
  preimage.set(domainSeparator(domain), 2)
  preimage.set(authoriseStructHash(bjj, domain), 34)
  return keccak_256(preimage)
}
