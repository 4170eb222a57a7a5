/**
 * A node-postgres style `query({text, values})` over the storage's SQL client, for libraries that take a `pg` pool
 * (rate-limiter-flexible's Postgres store): rows as objects by column name, int8 as a JS number, each statement
 * bounded so a slow server fails fast (the caller then falls back, e.g. to its in-memory insurance).
 */
import { Duration } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
/** A statement as node-postgres takes it (`name`, for prepared statements there, is ignored). */
export interface PgQuery {
    readonly name?: string | undefined;
    readonly text: string;
    readonly values?: ReadonlyArray<unknown> | undefined;
}
/** A result as node-postgres gives it. */
export interface PgQueryResult {
    readonly rows: Array<Record<string, unknown>>;
    readonly rowCount: number;
}
/** The subset of a node-postgres pool such libraries call. */
export interface PgQueryClient {
    readonly query: (query: PgQuery) => Promise<PgQueryResult>;
}
/** Default bound of one statement. */
export declare const DEFAULT_QUERY_TIMEOUT: Duration.Duration;
/** The query client over `sql`, each statement failing after `timeout`. */
export declare function queryClient(sql: SqlClient, timeout?: Duration.Input): PgQueryClient;
