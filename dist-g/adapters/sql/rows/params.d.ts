/**
 * Statement parameters: placeholders allocated as SQL is assembled, and typed arrays for set-form inserts.
 * An array's element type must be stated: a column of nulls has nothing to infer from, and int8 wants bigints.
 */
import { PgTypes } from "@effect/sql-pg";
/** The parameters of one statement, in placeholder order. */
export declare class Params {
    readonly values: Array<unknown>;
    /** Adds a parameter and returns its placeholder (`$n`). */
    add(value: unknown): string;
}
/** An array parameter type: how its placeholder is cast in SQL, and how values of `A` are bound. */
export interface ArrayType<A> {
    readonly cast: string;
    readonly bind: (values: ReadonlyArray<A | null>) => PgTypes.Parameter;
}
/** int8[] (integers given as numbers or bigints). */
export declare const INT8: ArrayType<number | bigint>;
/** int4[]. */
export declare const INT4: ArrayType<number>;
/** int2[]. */
export declare const INT2: ArrayType<number>;
/** text[]. */
export declare const TEXT: ArrayType<string>;
/** numeric[] from integers of any size, bound as decimal text and cast in SQL. */
export declare const NUMERIC: ArrayType<bigint>;
/** bytea[]. */
export declare const BYTEA: ArrayType<Uint8Array<ArrayBufferLike>>;
/** float8[]. */
export declare const FLOAT8: ArrayType<number>;
/** bool[]. */
export declare const BOOL: ArrayType<boolean>;
/** timestamptz[]. */
export declare const TIMESTAMPTZ: ArrayType<Date>;
