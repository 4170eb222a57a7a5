/** Arbitraries of the interface's values, derived with Effect's `Arbitrary` from schemas: a value with structure (an
 * address, a key, a Float40 amount) from the schema of its raw parts, mapped through the domain's own constructor,
 * never filtered, so that each shrinks toward its simplest value. */
import { Arbitrary, Schema } from "effect"
import { privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { type BjjKey, bjjFromBytes } from "../../core/domain/bjj.ts"
import { checksumOfBytes, type EthAddress } from "../../core/domain/eth_address.ts"
import { FeeSelector, Nonce, TokenId } from "../../core/domain/scalars.ts"
import { float40AmountNumbered, float40NumberAtMost, LAST_FLOAT40_NUMBER } from "./float40_order.ts"
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

/** The amounts whose Float40 numbers (`float40_order.ts`) run from `first` to `last`: an integer drawn between them and
 * shrinking toward `first`, so toward the smallest amount. */
function float40AmountsNumbered(first: bigint, last: bigint): Arbitrary.Arbitrary<bigint> {
  return Arbitrary.schema(Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: first, maximum: last }))).pipe(
    Arbitrary.map(float40AmountNumbered)
  )
}

/** Amounts Float40 represents exactly (0 included), from 0 to (2^35 − 1) · 10^31; shrinks toward 0. */
export const float40Amount: Arbitrary.Arbitrary<bigint> = float40AmountsNumbered(0n, LAST_FLOAT40_NUMBER)

/** Amounts above 0 that Float40 represents exactly, at most `max` when given (≥ 1); shrinks toward the smallest, so a
 * property failing above some amount shrinks to the first Float40 amount that fails it. */
export function positiveAmount(max?: bigint): Arbitrary.Arbitrary<bigint> {
  if (max !== undefined && max < 1n) throw new RangeError(`no positive amount is at most ${max}`)
  return float40AmountsNumbered(1n, max === undefined ? LAST_FLOAT40_NUMBER : float40NumberAtMost(max))
}

/** Private keys valid for both Ethereum and BabyJubJub: an integer in [1, n) of secp256k1, big-endian in 32 bytes
 * (drawn as an integer, so it shrinks toward key 1). */
export const privateKey: Arbitrary.Arbitrary<Uint8Array> = Arbitrary.schema(
  Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 1n, maximum: SECP256K1_ORDER - 1n }))
).pipe(Arbitrary.map(privateKeyBytes))

/** Wallets from generated private keys. */
export const wallet: Arbitrary.Arbitrary<TestWallet> = privateKey.pipe(Arbitrary.map(testWallet))
