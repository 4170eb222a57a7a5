/** Transaction types (`interface.md` TransactionType, TransactionTypeL2). */
import { Schema } from "effect";
/** Every transaction type, L1 and L2. */
export declare const TransactionType: Schema.Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
export type TransactionType = typeof TransactionType.Type;
/** The types an L2 transaction can have. */
export declare const TransactionTypeL2: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
export type TransactionTypeL2 = typeof TransactionTypeL2.Type;
/** The types an L1 transaction can have. */
export declare const L1_TYPES: ReadonlyArray<TransactionType>;
