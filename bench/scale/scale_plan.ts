/** The shape of the scale benchmark's chain, derived from its number of history transactions in the proportions of the
 * devnet's traffic. */
import type { TransactionType } from "../../core/domain/transaction_type.ts"

/** Transactions per batch. */
export const TRANSACTIONS_PER_BATCH = 100

/** Accounts created by the opening batches (only account creations) before traffic starts. */
export const OPENING_ACCOUNTS = 1_000

/** The batches before the last whose state trees the generator writes whole (`--state-tree-window`). */
export const DEFAULT_STATE_TREE_WINDOW = 128

/** Batches per auction slot. */
export const BATCHES_PER_SLOT = 20

/** The counts of everything the generator writes. */
export interface ScalePlan {
  readonly transactions: number
  readonly batches: number
  readonly tokens: number
  readonly owners: number
  readonly poolEntries: number
  readonly coordinators: number
}

/** The plan for `transactions` history transactions (rounded up to whole batches). */
export function scalePlan(transactions: number): ScalePlan {
  const batches = Math.max(1, Math.ceil(transactions / TRANSACTIONS_PER_BATCH))
  const total = batches * TRANSACTIONS_PER_BATCH
  return {
    transactions: total,
    batches,
    tokens: 100,
    owners: Math.max(100, Math.floor(total / 50)),
    poolEntries: Math.max(100, Math.floor(total / 100)),
    coordinators: 5
  }
}

/** The types of a regular batch's positions, L1 first. */
export const BATCH_LAYOUT: ReadonlyArray<TransactionType> = [
  ...Array<TransactionType>(5).fill("CreateAccountDeposit"),
  ...Array<TransactionType>(4).fill("Deposit"),
  "ForceExit",
  ...Array<TransactionType>(80).fill("Transfer"),
  ...Array<TransactionType>(5).fill("Exit"),
  ...Array<TransactionType>(3).fill("TransferToEthAddr"),
  ...Array<TransactionType>(2).fill("TransferToBJJ")
]
