/** Use case of `GET /transactions-history/export` (an extension, later revision): the history's filters over a window
 * fixed when the export opens, walked in itemId chunks, one read each, so no transaction is held open. */
import { Effect, Option, Schema, Stream } from "effect"
import { MinFinality } from "../domain/finality.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import type { Rendered } from "../ports/stored_rendering.ts"
import { BatchNumParam, ItemIdParam } from "../domain/query_params.ts"
import type { BatchNum } from "../domain/scalars.ts"
import type { BadRequest } from "../errors.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { BatchStore } from "../ports/batch_store.ts"
import type { ChainFinalityReader } from "../ports/chain_finality.ts"
import { type HistoryFilter, HistoryStore } from "../ports/history_store.ts"
import { CurrentReadView, ReadView } from "../ports/read_view.ts"
import { filterOf, Filters, finalityBound } from "./history.ts"

/** The formats of an export: one JSON item per line, or CSV rows (`domain/history_csv.ts`). */
export const ExportFormat = Schema.Literals(["ndjson", "csv"]).annotate({
  description:
    "ndjson (default): one item per line, as GET /transactions-history/{id} answers it; csv: a header row (none when resuming " +
    "with afterItem), then one row per item"
})
export type ExportFormat = typeof ExportFormat.Type

/** Query parameters of the export: the history's filters, the format and the window. */
export const ExportQuery = Schema.Struct({
  ...Filters,
  format: Schema.optionalKey(ExportFormat),
  afterItem: Schema.optionalKey(
    ItemIdParam.annotate({
      description: "Start after this itemId (exclusive): to resume a cut export, the itemId of its last complete line"
    })
  ),
  upToBatch: Schema.optionalKey(
    BatchNumParam.annotate({
      description:
        "Stop after the transactions of this batch (inclusive); default and at most: the last batch when the export opens"
    })
  ),
  minFinality: Schema.optionalKey(
    MinFinality.annotate({
      description: "finalized: stop at the last finalized batch when the export opens (default: the last batch)"
    })
  )
})
export type ExportQuery = typeof ExportQuery.Type

/** Items read per chunk (one statement each on PostgreSQL). */
export const CHUNK_ITEMS = 4096

/** An opened export: its format, whether it resumes another, the batch its window stops at, and the items as a stream of chunks. */
export interface HistoryExport {
  readonly format: ExportFormat
  /** Whether it starts after an item (`afterItem`): the rest of an earlier export, so what opens a whole export (CSV's header row) is left out. */
  readonly resumed: boolean
  /** The last batch of the window (0 when no batch is forged yet). */
  readonly upToBatch: BatchNum
  /** The window's transactions in itemId order, one non-empty array per chunk read; runs with no service. */
  readonly chunks: Stream.Stream<ReadonlyArray<Rendered<HistoryTransaction>>>
}

/** The chunks of `filter` after `afterItem`, each read by `read` (`HistoryStore.listAfter`), `size` at most, until one comes short. */
export function walk(
  read: HistoryStore["Service"]["listAfter"],
  filter: HistoryFilter,
  afterItem: number | undefined,
  size: number = CHUNK_ITEMS
): Stream.Stream<ReadonlyArray<Rendered<HistoryTransaction>>> {
  return Stream.paginate(afterItem, (after: number | undefined) =>
    Effect.map(read(filter, after, size), (items) => {
      const last = items[items.length - 1]
      const next = last === undefined || items.length < size ? Option.none<number>() : Option.some(last.itemId)
      return [items.length === 0 ? [] : [items], next] as const
    })
  )
}

/**
 * Opens an export: checks the filters as `GET /transactions-history` does (the same 400s), fixes the window's last batch,
 * and returns the walk. Read on replicas, each chunk asks for a replica holding that batch.
 */
export const open = Effect.fnUntraced(function* (
  query: ExportQuery
): Effect.fn.Return<HistoryExport, BadRequest, HistoryStore | BatchStore | AccountStore | ChainFinalityReader> {
  const filter = yield* filterOf(query)
  const batches = yield* BatchStore
  const latest = yield* batches.list({}, { fromItem: undefined, order: "DESC", limit: 1 })
  const final = yield* finalityBound(query.minFinality)
  const last = Math.min(latest.items[0]?.batchNum ?? 0, final ?? Number.MAX_SAFE_INTEGER) as BatchNum
  const upToBatch = query.upToBatch === undefined || query.upToBatch > last ? last : query.upToBatch
  const store = yield* HistoryStore
  const routed = (yield* CurrentReadView) !== undefined
  const chunks = walk(store.listAfter, { ...filter, upToBatch }, query.afterItem)
  return {
    format: query.format ?? "ndjson",
    resumed: query.afterItem !== undefined,
    upToBatch,
    chunks: routed ? Stream.provideService(chunks, CurrentReadView, new ReadView(upToBatch)) : chunks
  }
})
