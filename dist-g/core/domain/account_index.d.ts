/**
 * Account indexes: the position of an account in the state Merkle tree, written on the wire as
 * `zk:<token symbol>:<index>` (`zk:EXIT:1` is the exit destination). In memory an account index
 * is the pair of symbol and index; the index alone identifies the account, the symbol must match
 * its token.
 */
import { Schema } from "effect";
/** 2^48 − 1: account indexes are 6 bytes in TxIDs and signatures. */
export declare const MAX_ACCOUNT_IDX = 281474976710655;
/** The numeric position of an account in the state tree, 0..2^48−1 (user accounts start at 256). */
export declare const AccountIdx: Schema.brand<Schema.Int, "AccountIdx">;
export type AccountIdx = typeof AccountIdx.Type;
/** Indexes below this are reserved; user accounts start at 256. */
export declare const FIRST_USER_IDX = 256;
/** The index every exit is sent to. */
export declare const EXIT_IDX: number & import("effect/Brand").Brand<"AccountIdx">;
/** An account index in memory: the token symbol it is written with and the index. */
export declare const AccountIndexValue: Schema.Struct<{
    readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
    readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
}>;
export type AccountIndexValue = typeof AccountIndexValue.Type;
/** The account index `zk:EXIT:1`, destination of exits. */
export declare const EXIT_ACCOUNT_INDEX: AccountIndexValue;
/** An account index on the wire: `zk:<token symbol>:<index>`. */
export declare const AccountIndex: Schema.decodeTo<Schema.Struct<{
    readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
    readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
}>, Schema.String, never, never>;
/** The wire string of an account index. */
export declare function formatAccountIndex(value: AccountIndexValue): string;
