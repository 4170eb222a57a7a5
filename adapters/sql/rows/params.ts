/**
 * Statement parameters: positional placeholders allocated as SQL text is assembled, and typed
 * array parameters for set-form inserts (`unnest($1::int8[], …)`). The driver infers scalar
 * types (int4/int8 from numbers, bytea from bytes, timestamptz from dates, untyped text for
 * strings, so a decimal string binds to a numeric column), but an array's element type must be
 * stated: a column of nulls has nothing to infer from, and int8 wants bigints.
 */
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

/** An array parameter whose elements have the PostgreSQL type `elementOid`. */
function typedArray(values: ReadonlyArray<unknown>, elementOid: number): PgTypes.Parameter {
  return Result.getOrThrow(PgTypes.array(values, elementOid))
}

/** An int8[] parameter (integers given as numbers or bigints). */
export function int8Array(values: ReadonlyArray<number | bigint | null>): PgTypes.Parameter {
  return typedArray(values.map((v) => (v === null ? null : BigInt(v))), PgTypes.OID.int8)
}

/** An int4[] parameter. */
export function int4Array(values: ReadonlyArray<number | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.int4)
}

/** An int2[] parameter. */
export function int2Array(values: ReadonlyArray<number | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.int2)
}

/** A text[] parameter (also how numeric[] values are bound: decimal strings, cast in SQL). */
export function textArray(values: ReadonlyArray<string | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.text)
}

/** A bytea[] parameter. */
export function byteaArray(values: ReadonlyArray<Uint8Array | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.bytea)
}

/** A float8[] parameter. */
export function float8Array(values: ReadonlyArray<number | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.float8)
}

/** A bool[] parameter. */
export function boolArray(values: ReadonlyArray<boolean | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.bool)
}

/** A timestamptz[] parameter. */
export function timestamptzArray(values: ReadonlyArray<Date | null>): PgTypes.Parameter {
  return typedArray(values, PgTypes.OID.timestamptz)
}

/** A numeric parameter from an integer of any size. */
export function numeric(value: bigint | null): PgTypes.Parameter {
  return PgTypes.numeric(value === null ? null : value.toString())
}
