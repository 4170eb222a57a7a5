/**
 * Ordinal dimensions and their set-form insert (`docs/storage.md`, exact counts): rows are numbered gap-free per
 * dimension in item order, each new row the key's last ordinal plus its rank. Only the single writer inserts.
 */
import type { ArrayType } from "../rows/params.ts";
/** The rows sharing `keys` (none: every row), numbered in `ord`. */
interface Dimension {
    readonly ord: string;
    readonly keys: ReadonlyArray<string>;
}
/** A table whose rows carry ordinals, numbered in item_id order. */
interface OrdinalTable {
    readonly table: string;
    readonly dimensions: ReadonlyArray<Dimension>;
}
/** A column of a set-form insert: its name, its placeholder's cast, and its array parameter for rows `R`. */
export interface InsertColumn<R> {
    readonly name: string;
    readonly cast: string;
    readonly bind: (rows: ReadonlyArray<R>) => unknown;
}
/** The insert column `name` of array type `type`, its value in a row `R` given by `value`. */
export declare function column<R, A>(name: string, type: ArrayType<A>, value: (row: R) => A | null): InsertColumn<R>;
/** A set-form insert: its statement, and its parameters for rows `R` (one array per column). */
export interface SetInsert<R> {
    readonly statement: string;
    readonly params: (rows: ReadonlyArray<R>) => Array<unknown>;
}
/** The insert into `table` of one array parameter per column (`$1…$n`), with every ordinal, then `computed` columns: expressions over the rows `o` (window functions allowed). */
export declare function insertWithOrdinals<R>(table: OrdinalTable, columns: ReadonlyArray<InsertColumn<R>>, computed?: ReadonlyArray<{
    readonly name: string;
    readonly expression: string;
}>): SetInsert<R>;
/** The table `table`, with a dimension per ordinal column (by its key columns). */
export declare function ordinalTable(table: string, dimensions?: Readonly<Record<string, ReadonlyArray<string>>>): OrdinalTable;
/** Forged transactions: every one, by token, by type, by token and type. */
export declare const TX: OrdinalTable;
/** Transactions by account on either side (one row per distinct account of a transaction). */
export declare const ACCOUNT_TX: OrdinalTable;
/** Transactions by Ethereum address on either side. */
export declare const ADDR_TX: OrdinalTable;
/** Transactions by BabyJubJub key on either side. */
export declare const BJJ_TX: OrdinalTable;
/** Account states after each batch (item_id: the batch's), by account: its balance history. */
export declare const ACCOUNT_UPDATE: OrdinalTable;
/** Accounts: every one, by token, by owner address, by owner key. */
export declare const ACCOUNT: OrdinalTable;
/** Exits: every one, by token, by owner address, by owner key, by account. */
export declare const EXIT: OrdinalTable;
/** Batches: every one, by slot, by forger. */
export declare const BATCH: OrdinalTable;
/** Bids: every one, by slot, by bidder, by forger. */
export declare const BID: OrdinalTable;
export {};
