/** The devnet: a deterministic demo network built only through the core `Ledger` port, and its forger, which forges the
 * pool into new batches. */
export * from "./forger.ts"
export * from "./forger_live.ts"
export * from "./scenario.ts"
export * from "./seed.ts"
export * from "./settings.ts"
export * from "./steps.ts"
