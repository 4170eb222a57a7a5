/** Auction rows: bids and coordinators, the selected columns and their decoding by position. */
import type { Bid, Coordinator } from "../../../core/domain/auction.ts";
import { type Values } from "./row.ts";
/** The select list of a bid of `bid` aliased `alias`. */
export declare const bidColumns: (alias: string) => string;
/** The bid of a row whose columns from `at` on were selected with `bidColumns`. */
export declare function bidOf(row: Values, at: number): Bid;
/** The select list of a coordinator of `coordinator` aliased `alias`. */
export declare const coordinatorColumns: (alias: string) => string;
/** The coordinator of a row whose columns from `at` on were selected with `coordinatorColumns`. */
export declare function coordinatorOf(row: Values, at: number): Coordinator;
