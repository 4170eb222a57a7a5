/**
 * A node-postgres style `query({text, values})` over the storage's SQL client, for libraries that take a `pg` pool
 * (rate-limiter-flexible's Postgres store): rows as objects by column name, int8 as a JS number, each statement
 * bounded so a slow server fails fast (the caller then falls back, e.g. to its in-memory insurance).
 */
import { Duration, Effect } from "effect";
/** Default bound of one statement. */
export const DEFAULT_QUERY_TIMEOUT = Duration.seconds(2);
/** A value as node-postgres returns it: int8 (a bigint here) as a number. */
function pgValue(value) {
    return typeof value === "bigint" ? Number(value) : value;
}
/** The query client over `sql`, each statement failing after `timeout`. */
export function queryClient(sql, timeout = DEFAULT_QUERY_TIMEOUT) {
    const run = (query) => Effect.map(sql.unsafe(query.text, query.values ?? []), (rows) => {
        const converted = rows.map((row) => {
            const out = {};
            for (const [column, value] of Object.entries(row))
                out[column] = pgValue(value);
            return out;
        });
        return { rows: converted, rowCount: converted.length };
    }).pipe(Effect.timeout(timeout));
    return { query: (query) => Effect.runPromise(run(query)) };
}
