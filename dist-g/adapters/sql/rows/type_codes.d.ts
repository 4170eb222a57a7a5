import type { TransactionType, TransactionTypeL2 } from "../../../core/domain/transaction_type.ts";
/** The stored code of a transaction type. */
export declare function typeCode(type: TransactionType): number;
/** The transaction type of a stored code. */
export declare function typeOfCode(code: number): TransactionType;
/** The pool state of a stored value. */
export declare const poolStateOf: (value: string) => "fged" | "fing" | "invl" | "pend";
/** The invalidation code of a stored value (stored as its wire name). */
export declare const invalidationCodeOf: (value: string) => "insufficientBalance" | "invalidTransaction" | "nonceTooLow" | "other" | "receiverNotFound" | "replaced";
/** The L2 transaction type of a stored code (pool transactions are L2 only). */
export declare function l2TypeOfCode(code: number): TransactionTypeL2;
