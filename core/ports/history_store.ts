/** Read port for forged transactions (and unforged L1 user transactions by id). */
import { Context, type Effect, type Option } from "effect"
import type { AccountIdx } from "../domain/account_index.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import type { BatchNum, TokenId } from "../domain/scalars.ts"
import type { TransactionType } from "../domain/transaction_type.ts"
import type { Finality } from "../domain/finality.ts"
import type { Token } from "../domain/token.ts"
import type { TxId } from "../domain/tx_id.ts"
import type { Page, PageRequest } from "../pagination/page.ts"
import type { Rendered, StoredRendering } from "./stored_rendering.ts"

/** Which forged transactions a list returns; absent fields do not filter. */
export interface HistoryFilter {
  readonly tokenId?: TokenId | undefined
  /** Sent from or to an account of this address. */
  readonly ethAddr?: EthAddress | undefined
  /** Sent from or to an account of this key. */
  readonly bjj?: BjjKey | undefined
  /** Sent from or to this account. */
  readonly accountIdx?: AccountIdx | undefined
  readonly batchNum?: BatchNum | undefined
  /** Forged in this batch or an earlier one (finality, exports' windows). */
  readonly upToBatch?: BatchNum | undefined
  readonly type?: TransactionType | undefined
}

/**
 * A forged transaction a page read as the rendering its storage keeps beside it: the rendering and the fields that move
 * after it was made (its token, its finality) and its item id; the others only in the rendering, which only the adapter
 * that made it reads.
 */
export interface TemplatedHistoryTransaction {
  readonly _tag: "TemplatedHistoryTransaction"
  readonly rendering: StoredRendering
  readonly itemId: HistoryTransaction["itemId"]
  readonly token: Token
  readonly finality: Finality
}

/** An item of a page for writing (`listTemplated`): a transaction decoded, or read as its stored rendering. */
export type HistoryPageItem = Rendered<HistoryTransaction> | TemplatedHistoryTransaction

/** Whether a page's item was read as its stored rendering. */
export function isTemplated(item: HistoryPageItem): item is TemplatedHistoryTransaction {
  return "_tag" in item
}

/** Forged transactions in (batchNum, position) = itemId order, each with the rendering its storage keeps beside it, when
 * it keeps one. */
export class HistoryStore extends Context.Service<
  HistoryStore,
  {
    /** Forged transactions only. */
    readonly list: (filter: HistoryFilter, page: PageRequest) => Effect.Effect<Page<Rendered<HistoryTransaction>>>
    /**
     * The page `list` gives, for an adapter writing it as text: items whose storage keeps a rendering may come read as
     * that rendering (`TemplatedHistoryTransaction`), their other fields not decoded.
     */
    readonly listTemplated: (filter: HistoryFilter, page: PageRequest) => Effect.Effect<Page<HistoryPageItem>>
    /** Forged transactions and unforged L1 user transactions. */
    readonly get: (id: TxId) => Effect.Effect<Option.Option<Rendered<HistoryTransaction>>>
    /**
     * The next chunk of a walk (exports): forged transactions matching `filter` with an itemId above `afterItem` (undefined:
     * from the first), ascending, at most `limit`; what `list` pages ASC from `afterItem + 1` gives, without its counts, one
     * statement per chunk (no transaction held across chunks).
     */
    readonly listAfter: (
      filter: HistoryFilter,
      afterItem: number | undefined,
      limit: number
    ) => Effect.Effect<ReadonlyArray<Rendered<HistoryTransaction>>>
    /**
     * For an L1 user transaction a reorg returned to its queue: the batch it was forged in before, until it is forged
     * again; none for any other id.
     */
    readonly rolledBackFrom: (id: TxId) => Effect.Effect<Option.Option<BatchNum>>
    /** What `get` finds for each id, in the order given (repeats included), read at once (one round trip, one snapshot). */
    readonly getMany: (
      ids: ReadonlyArray<TxId>
    ) => Effect.Effect<ReadonlyArray<Option.Option<Rendered<HistoryTransaction>>>>
  }
>()("zk-api/ports/HistoryStore") {}
