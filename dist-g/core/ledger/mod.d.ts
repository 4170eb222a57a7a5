/**
 * What every storage adapter derives the same way from the ledger's inputs: TxIDs and history
 * records of forged and queued transactions, USD values and fees, account index rendering, exit
 * and token records, the plan of a forged batch with its itemIds and its rejections, and the pool
 * state machine with the stored form of pool transactions.
 */
export * from "./account_rendering.ts";
export * from "./batch_plan.ts";
export * from "./exit_record.ts";
export * from "./fee_factor.ts";
export * from "./l1_coordinator_record.ts";
export * from "./l1_user_record.ts";
export * from "./l2_record.ts";
export * from "./ledger_view.ts";
export * from "./pool_lifecycle.ts";
export * from "./pool_record.ts";
export * from "./token_record.ts";
export * from "./transaction_record.ts";
export * from "./usd.ts";
