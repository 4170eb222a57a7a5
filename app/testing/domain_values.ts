/** Arbitraries of the interface's values, derived with Effect's `Arbitrary` from schemas: a value with structure (an
 * address, a key, a Float40 amount) from the schema of its raw parts, mapped through the domain's own constructor. */
import { Arbitrary, Schema } from "effect"
import { type BjjKey, bjjFromBytes } from "../../core/domain/bjj.ts"
import { checksumOfBytes, type EthAddress } from "../../core/domain/eth_address.ts"
import { FeeSelector, Nonce, TokenId } from "../../core/domain/scalars.ts"
import { type TestWallet, testWallet } from "./test_wallet.ts"

/** A byte. */
const Byte = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))

/** `length` bytes. */
function bytes(length: number): Arbitrary.Arbitrary<Uint8Array> {
  const schema = Schema.Array(Byte).check(Schema.isMinLength(length), Schema.isMaxLength(length))
  return Arbitrary.schema(schema).pipe(Arbitrary.map((values) => Uint8Array.from(values)))
}

/** secp256k1's group order: an Ethereum private key is in [1, n). */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The integer of big-endian `key`. */
function bigEndian(key: Uint8Array): bigint {
  let value = 0n
  for (const byte of key) value = (value << 8n) | BigInt(byte)
  return value
}

/** Ethereum addresses, EIP-55 checksummed. */
export const ethAddress: Arbitrary.Arbitrary<EthAddress> = bytes(20).pipe(Arbitrary.map(checksumOfBytes))

/** Compressed BabyJubJub public keys as the interface carries them (any 32 bytes; not every one is a curve point). */
export const bjjKey: Arbitrary.Arbitrary<BjjKey> = bytes(32).pipe(Arbitrary.map(bjjFromBytes))

/** Token ids. */
export const tokenId: Arbitrary.Arbitrary<TokenId> = Arbitrary.schema(TokenId)

/** Nonces. */
export const nonce: Arbitrary.Arbitrary<Nonce> = Arbitrary.schema(Nonce)

/** Fee selectors a transaction may carry (0–255). */
export const feeSelector: Arbitrary.Arbitrary<FeeSelector> = Arbitrary.schema(
  FeeSelector.check(Schema.isLessThanOrEqualTo(255))
)

/** Amounts Float40 represents exactly: a mantissa below 2^35 times a power of ten up to 10^31. */
export const float40Amount: Arbitrary.Arbitrary<bigint> = Arbitrary.all([
  Arbitrary.schema(Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: (1n << 35n) - 1n }))),
  Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 31 })))
]).pipe(Arbitrary.map(([mantissa, exponent]) => mantissa * 10n ** BigInt(exponent)))

/** Private keys valid for both Ethereum and BabyJubJub. */
export const privateKey: Arbitrary.Arbitrary<Uint8Array> = bytes(32).pipe(
  Arbitrary.filter((key) => {
    const value = bigEndian(key)
    return value > 0n && value < SECP256K1_ORDER
  })
)

/** Wallets from generated private keys. */
export const wallet: Arbitrary.Arbitrary<TestWallet> = privateKey.pipe(Arbitrary.map(testWallet))
