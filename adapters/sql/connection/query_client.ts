/** A node-postgres style `query({text, values})` over the storage's SQL client, for rate-limiter-flexible's Postgres
 * store: rows as objects, int8 as a number, each statement bounded so a slow server fails fast. */
import { Duration, Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"

/** A statement as node-postgres takes it (`name`, for prepared statements there, is ignored). */
export interface PgQuery {
  readonly name?: string | undefined
  readonly text: string
  readonly values?: ReadonlyArray<unknown> | undefined
}

/** A result as node-postgres gives it. */
export interface PgQueryResult {
  readonly rows: Array<Record<string, unknown>>
  readonly rowCount: number
}

/** The subset of a node-postgres pool such libraries call. */
export interface PgQueryClient {
  readonly query: (query: PgQuery) => Promise<PgQueryResult>
}

/** Default bound of one statement. */
export const DEFAULT_QUERY_TIMEOUT = Duration.seconds(2)

/** A value as node-postgres returns it: int8 (a bigint here) as a number. */
function pgValue(value: unknown): unknown {
  return typeof value === "bigint" ? Number(value) : value
}

/** The query client over `sql`, each statement failing after `timeout`. */
export function queryClient(sql: SqlClient, timeout: Duration.Input = DEFAULT_QUERY_TIMEOUT): PgQueryClient {
  const run = (query: PgQuery) =>
    Effect.map(sql.unsafe<Record<string, unknown>>(query.text, query.values ?? []), (rows): PgQueryResult => {
      const converted = rows.map((row) => {
        const out: Record<string, unknown> = {}
        for (const [column, value] of Object.entries(row)) out[column] = pgValue(value)
        return out
      })
      return { rows: converted, rowCount: converted.length }
    }).pipe(Effect.timeout(timeout))
  return { query: (query) => Effect.runPromise(run(query)) }
}
