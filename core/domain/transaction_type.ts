/** Transaction types (`docs/api.md` TransactionType, TransactionTypeL2). */
import { Schema } from "effect"

/** Every transaction type, L1 and L2. */
export const TransactionType = Schema.Literals([
  "Exit",
  "Transfer",
  "Deposit",
  "CreateAccountDeposit",
  "CreateAccountDepositTransfer",
  "DepositTransfer",
  "ForceTransfer",
  "ForceExit",
  "TransferToEthAddr",
  "TransferToBJJ"
])
export type TransactionType = typeof TransactionType.Type

/** The types an L2 transaction can have. */
export const TransactionTypeL2 = Schema.Literals(["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"])
export type TransactionTypeL2 = typeof TransactionTypeL2.Type

/** The types an L1 transaction can have. */
export const L1_TYPES: ReadonlyArray<TransactionType> = [
  "Deposit",
  "CreateAccountDeposit",
  "CreateAccountDepositTransfer",
  "DepositTransfer",
  "ForceTransfer",
  "ForceExit"
]
