/**
 * The search box's rules: the `q` parameter (`SearchTermParam`) and what a term may name (`classifyTerm`). A term
 * is read with the codecs of the parameters it could be written as, so it means what it would mean there; one term
 * may have several forms (a bare number is a batch number, a token id and an account index; a symbol of digits too).
 */
import { Option, Schema } from "effect";
import { AccountIdx, AccountIndex } from "../domain/account_index.js";
import { Bjj } from "../domain/bjj.js";
import { EthereumAddress, ZkEthereumAddress } from "../domain/eth_address.js";
import { isPlainText } from "../domain/query_params.js";
import { BatchNum, TokenId, TokenSymbol } from "../domain/scalars.js";
import { TransactionId } from "../domain/tx_id.js";
/** The longest term: longer than every identifier (a transaction id, the longest, has 68 characters). */
export const MAX_SEARCH_TERM_LENGTH = 100;
/** A term with something besides white space. */
const isNotBlank = Schema.makeFilter((text) => text.trim().length > 0 || "Expected a search term: at least one character other than white space", { description: "At least one character other than white space" });
/** The `q` query parameter: 1 to `MAX_SEARCH_TERM_LENGTH` characters of plain text, not only white space. */
export const SearchTermParam = Schema.String.check(isNotBlank, Schema.isMaxLength(MAX_SEARCH_TERM_LENGTH, { expected: `at most ${MAX_SEARCH_TERM_LENGTH} characters` }), isPlainText);
/** Decimal digits (leading zeros allowed, as in every numeric parameter), short enough to stay an exact number. */
const DIGITS = /^[0-9]{1,15}$/u;
const asTxId = Schema.decodeUnknownOption(TransactionId);
const asAccountIndex = Schema.decodeUnknownOption(AccountIndex);
const asAddress = Schema.decodeUnknownOption(EthereumAddress);
const asZkAddress = Schema.decodeUnknownOption(ZkEthereumAddress);
const asBjj = Schema.decodeUnknownOption(Bjj);
const asSymbol = Schema.decodeUnknownOption(TokenSymbol);
const asBatchNum = Schema.decodeUnknownOption(BatchNum);
const asAccountIdx = Schema.decodeUnknownOption(AccountIdx);
const asTokenId = Schema.decodeUnknownOption(TokenId);
/** The forms of `term` (white space around it ignored). */
export function classifyTerm(term) {
    const text = term.trim();
    const number = DIGITS.test(text) ? Number(text) : undefined;
    return {
        txId: Option.getOrUndefined(asTxId(text)),
        accountIndex: Option.getOrUndefined(asAccountIndex(text)),
        batchNum: Option.getOrUndefined(asBatchNum(number)),
        accountIdx: Option.getOrUndefined(asAccountIdx(number)),
        tokenId: Option.getOrUndefined(asTokenId(number)),
        ethAddr: Option.getOrUndefined(Option.orElse(asAddress(text), () => asZkAddress(text))),
        bjj: Option.getOrUndefined(asBjj(text)),
        symbol: Option.getOrUndefined(asSymbol(text))
    };
}
