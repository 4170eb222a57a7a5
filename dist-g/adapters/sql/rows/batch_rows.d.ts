/** Batch rows: the selected columns and the decoding, by position, into core's `Batch`. */
import { type Batch } from "../../../core/domain/batch.ts";
import { type Values } from "./row.ts";
/** The select list of a batch of `batch` aliased `alias`. */
export declare const batchColumns: (alias: string) => string;
/** The batch of a row whose columns from `at` on were selected with `batchColumns`. */
export declare function batchOf(row: Values, at: number): Batch;
