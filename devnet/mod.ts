/**
 * The devnet: a deterministic demo network built only through the core `Ledger` port — wallets
 * with documented keys (`adapters/crypto/devnet_wallets.ts`), tokens, accounts, batches with every transaction type, exits with Merkle
 * proofs and withdrawals, coordinators, bids and slots — and its forger, which forges the pool
 * into new batches.
 */
export * from "./forger.ts"
export * from "./forger_live.ts"
export * from "./scenario.ts"
export * from "./seed.ts"
export * from "./settings.ts"
export * from "./steps.ts"
