/** What the ledger functions read from the store they validate against: synchronous lookups, answered from memory or
 * from rows loaded inside the write transaction. */
import type { AccountIdx } from "../domain/account_index.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import type { TxId } from "../domain/tx_id.ts"
import type { NewAccount } from "../ports/ledger.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/** Tokens and accounts as the store holds them. */
export interface LedgerView {
  readonly token: (id: TokenId) => Token | undefined
  readonly account: (idx: AccountIdx) => NewAccount | undefined
}

/** What forging a batch additionally needs to know. */
export interface BatchView extends LedgerView {
  /** The number of the last batch, undefined when there is none. */
  readonly lastBatchNum: number | undefined
  /** The highest account index, undefined when there is no account. */
  readonly lastAccountIdx: number | undefined
  /** The unforged L1 user transactions of a queue. */
  readonly queuedTransactions: (toForgeL1TransactionsNum: number) => ReadonlyArray<TransactionRecord>
  /** Whether a batch already forged this queue. */
  readonly isQueueForged: (toForgeL1TransactionsNum: number) => boolean
  /** Whether a transaction with this id is recorded (forged or queued). */
  readonly transactionExists: (id: TxId) => boolean
}
