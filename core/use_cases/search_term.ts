/** The search box's rules: the `q` parameter and what a term may name, read with the codecs of the parameters it
 * could be; one term may have several forms (a bare number is a batch number, a token id and an account index). */
import { Option, Schema } from "effect"
import { AccountIdx, AccountIndex, type AccountIndexValue } from "../domain/account_index.ts"
import { Bjj, type BjjKey } from "../domain/bjj.ts"
import { type EthAddress, EthereumAddress, ZkEthereumAddress } from "../domain/eth_address.ts"
import { isPlainText } from "../domain/plain_text.ts"
import { BatchNum, TokenId, TokenSymbol } from "../domain/scalars.ts"
import { TransactionId, type TxId } from "../domain/tx_id.ts"

/** The longest term: longer than every identifier (a transaction id, the longest, has 68 characters). */
export const MAX_SEARCH_TERM_LENGTH = 100

/** A term with something besides white space. */
const isNotBlank = Schema.makeFilter<string>(
  (text) => text.trim().length > 0 || "Expected a search term: at least one character other than white space",
  { description: "At least one character other than white space" }
)

/** The `q` query parameter: 1 to `MAX_SEARCH_TERM_LENGTH` characters of plain text, not only white space. */
export const SearchTermParam = Schema.String.check(
  isNotBlank,
  Schema.isMaxLength(MAX_SEARCH_TERM_LENGTH, { expected: `at most ${MAX_SEARCH_TERM_LENGTH} characters` }),
  isPlainText
)

/** What a term may name: each form it has, decoded. */
export interface SearchTerm {
  /** `0x` + 66 hex digits: a transaction id (history and pool). */
  readonly txId: TxId | undefined
  /** `zk:<symbol>:<index>`: an account, when its token has that symbol. */
  readonly accountIndex: AccountIndexValue | undefined
  /** Decimal digits up to 2^32 − 1: a forged batch. */
  readonly batchNum: BatchNum | undefined
  /** Decimal digits up to 2^48 − 1: an account, whatever its token. */
  readonly accountIdx: AccountIdx | undefined
  /** `0x` + 40 hex digits, or the same after `zk:`: the accounts, the token and the coordinators (bidder or forger) of an address. */
  readonly ethAddr: EthAddress | undefined
  /** `zk:` + 44 base64url characters with a valid checksum: the accounts of a BabyJubJub key. */
  readonly bjj: BjjKey | undefined
  /** Decimal digits up to 2^32 − 1: a token. */
  readonly tokenId: TokenId | undefined
  /** Letters, digits, `_`, `.` or `-`: the tokens of that symbol, compared as `/tokens?symbols=` compares them (exactly). */
  readonly symbol: TokenSymbol | undefined
}

/** Decimal digits (leading zeros allowed, as in every numeric parameter), short enough to stay an exact number. */
const DIGITS = /^[0-9]{1,15}$/u

const asTxId = Schema.decodeUnknownOption(TransactionId)
const asAccountIndex = Schema.decodeUnknownOption(AccountIndex)
const asAddress = Schema.decodeUnknownOption(EthereumAddress)
const asZkAddress = Schema.decodeUnknownOption(ZkEthereumAddress)
const asBjj = Schema.decodeUnknownOption(Bjj)
const asSymbol = Schema.decodeUnknownOption(TokenSymbol)
const asBatchNum = Schema.decodeUnknownOption(BatchNum)
const asAccountIdx = Schema.decodeUnknownOption(AccountIdx)
const asTokenId = Schema.decodeUnknownOption(TokenId)

/** The forms of `term` (white space around it ignored). */
export function classifyTerm(term: string): SearchTerm {
  const text = term.trim()
  const number = DIGITS.test(text) ? Number(text) : undefined
  return {
    txId: Option.getOrUndefined(asTxId(text)),
    accountIndex: Option.getOrUndefined(asAccountIndex(text)),
    batchNum: Option.getOrUndefined(asBatchNum(number)),
    accountIdx: Option.getOrUndefined(asAccountIdx(number)),
    tokenId: Option.getOrUndefined(asTokenId(number)),
    ethAddr: Option.getOrUndefined(Option.orElse(asAddress(text), () => asZkAddress(text))),
    bjj: Option.getOrUndefined(asBjj(text)),
    symbol: Option.getOrUndefined(asSymbol(text))
  }
}
