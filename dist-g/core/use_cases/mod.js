/**
 * The use cases of the core, one namespace per resource group.
 *
 * They are `Effect.fnUntraced` functions, not `Effect.fn("Name")`: the traced form captures a
 * stack trace and opens a span on every call, and the node exports no traces to read them.
 */
export * as Accounts from "./accounts.js";
export * as Batches from "./batches.js";
export * as Bids from "./bids.js";
export * as Coordinators from "./coordinators.js";
export * as Exits from "./exits.js";
export * as History from "./history.js";
export * as Network from "./network.js";
export * as Slots from "./slots.js";
export * as Tokens from "./tokens.js";
export * as Authorizations from "./authorizations.js";
export * as Pool from "./pool.js";
export * as Health from "./health.js";
export * as PoolList from "./pool_list.js";
export * as AccountNonces from "./account_nonce.js";
export * as AccountBalances from "./account_balances.js";
export * as Events from "./events.js";
export * as EventHub from "./event_hub.js";
export * as EventFilter from "./event_filter.js";
export * as Search from "./search.js";
export * as FeeQuotes from "./fee_quote.js";
