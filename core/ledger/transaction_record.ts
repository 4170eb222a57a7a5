/** The stored form of a history transaction: all it shows but its token (joined at read time: its price moves). */
import { batchFinality, type ChainFinality } from "../domain/finality.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"

/** A history transaction without its token, with the token's id. */
export interface TransactionRecord extends Omit<HistoryTransaction, "token" | "finality"> {
  readonly tokenId: TokenId
}

/** The history transaction of `record` with its token as it is now, and its finality on `chain`. */
export function historyTransaction(record: TransactionRecord, token: Token, chain: ChainFinality): HistoryTransaction {
  return {
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
    finality: batchFinality(chain, record.batchNum)
  }
}
