/**
 * Typed reads of a `.values` row by position, each checking the runtime type the driver gives the column's SQL type
 * and throwing otherwise, so a schema mismatch is a defect, never a wrong value.
 */
/** A row as a value array, in the order of its statement's select list. */
export type Values = ReadonlyArray<unknown>;
/** Whether the column at `index` is SQL NULL. */
export declare function isNullAt(row: Values, index: number): boolean;
/** An integer column (int2/int4/int8 or an integral numeric) as a safe JS number. */
export declare function intAt(row: Values, index: number): number;
/** An integer column of any size (int8 or numeric) as a bigint. */
export declare function bigAt(row: Values, index: number): bigint;
/** A float8 column. */
export declare function floatAt(row: Values, index: number): number;
/** A float8[] column. */
export declare function floatArrayAt(row: Values, index: number): Array<number>;
/** A text column. */
export declare function textAt(row: Values, index: number): string;
/** A boolean column. */
export declare function boolAt(row: Values, index: number): boolean;
/** A bytea column. */
export declare function bytesAt(row: Values, index: number): Uint8Array;
/** A timestamptz column. */
export declare function dateAt(row: Values, index: number): Date;
/** A nullable integer column. */
export declare const intOrNullAt: (row: Values, index: number) => number | null;
/** A nullable integer column of any size. */
export declare const bigOrNullAt: (row: Values, index: number) => bigint | null;
/** A nullable float8 column. */
export declare const floatOrNullAt: (row: Values, index: number) => number | null;
/** A nullable text column. */
export declare const textOrNullAt: (row: Values, index: number) => string | null;
/** A nullable bytea column. */
export declare const bytesOrNullAt: (row: Values, index: number) => Uint8Array<ArrayBufferLike> | null;
/** A nullable timestamptz column. */
export declare const dateOrNullAt: (row: Values, index: number) => Date | null;
/** The column names of positions by name (`{ item_id: 0, id: 1, … }`), in order; throws unless they are exactly 0 … n − 1. */
export declare function columnNames<K extends string>(positions: Readonly<Record<K, number>>): ReadonlyArray<K>;
/** The select list of columns given as positions by name, from table `alias`, each aliased `prefix` + its name. */
export declare function selectList<K extends string>(positions: Readonly<Record<K, number>>, prefix: string): (alias: string) => string;
