/** Where the rate limiter keeps its budgets: in the database of a PostgreSQL server, shared by every process on it,
 * through a small pool of their own; in the process's memory on the embedded or in-memory storage. */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { RateLimitStore } from "../adapters/http/edge/rate_limit.ts"
import { QueryClient, RATE_LIMIT_TABLE, SqlStorage } from "../adapters/sql/mod.ts"
import type { RateLimitSettings } from "./rate_limit_settings.ts"
import type { StorageConfig } from "./storage.ts"

/** Connections of the pool the shared budgets use on a PostgreSQL server (beside the storage's). */
export const RATE_LIMIT_POOL_SIZE = 4

/**
 * `storage` with the store of budgets shared by processes beside it: on a PostgreSQL server, its table through a
 * pool of `RATE_LIMIT_POOL_SIZE` connections, opened once the storage is up; elsewhere (one process) nothing, the
 * budgets kept in memory.
 */
export function withRateLimitStore<A, E, R>(
  storage: Layer.Layer<A, E, R>,
  config: StorageConfig,
  settings: RateLimitSettings
): Layer.Layer<A, E | SqlStorage.SqlStorageError, R> {
  if (!settings.enabled || config.kind !== "external") return storage
  const store = Layer.effect(
    RateLimitStore,
    Effect.map(Effect.service(SqlClient), (sql) => ({
      client: QueryClient.queryClient(sql),
      tableName: RATE_LIMIT_TABLE
    }))
  ).pipe(Layer.provide(SqlStorage.clientLayer({ url: config.url, maxConnections: RATE_LIMIT_POOL_SIZE })))
  return store.pipe(Layer.provideMerge(storage))
}
