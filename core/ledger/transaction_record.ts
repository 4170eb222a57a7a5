/**
 * The stored form of a history transaction: everything the history shows except the embedded
 * token, which readers join at read time (its price changes; the anchor joins the token table on
 * every read), plus the token id to join with, and once forged the fixed parts of its wire text.
 */
import { batchFinality, type ChainFinality } from "../domain/finality.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import { type HistoryText, historyTextOf } from "../revision/history_text.ts"
import { type Carrying, STORED_TEXT } from "../revision/stored_text.ts"

/** A history transaction without its token, with the token's id (and, once forged, its stored wire text). */
export interface TransactionRecord extends Omit<HistoryTransaction, "token" | "finality"> {
  readonly tokenId: TokenId
  /** The fixed parts of its wire text, written when it was forged (absent: queued, or stored before they existed). */
  readonly text?: HistoryText | undefined
}

/** A forged record with its stored wire text (`history_text.ts`): what the ledger writes. */
export function withText(record: TransactionRecord): TransactionRecord {
  return { ...record, text: historyTextOf(record) }
}

/** The history transaction of `record` with its token as it is now, and its finality on `chain`. */
export function historyTransaction(record: TransactionRecord, token: Token, chain: ChainFinality): HistoryTransaction {
  const tx: Carrying<HistoryTransaction, HistoryText> = {
    L1orL2: record.L1orL2,
    id: record.id,
    itemId: record.itemId,
    type: record.type,
    position: record.position,
    fromAccountIndex: record.fromAccountIndex,
    fromZkEthereumAddress: record.fromZkEthereumAddress,
    fromBJJ: record.fromBJJ,
    toAccountIndex: record.toAccountIndex,
    toZkEthereumAddress: record.toZkEthereumAddress,
    toBJJ: record.toBJJ,
    amount: record.amount,
    batchNum: record.batchNum,
    historicUSD: record.historicUSD,
    timestamp: record.timestamp,
    token,
    L1Info: record.L1Info,
    L2Info: record.L2Info,
    finality: batchFinality(chain, record.batchNum),
    [STORED_TEXT]: record.text
  }
  return tx
}
