/** Statement parameters: placeholders allocated as SQL is assembled, and typed arrays for set-form inserts. */
import { PgTypes } from "@effect/sql-pg"
import { Result } from "effect"

/** The parameters of one statement, in placeholder order. */
export class Params {
  readonly values: Array<unknown> = []

  /** Adds a parameter and returns its placeholder (`$n`). */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** An array parameter type: how its placeholder is cast in SQL, and how values of `A` are bound. */
export interface ArrayType<A> {
  readonly cast: string
  readonly bind: (values: ReadonlyArray<A | null>) => PgTypes.Parameter
}

/** The array type of elements with the PostgreSQL type `oid`, each non-null value bound as `encode` gives it. The type
 * must be stated: a column of nulls has nothing to infer from, and int8 wants bigints. */
function arrayType<A>(cast: string, oid: number, encode?: (value: A) => unknown): ArrayType<A> {
  const encoded =
    encode === undefined
      ? (values: ReadonlyArray<A | null>) => values
      : (values: ReadonlyArray<A | null>) => values.map((v) => (v === null ? null : encode(v)))
  return { cast, bind: (values) => Result.getOrThrow(PgTypes.array(encoded(values), oid)) }
}

/** int8[] (integers given as numbers or bigints). */
export const INT8 = arrayType<number | bigint>("int8[]", PgTypes.OID.int8, BigInt)
/** int4[]. */
export const INT4 = arrayType<number>("int4[]", PgTypes.OID.int4)
/** int2[]. */
export const INT2 = arrayType<number>("int2[]", PgTypes.OID.int2)
/** text[]. */
export const TEXT = arrayType<string>("text[]", PgTypes.OID.text)
/** numeric[] from integers of any size, bound as decimal text and cast in SQL. */
export const NUMERIC = arrayType<bigint>("text[]::numeric[]", PgTypes.OID.text, String)
/** bytea[]. */
export const BYTEA = arrayType<Uint8Array>("bytea[]", PgTypes.OID.bytea)
/** float8[]. */
export const FLOAT8 = arrayType<number>("float8[]", PgTypes.OID.float8)
/** bool[]. */
export const BOOL = arrayType<boolean>("bool[]", PgTypes.OID.bool)
/** timestamptz[]. */
export const TIMESTAMPTZ = arrayType<Date>("timestamptz[]", PgTypes.OID.timestamptz)
