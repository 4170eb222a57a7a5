/** L2 transactions in the coordinator's pool: the body a client POSTs (with `maxNumBatch`, the anchor's final dialect)
 * and the view GET returns, with `maxNumBatch`, `invalidationReason`, `atomicGroupId` and `info` (extensions), and that
 * view with its `itemId` as a pool list item. */
import { Schema, SchemaTransformation } from "effect"
import { AccountIndex } from "./account_index.ts"
import { AtomicGroupIdSchema } from "./atomic_group.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { InvalidationReason } from "./invalidation_reason.ts"
import { BatchNum, BigIntString, FeeSelector, ItemId, MaxNumBatch, Nonce, Timestamp, TokenId } from "./scalars.ts"
import { Token } from "./token.ts"
import { TransactionTypeL2 } from "./transaction_type.ts"
import { TransactionId } from "./tx_id.ts"

/** State of a pool transaction: pending, forging (selected for a batch), forged, invalid. */
export const PoolL2TransactionState = Schema.Literals(["pend", "fing", "fged", "invl"])
export type PoolL2TransactionState = typeof PoolL2TransactionState.Type

/** A compressed BabyJubJub signature in memory: 128 lowercase hex characters (R8 ‖ S). */
export const BjjSignatureValue = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{128}$/u, { expected: "128 lowercase hex characters" })
).pipe(Schema.brand("BjjSignature"))
export type BjjSignature = typeof BjjSignatureValue.Type

/** A BabyJubJub signature on the wire: 128 hex characters in any case, emitted lowercase. */
export const BJJSignature = Schema.String.check(
  Schema.isPattern(/^[a-fA-F0-9]{128}$/u, { expected: "a BabyJubJub signature: 128 hex characters" })
)
  .pipe(
    Schema.decodeTo(
      BjjSignatureValue,
      SchemaTransformation.transform<string, string>({ decode: (s) => s.toLowerCase(), encode: (s) => s })
    )
  )
  .annotate({
    description: "Compressed BabyJubJub signature: R8 (32 bytes) followed by S (32 bytes, little-endian), in hex"
  })

/** An optional, nullable field of the POST body. */
function optionalNullable<S extends Schema.Top>(schema: S) {
  return Schema.optionalKey(Schema.NullOr(schema))
}

/** The body of `POST /transactions-pool` in the later revision (the earlier one's has no `maxNumBatch`); no other
 * property is allowed. */
export const PostPoolL2Transaction = Schema.Struct({
  id: TransactionId,
  type: TransactionTypeL2,
  tokenId: TokenId,
  fromAccountIndex: AccountIndex,
  toAccountIndex: optionalNullable(AccountIndex),
  toZkEthereumAddress: optionalNullable(ZkEthereumAddress),
  toBjj: optionalNullable(Bjj),
  amount: BigIntString,
  fee: FeeSelector,
  nonce: Nonce,
  signature: BJJSignature,
  maxNumBatch: optionalNullable(MaxNumBatch).annotate({
    description:
      "The last batch the transaction may be forged in; absent, null or 0: no limit. The signature covers it (element 1 " +
      "of the signed message); past it the transaction becomes invl with invalidationReason code maxNumBatchExceeded " +
      "(an extension of the contract: the anchor's final dialect)"
  }),
  requestFromAccountIndex: optionalNullable(AccountIndex),
  requestToAccountIndex: optionalNullable(AccountIndex),
  requestToZkEthereumAddress: optionalNullable(ZkEthereumAddress),
  requestToBjj: optionalNullable(Bjj),
  requestTokenId: optionalNullable(TokenId),
  requestAmount: optionalNullable(BigIntString),
  requestFee: optionalNullable(FeeSelector),
  requestNonce: optionalNullable(Nonce)
}).annotate({ identifier: "PostPoolL2Transaction" })
export type PostPoolL2Transaction = typeof PostPoolL2Transaction.Type

/** A pool transaction as `GET /transactions-pool/{id}` shows it in the later revision. */
export const PoolL2Transaction = Schema.Struct({
  id: TransactionId,
  type: TransactionTypeL2,
  fromAccountIndex: AccountIndex,
  fromZkEthereumAddress: Schema.NullOr(ZkEthereumAddress),
  fromBJJ: Schema.NullOr(Bjj),
  toAccountIndex: Schema.NullOr(AccountIndex),
  toZkEthereumAddress: Schema.NullOr(ZkEthereumAddress),
  toBjj: Schema.NullOr(Bjj),
  toBJJ: Schema.NullOr(Bjj).annotate({
    description:
      "toBjj as the anchor's final dialect spells it, the same key (an extension of the contract: its wallets decode " +
      "this spelling)"
  }),
  amount: BigIntString,
  fee: FeeSelector,
  nonce: Nonce,
  state: PoolL2TransactionState,
  signature: BJJSignature,
  timestamp: Timestamp,
  batchNum: Schema.NullOr(BatchNum),
  maxNumBatch: MaxNumBatch.annotate({
    description:
      "The last batch the transaction may be forged in, as signed; 0: no limit (an extension of the contract: the " +
      "anchor's final dialect)"
  }),
  invalidationReason: Schema.NullOr(InvalidationReason).annotate({
    description:
      "Why the transaction was dropped, for state invl: a stable code and a message; null in every other state " +
      "(an extension of the contract)"
  }),
  atomicGroupId: Schema.NullOr(AtomicGroupIdSchema).annotate({
    description:
      "The atomic group the transaction is forged with (all its members in one batch, or none): posted together " +
      "through POST /atomic-pool, or formed when a pending transaction satisfied its request; null when it belongs " +
      "to none (an extension of the contract)"
  }),
  info: Schema.NullOr(Schema.String).annotate({
    description:
      "What a pending transaction waits for: set while it requests a transaction no pending one satisfies yet " +
      "(it is forgeable only with it); null otherwise (an extension of the contract)"
  }),
  requestFromAccountIndex: Schema.NullOr(AccountIndex),
  requestToAccountIndex: Schema.NullOr(AccountIndex),
  requestToZkEthereumAddress: Schema.NullOr(ZkEthereumAddress),
  requestToBJJ: Schema.NullOr(Bjj),
  requestTokenId: Schema.NullOr(TokenId),
  requestAmount: Schema.NullOr(BigIntString),
  requestFee: Schema.NullOr(FeeSelector),
  requestNonce: Schema.NullOr(Nonce),
  token: Token
}).annotate({ identifier: "PoolL2Transaction" })
export type PoolL2Transaction = typeof PoolL2Transaction.Type

/** An item of `GET /transactions-pool` (an extension): the view of `GET /transactions-pool/{id}` with its itemId (the order transactions entered the pool). */
export const PoolL2TransactionItem = Schema.Struct({
  itemId: ItemId,
  ...PoolL2Transaction.fields
}).annotate({ identifier: "PoolL2TransactionItem" })
export type PoolL2TransactionItem = typeof PoolL2TransactionItem.Type
