/**
 * The devnet: a deterministic demo network built only through the core `Ledger` port — wallets
 * with documented keys, tokens, accounts, batches with every transaction type, exits with Merkle
 * proofs and withdrawals, coordinators, bids and slots — and its forger, which forges the pool
 * into new batches.
 */
export * from "./forger.js";
export * from "./forger_live.js";
export * from "./scenario.js";
export * from "./seed.js";
export * from "./steps.js";
export * from "./wallets.js";
