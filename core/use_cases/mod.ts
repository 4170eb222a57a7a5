/**
 * The use cases of the core, one namespace per resource group.
 *
 * They are `Effect.fnUntraced` functions, not `Effect.fn("Name")`: the traced form captures a
 * stack trace and opens a span on every call, and the node exports no traces to read them.
 */
export * as Accounts from "./accounts.ts"
export * as Batches from "./batches.ts"
export * as Bids from "./bids.ts"
export * as Coordinators from "./coordinators.ts"
export * as Exits from "./exits.ts"
export * as History from "./history.ts"
export * as Network from "./network.ts"
export * as Slots from "./slots.ts"
export * as Tokens from "./tokens.ts"
export * as Authorizations from "./authorizations.ts"
export * as Pool from "./pool.ts"
export * as Health from "./health.ts"
export * as PoolList from "./pool_list.ts"
export * as AccountNonces from "./account_nonce.ts"
export * as AccountBalances from "./account_balances.ts"
export * as Events from "./events.ts"
export * as EventHub from "./event_hub.ts"
export * as EventFilter from "./event_filter.ts"
export * as Search from "./search.ts"
export * as FeeQuotes from "./fee_quote.ts"
export * as TransactionStatuses from "./transaction_status.ts"
export * as Webhooks from "./webhooks.ts"
export * as WebhookDispatcher from "./webhook_dispatcher.ts"
export * as Exports from "./history_export.ts"
