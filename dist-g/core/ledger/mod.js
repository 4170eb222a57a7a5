/**
 * What every storage adapter derives the same way from the ledger's inputs: TxIDs and history
 * records of forged and queued transactions, USD values and fees, account index rendering, exit
 * and token records, the plan of a forged batch with its itemIds and its rejections, and the pool
 * state machine with the stored form of pool transactions.
 */
export * from "./account_rendering.js";
export * from "./batch_plan.js";
export * from "./exit_record.js";
export * from "./fee_factor.js";
export * from "./l1_coordinator_record.js";
export * from "./l1_user_record.js";
export * from "./l2_record.js";
export * from "./ledger_view.js";
export * from "./pool_lifecycle.js";
export * from "./pool_record.js";
export * from "./token_record.js";
export * from "./transaction_record.js";
export * from "./usd.js";
