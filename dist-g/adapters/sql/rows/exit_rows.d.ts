import type { ExitRecord } from "../../../core/ledger/exit_record.ts";
import { type Values } from "./row.ts";
/** How many columns `exitColumns` selects. */
export declare const EXIT_WIDTH: number;
/** The select list of an exit of `exit` aliased `alias`, with `symbol` the SQL expression of its token's symbol. */
export declare function exitColumns(alias: string, symbol: string): string;
/** The exit record of a row whose columns from `at` on were selected with `exitColumns`. */
export declare function exitRecordOf(row: Values, at: number): ExitRecord;
