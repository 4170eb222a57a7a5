/** The PostgreSQL storage adapter: every storage port on a server or on the embedded PostgreSQL, and what the app
 * builds beside it. */
export * as EmbeddedPostgres from "./connection/embedded_postgres.ts"
export * as QueryClient from "./connection/query_client.ts"
export { RATE_LIMIT_TABLE } from "./schema/migrations/0004_rate_limits.ts"
export * as SqlStorage from "./sql_storage.ts"
