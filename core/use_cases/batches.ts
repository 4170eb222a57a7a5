/** Use cases of `/batches`, `/batches/{batchNum}` and `/full-batches/{batchNum}`. */
import { Effect, Option, Schema } from "effect"
import type { Batch, FullBatch } from "../domain/batch.ts"
import { EthereumAddress } from "../domain/eth_address.ts"
import { BatchNumParam, MaxBatchNumParam, PaginationQuery, SlotNumParam } from "../domain/query_params.ts"
import type { BatchNum } from "../domain/scalars.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { BatchStore } from "../ports/batch_store.ts"
import { HistoryStore } from "../ports/history_store.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /batches`. */
export const ListQuery = Schema.Struct({
  minBatchNum: Schema.optionalKey(BatchNumParam.annotate({ description: "Only batches with batchNum > minBatchNum" })),
  maxBatchNum: Schema.optionalKey(
    MaxBatchNumParam.annotate({ description: "Only batches with batchNum < maxBatchNum" })
  ),
  slotNum: Schema.optionalKey(SlotNumParam),
  forgerAddr: Schema.optionalKey(EthereumAddress),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /batches`: none. */
export const Rules: FilterRules = NO_RULES

/** Most transactions a batch can hold (the largest circuit); a full batch returns them all. */
const MAX_TRANSACTIONS_PER_BATCH = 4096

/** Batches matching the query, in increasing batchNum order. */
export const list = Effect.fnUntraced(function* (
  query: ListQuery
): Effect.fn.Return<Page<Batch>, BadRequest, BatchStore> {
  yield* checkFilters(Rules, query)
  const store = yield* BatchStore
  return yield* store.list(
    {
      minBatchNum: query.minBatchNum,
      maxBatchNum: query.maxBatchNum,
      slotNum: query.slotNum,
      forgerAddr: query.forgerAddr
    },
    pageRequest(query)
  )
})

/** The batch with this number. */
export const get = Effect.fnUntraced(function* (batchNum: BatchNum): Effect.fn.Return<Batch, NotFound, BatchStore> {
  const store = yield* BatchStore
  const batch = yield* store.get(batchNum)
  if (Option.isNone(batch)) return yield* new NotFound({ message: `batch ${batchNum} not found` })
  return batch.value
})

/** The batch with this number and every transaction forged in it, in position order. */
export const getFull = Effect.fnUntraced(function* (
  batchNum: BatchNum
): Effect.fn.Return<FullBatch, NotFound, BatchStore | HistoryStore> {
  const batch = yield* get(batchNum)
  const history = yield* HistoryStore
  // A walk's chunk, not a page: no counts to read, and every field of each item is written.
  const transactions = yield* history.listAfter({ batchNum }, undefined, MAX_TRANSACTIONS_PER_BATCH)
  return { batch, transactions }
})
