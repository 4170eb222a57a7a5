/** The coordinator's pool of L2 transactions: the write side of `POST /transactions-pool` and its reads. */
import { Context, type Effect, type Option } from "effect"
import type { PoolL2Transaction } from "../domain/pool_transaction.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { TxId } from "../domain/tx_id.ts"

/** A pool transaction as stored: the GET view with its token by id (joined when read). */
export type PoolRecord = Omit<PoolL2Transaction, "token"> & { readonly tokenId: TokenId }

/** The outcome of adding a transaction: added, or the id was already taken by this stored record. */
export type PoolAddOutcome =
  | { readonly _tag: "Added" }
  | { readonly _tag: "Existing"; readonly record: PoolRecord }

/** Pool transactions by id; adding is atomic and durable before it returns. */
export class PoolStore extends Context.Service<PoolStore, {
  /** Adds the record unless its id is taken; then returns the stored record instead (nothing is written). */
  readonly add: (record: PoolRecord) => Effect.Effect<PoolAddOutcome>
  readonly get: (id: TxId) => Effect.Effect<Option.Option<PoolL2Transaction>>
  /** Pending transactions in the order they were added, at most `limit` (what a forger selects from). */
  readonly pending: (limit: number) => Effect.Effect<ReadonlyArray<PoolL2Transaction>>
}>()("zk-api/ports/PoolStore") {}
