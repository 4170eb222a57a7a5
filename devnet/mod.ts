/** The devnet: a deterministic demo network built only through the core `Ledger` port, its forger, which forges the
 * pool into new batches, and its faucet, whose L1 deposits the forger forges. */
export * from "./faucet.ts"
export * from "./forger.ts"
export * from "./forger_l1_batch.ts"
export * from "./forger_live.ts"
export * from "./scenario.ts"
export * from "./seed.ts"
export * from "./settings.ts"
export * from "./steps.ts"
