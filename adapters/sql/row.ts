/**
 * Typed reads of the rows the PostgreSQL driver returns (`Record<string, unknown>`): each reader
 * checks the runtime type the driver gives for the column's SQL type (int8 → bigint, int4/int2 →
 * number, numeric → decimal string, float8 → number, bytea → Uint8Array, timestamptz → Date) and
 * throws on anything else, so a schema mismatch is a defect, never a silently wrong value.
 */

/**
 * The options of every brand constructor a row decoder calls: no checks. What a row holds was
 * checked by core's schemas when the ledger wrote it, and the readers below check the driver's
 * runtime types; re-running every brand's checks on every read cost ≈ 5 % of the API process's
 * CPU for a history page from PostgreSQL (`constructSync` and the filters under it, in a
 * `--cpu-prof` of `npm run bench:http`'s load).
 */
export const STORED = { disableChecks: true } as const

/** A row as the driver returns it. */
export type Row = Readonly<Record<string, unknown>>

/** Fails loudly: the database returned something the schema does not allow. */
function mismatch(key: string, expected: string, value: unknown): never {
  throw new Error(`sql adapter: column "${key}" should be ${expected}, got ${typeof value} ${String(value)}`)
}

/** Whether the column is SQL NULL. */
export function isNull(row: Row, key: string): boolean {
  const value = row[key]
  return value === null || value === undefined
}

/** The safe integer range as bigints (int8 columns arrive as bigint). */
const MIN_SAFE_BIGINT = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE_BIGINT = BigInt(Number.MAX_SAFE_INTEGER)

/** An integer column (int2/int4/int8 or an integral numeric) as a safe JS number. */
export function int(row: Row, key: string): number {
  const value = row[key]
  if (typeof value === "number" && Number.isSafeInteger(value)) return value
  if (typeof value === "bigint" && value >= MIN_SAFE_BIGINT && value <= MAX_SAFE_BIGINT) {
    return Number(value)
  }
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value)
  return mismatch(key, "a safe integer", value)
}

/** A nullable integer column. */
export function intOrNull(row: Row, key: string): number | null {
  return isNull(row, key) ? null : int(row, key)
}

/** An integer column of any size (int8 or numeric) as a bigint. */
export function big(row: Row, key: string): bigint {
  const value = row[key]
  if (typeof value === "bigint") return value
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === "string" && /^-?\d+$/.test(value)) return BigInt(value)
  return mismatch(key, "an integer", value)
}

/** A nullable integer column of any size. */
export function bigOrNull(row: Row, key: string): bigint | null {
  return isNull(row, key) ? null : big(row, key)
}

/** A float8 column. */
export function float(row: Row, key: string): number {
  const value = row[key]
  return typeof value === "number" ? value : mismatch(key, "a number", value)
}

/** A nullable float8 column. */
export function floatOrNull(row: Row, key: string): number | null {
  return isNull(row, key) ? null : float(row, key)
}

/** A float8[] column. */
export function floatArray(row: Row, key: string): Array<number> {
  const value = row[key]
  if (!Array.isArray(value)) return mismatch(key, "an array of numbers", value)
  return value.map((element: unknown) => (typeof element === "number" ? element : mismatch(key, "an array of numbers", value)))
}

/** A text column. */
export function text(row: Row, key: string): string {
  const value = row[key]
  return typeof value === "string" ? value : mismatch(key, "a string", value)
}

/** A nullable text column. */
export function textOrNull(row: Row, key: string): string | null {
  return isNull(row, key) ? null : text(row, key)
}

/** A boolean column. */
export function bool(row: Row, key: string): boolean {
  const value = row[key]
  return typeof value === "boolean" ? value : mismatch(key, "a boolean", value)
}

/** A bytea column. */
export function bytes(row: Row, key: string): Uint8Array {
  const value = row[key]
  return value instanceof Uint8Array ? value : mismatch(key, "bytes", value)
}

/** A nullable bytea column. */
export function bytesOrNull(row: Row, key: string): Uint8Array | null {
  return isNull(row, key) ? null : bytes(row, key)
}

/** A timestamptz column. */
export function date(row: Row, key: string): Date {
  const value = row[key]
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : mismatch(key, "a timestamp", value)
}

/** A nullable timestamptz column. */
export function dateOrNull(row: Row, key: string): Date | null {
  return isNull(row, key) ? null : date(row, key)
}
