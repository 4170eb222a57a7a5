/**
 * The PostgreSQL storage adapter: every storage port on a PostgreSQL server or on the embedded
 * PostgreSQL (`SqlStorage.layer`, `EmbeddedPostgres.layer`), each port's implementation on its
 * own, the migrations, and the shared pieces (the edge's failure mapping, the keyset/ordinal list
 * query, the ordinal inserts).
 */
export * as AccountStoreSql from "./account_store.ts"
export * as AuctionStoreSql from "./auction_store.ts"
export * as AuthorizationStoreSql from "./authorization_store.ts"
export * as BatchStoreSql from "./batch_store.ts"
export * as EmbeddedPostgres from "./embedded_postgres.ts"
export * as EventLogSql from "./event_log.ts"
export * as ExitStoreSql from "./exit_store.ts"
export * as HistoryStoreSql from "./history_store.ts"
export * as KeysetPage from "./keyset_page.ts"
export * as LedgerSql from "./ledger.ts"
export * as Migrator from "./migrator.ts"
export * as NetworkStoreSql from "./network_store.ts"
export * as Ordinals from "./ordinals.ts"
export * as PoolStoreSql from "./pool_store.ts"
export * as SqlDatabase from "./database.ts"
export * as SqlStorage from "./sql_storage.ts"
export * as StorageFailure from "./storage_failure.ts"
export * as TokenStoreSql from "./token_store.ts"
