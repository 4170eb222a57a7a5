/** Typed reads of a `.values` row by position, each checking the runtime type the driver gives the column's SQL type
 * and throwing otherwise, so a schema mismatch is a defect, never a wrong value. */

/** A row as a value array, in the order of its statement's select list. */
export type Values = ReadonlyArray<unknown>

/** Fails loudly: the database returned something the schema does not allow. */
function mismatch(index: number, expected: string, value: unknown): never {
  throw new Error(`sql adapter: column "#${index}" should be ${expected}, got ${typeof value} ${String(value)}`)
}

/** The reader of a nullable column of the type `read` reads. */
function orNull<A>(read: (row: Values, index: number) => A): (row: Values, index: number) => A | null {
  return (row, index) => (isNullAt(row, index) ? null : read(row, index))
}

const MIN_SAFE_BIGINT = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE_BIGINT = BigInt(Number.MAX_SAFE_INTEGER)

/** Whether the column at `index` is SQL NULL. */
export function isNullAt(row: Values, index: number): boolean {
  const value = row[index]
  return value === null || value === undefined
}

/** An integer column (int2/int4/int8 or an integral numeric) as a safe JS number. */
export function intAt(row: Values, index: number): number {
  const value = row[index]
  if (typeof value === "number" && Number.isSafeInteger(value)) return value
  if (typeof value === "bigint" && value >= MIN_SAFE_BIGINT && value <= MAX_SAFE_BIGINT) return Number(value)
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value)
  return mismatch(index, "a safe integer", value)
}

/** Whether text is a decimal integer (`-?[0-9]+`), by character codes: cheaper than a regular expression on every numeric column. */
function isDecimalInteger(text: string): boolean {
  const start = text.charCodeAt(0) === 45 ? 1 : 0
  if (text.length <= start) return false
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 48 || code > 57) return false
  }
  return true
}

/** An integer column of any size (int8 or numeric) as a bigint. */
export function bigAt(row: Values, index: number): bigint {
  const value = row[index]
  if (typeof value === "bigint") return value
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === "string" && isDecimalInteger(value)) return BigInt(value)
  return mismatch(index, "an integer", value)
}

/** A float8 column. */
export function floatAt(row: Values, index: number): number {
  const value = row[index]
  return typeof value === "number" ? value : mismatch(index, "a number", value)
}

/** A float8[] column. */
export function floatArrayAt(row: Values, index: number): Array<number> {
  const value = row[index]
  if (!Array.isArray(value)) return mismatch(index, "an array of numbers", value)
  return value.map((element: unknown) =>
    typeof element === "number" ? element : mismatch(index, "an array of numbers", value)
  )
}

/** A text column. */
export function textAt(row: Values, index: number): string {
  const value = row[index]
  return typeof value === "string" ? value : mismatch(index, "a string", value)
}

/** A boolean column. */
export function boolAt(row: Values, index: number): boolean {
  const value = row[index]
  return typeof value === "boolean" ? value : mismatch(index, "a boolean", value)
}

/** A bytea column. */
export function bytesAt(row: Values, index: number): Uint8Array {
  const value = row[index]
  return value instanceof Uint8Array ? value : mismatch(index, "bytes", value)
}

/** A timestamptz column. */
export function dateAt(row: Values, index: number): Date {
  const value = row[index]
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : mismatch(index, "a timestamp", value)
}

/** A nullable integer column. */
export const intOrNullAt = orNull(intAt)
/** A nullable integer column of any size. */
export const bigOrNullAt = orNull(bigAt)
/** A nullable float8 column. */
export const floatOrNullAt = orNull(floatAt)
/** A nullable text column. */
export const textOrNullAt = orNull(textAt)
/** A nullable bytea column. */
export const bytesOrNullAt = orNull(bytesAt)
/** A nullable timestamptz column. */
export const dateOrNullAt = orNull(dateAt)

/** Positions by name of columns selected in the order of `names`. */
export function columnPositions<const K extends string>(names: ReadonlyArray<K>): Readonly<Record<K, number>> {
  return Object.fromEntries(names.map((name, position) => [name, position])) as Record<K, number>
}

/** The columns a forged transaction (`tx`) and a pool transaction (`pool_tx`) both name their two sides and amount by. */
export const TRANSFER_COLUMNS = [
  "from_idx",
  "from_symbol",
  "from_eth_addr",
  "from_bjj",
  "to_idx",
  "to_symbol",
  "to_eth_addr",
  "to_bjj",
  "amount"
] as const

/** The column names of positions by name (`{ item_id: 0, id: 1, … }`), in order; throws unless they are exactly 0 … n − 1. */
export function columnNames<K extends string>(positions: Readonly<Record<K, number>>): ReadonlyArray<K> {
  const names: Array<K> = []
  for (const name in positions) names[positions[name]] = name
  const complete =
    names.length === Object.keys(positions).length && Array.from(names, (name) => name !== undefined).every(Boolean)
  if (!complete) throw new Error(`sql adapter: column positions are not 0 … n − 1: ${JSON.stringify(positions)}`)
  return names
}

/** The select list of columns given as positions by name, from table `alias`, each aliased `prefix` + its name. */
export function selectList<K extends string>(
  positions: Readonly<Record<K, number>>,
  prefix: string
): (alias: string) => string {
  const names = columnNames(positions)
  return (alias) => names.map((name) => `${alias}.${name} AS ${prefix}${name}`).join(", ")
}
