/**
 * What a transaction or authorization signs, computed in core (pure, `effect` only): the six field
 * elements of an L2 transaction's message, its type from its destination, the integer fee table
 * with the fee-overflow rule and the cheapest selector reaching a minimum fee, the EIP-712 digest
 * of an account-creation authorization, and the sign/Y parts of packed BabyJubJub keys. Checking
 * the signatures themselves is the `SignatureVerifier` port's job.
 */
export * from "./account_creation_digest.js";
export * from "./bjj_components.js";
export * from "./compressed_data.js";
export * from "./fee_amount.js";
export * from "./fee_selection.js";
export * from "./l2_transaction_fields.js";
export * from "./transaction_message.js";
export * from "./type_inference.js";
