/** Which storage the variables choose: `STORAGE` when given, else a PostgreSQL server when `DATABASE_URL` is set, else
 * the embedded PostgreSQL. Plain, so the `WEB_CONCURRENCY` supervisor applies it without loading the application. */

/** The storage kind `storage` (`STORAGE`, absent or empty: unset) and the presence of `DATABASE_URL` choose. */
export function chosenStorageKind<K extends string>(
  storage: K | undefined,
  hasDatabaseUrl: boolean
): K | "external" | "embedded" {
  if (storage !== undefined && storage !== "") return storage
  return hasDatabaseUrl ? "external" : "embedded"
}
