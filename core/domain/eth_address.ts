/** Ethereum addresses: in memory one canonical EIP-55 checksummed value; on the wire `0x…` (written lowercase) or
 * `zk:0x…` (written checksummed), both read in any case. */
import { Schema, SchemaTransformation } from "effect"
import { keccak_256 } from "@noble/hashes/sha3.js"

/** A 20-byte Ethereum address in its EIP-55 checksummed form. */
export const EthAddress = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-fA-F]{40}$/u, { expected: "0x followed by 40 hex characters" })
).pipe(Schema.brand("EthAddress"))
export type EthAddress = typeof EthAddress.Type

/** The ASCII codes of the lowercase hex digits. */
const HEX_DIGITS = Uint8Array.from("0123456789abcdef", (c) => c.charCodeAt(0))

/** Scratch for the 40 hex characters being checksummed (one checksum at a time: JavaScript runs a call to completion). */
const CHARS = new Uint8Array(40)

/**
 * The EIP-55 form of `CHARS` (40 lowercase hex ASCII codes): a letter is upper-cased where the Keccak-256 of the
 * lowercase text has a nibble of 8 or more. Works on character codes, not strings: a stored address is decoded here.
 */
function checksumChars(): EthAddress {
  const hash = keccak_256(CHARS)
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> ((i & 1) === 0 ? 4 : 0)) & 0x0f
    if (nibble >= 8 && CHARS[i]! >= 0x61) CHARS[i] = CHARS[i]! - 0x20
  }
  return EthAddress.make("0x" + String.fromCharCode.apply(null, CHARS as unknown as Array<number>))
}

/** The EIP-55 checksummed form of an address's 20 bytes. */
export function checksumOfBytes(bytes: Uint8Array): EthAddress {
  for (let i = 0; i < 20; i++) {
    const b = bytes[i]!
    CHARS[2 * i] = HEX_DIGITS[b >> 4]!
    CHARS[2 * i + 1] = HEX_DIGITS[b & 0x0f]!
  }
  return checksumChars()
}

/** The EIP-55 checksummed form of a `0x` + 40 hex address given in any case. */
export function checksum(address: string): EthAddress {
  for (let i = 0; i < 40; i++) CHARS[i] = address.charCodeAt(i + 2) | 0x20
  return checksumChars()
}

/** The address whose bytes are all 0xFF: marks internal accounts and TransferToBJJ destinations. */
export const FF_ADDRESS: EthAddress = checksum("0x" + "f".repeat(40))

/** The zero address. */
export const ZERO_ADDRESS: EthAddress = checksum("0x" + "0".repeat(40))

/** A plain Ethereum address on the wire: `^0x[a-fA-F0-9]{40}$`, emitted lowercase. */
export const EthereumAddress = Schema.String.check(
  Schema.isPattern(/^0x[a-fA-F0-9]{40}$/u, { expected: "an Ethereum address: 0x followed by 40 hex characters" })
)
  .pipe(
    Schema.decodeTo(
      EthAddress,
      SchemaTransformation.transform<string, string>({ decode: checksum, encode: (a) => a.toLowerCase() })
    )
  )
  .annotate({ description: "Ethereum address" })

/** A network-linked Ethereum address on the wire: `^zk:0x[a-fA-F0-9]{40}$`, emitted EIP-55 checksummed. */
export const ZkEthereumAddress = Schema.String.check(
  Schema.isPattern(/^zk:0x[a-fA-F0-9]{40}$/u, {
    expected: "a zk Ethereum address: zk:0x followed by 40 hex characters"
  })
)
  .pipe(
    Schema.decodeTo(
      EthAddress,
      SchemaTransformation.transform<string, string>({ decode: (s) => checksum(s.slice(3)), encode: (a) => `zk:${a}` })
    )
  )
  .annotate({ description: "Ethereum address prefixed with zk:" })
