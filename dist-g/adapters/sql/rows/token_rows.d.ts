/** Token rows: the columns a statement selects to rebuild a token (joined at read time, so it shows its current price) and their decoding. */
import type { Token } from "../../../core/domain/token.ts";
import { type Values } from "./row.ts";
/** The select list of a token joined as `alias`. */
export declare const tokenColumns: (alias: string) => string;
/** The token of a row whose columns from `at` on were selected with `tokenColumns`. */
export declare function tokenOf(row: Values, at: number): Token;
