/**
 * The PostgreSQL storage adapter: every storage port on a PostgreSQL server or on the embedded
 * PostgreSQL (`SqlStorage.layer`, `EmbeddedPostgres.layer`), each port's implementation on its
 * own, the migrations, and the shared pieces (the edge's failure mapping, the keyset/ordinal list
 * query, the ordinal inserts).
 */
export * as AccountStoreSql from "./stores/account_store.ts"
export * as AuctionStoreSql from "./stores/auction_store.ts"
export * as AuthorizationStoreSql from "./stores/authorization_store.ts"
export * as BatchStoreSql from "./stores/batch_store.ts"
export * as EmbeddedPostgres from "./connection/embedded_postgres.ts"
export * as EventLogSql from "./events/event_log.ts"
export * as ExitStoreSql from "./stores/exit_store.ts"
export * as HistoryStoreSql from "./stores/history_store.ts"
export * as KeysetPage from "./stores/keyset_page.ts"
export * as LedgerSql from "./ledger/ledger.ts"
export * as Migrator from "./schema/migrator.ts"
export * as NetworkStoreSql from "./stores/network_store.ts"
export * as Ordinals from "./ledger/ordinals.ts"
export * as PoolStoreSql from "./stores/pool_store.ts"
export * as SqlDatabase from "./connection/database.ts"
export * as SqlStorage from "./sql_storage.ts"
export * as StorageFailure from "./connection/storage_failure.ts"
export * as TokenStoreSql from "./stores/token_store.ts"
