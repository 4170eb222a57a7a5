/**
 * The search box's rules: the `q` parameter (`SearchTermParam`) and what a term may name (`classifyTerm`). A term
 * is read with the codecs of the parameters it could be written as, so it means what it would mean there; one term
 * may have several forms (a bare number is a batch number, a token id and an account index; a symbol of digits too).
 */
import { Schema } from "effect";
import { AccountIdx, type AccountIndexValue } from "../domain/account_index.ts";
import { type BjjKey } from "../domain/bjj.ts";
import { type EthAddress } from "../domain/eth_address.ts";
import { BatchNum, TokenId, TokenSymbol } from "../domain/scalars.ts";
import { type TxId } from "../domain/tx_id.ts";
/** The longest term: longer than every identifier (a transaction id, the longest, has 68 characters). */
export declare const MAX_SEARCH_TERM_LENGTH = 100;
/** The `q` query parameter: 1 to `MAX_SEARCH_TERM_LENGTH` characters of plain text, not only white space. */
export declare const SearchTermParam: Schema.String;
/** What a term may name: each form it has, decoded. */
export interface SearchTerm {
    /** `0x` + 66 hex digits: a transaction id (history and pool). */
    readonly txId: TxId | undefined;
    /** `zk:<symbol>:<index>`: an account, when its token has that symbol. */
    readonly accountIndex: AccountIndexValue | undefined;
    /** Decimal digits up to 2^32 − 1: a forged batch. */
    readonly batchNum: BatchNum | undefined;
    /** Decimal digits up to 2^48 − 1: an account, whatever its token. */
    readonly accountIdx: AccountIdx | undefined;
    /** `0x` + 40 hex digits, or the same after `zk:`: the accounts, the token and the coordinators (bidder or forger) of an address. */
    readonly ethAddr: EthAddress | undefined;
    /** `zk:` + 44 base64url characters with a valid checksum: the accounts of a BabyJubJub key. */
    readonly bjj: BjjKey | undefined;
    /** Decimal digits up to 2^32 − 1: a token. */
    readonly tokenId: TokenId | undefined;
    /** Letters, digits, `_`, `.` or `-`: the tokens of that symbol, compared as `/tokens?symbols=` compares them (exactly). */
    readonly symbol: TokenSymbol | undefined;
}
/** The forms of `term` (white space around it ignored). */
export declare function classifyTerm(term: string): SearchTerm;
