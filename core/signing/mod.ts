/** What a transaction or authorization signs, computed in core (pure, `effect` only); checking the signatures is the
 * `SignatureVerifier` port's job. */
export * from "./account_creation_digest.ts"
export * from "./bjj_components.ts"
export * from "./compressed_data.ts"
export * from "./fee_amount.ts"
export * from "./fee_selection.ts"
export * from "./l2_transaction_fields.ts"
export * from "./request_fields.ts"
export * from "./transaction_message.ts"
export * from "./type_inference.ts"
