/** The search box's rules: a term read as every parameter it could be written as, surrounding space ignored, and the
 * bounds of `q`. */
import { describe, expect, it } from "vitest"
import { Result, Schema } from "effect"
import { BjjKey, encodeBjj } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { l1UserTxId } from "../../../core/domain/tx_id.ts"
import {
  classifyTerm,
  MAX_SEARCH_TERM_LENGTH,
  type SearchTerm,
  SearchTermParam
} from "../../../core/use_cases/search_term.ts"

/** The forms a term has, by name. */
function forms(term: string): Partial<SearchTerm> {
  return Object.fromEntries(Object.entries(classifyTerm(term)).filter(([, value]) => value !== undefined))
}

const ADDRESS = checksum("0x" + "a1".repeat(20))
const KEY = BjjKey.make("11".repeat(32))
const TX = l1UserTxId(0, 0)

describe("classifyTerm", () => {
  it("a transaction id, in any case", () => {
    expect(forms(TX)).toEqual({ txId: TX })
    expect(forms(`0x${TX.slice(2).toUpperCase()}`)).toEqual({ txId: TX })
  })

  it("an Ethereum address, plain or zk:, in any case: its checksummed form", () => {
    for (const text of [
      ADDRESS,
      ADDRESS.toLowerCase(),
      `zk:${ADDRESS}`,
      `zk:${ADDRESS.toUpperCase().replace("0X", "0x")}`
    ]) {
      expect(forms(text), text).toEqual({ ethAddr: ADDRESS })
    }
  })

  it("a BabyJubJub key with a valid checksum", () => {
    expect(forms(encodeBjj(KEY))).toEqual({ bjj: KEY })
    const broken = encodeBjj(KEY).slice(0, -1) + (encodeBjj(KEY).endsWith("A") ? "B" : "A")
    expect(forms(broken)).toEqual({})
  })

  it("an account index: the index with the symbol written", () => {
    expect(forms("zk:ETH:256")).toEqual({ accountIndex: { symbol: "ETH", idx: 256 } })
    // An account index is written without leading zeros.
    expect(forms("zk:ETH:0256")).toEqual({})
  })

  it("a bare number: a batch number, a token id and an account index within their bounds, and a symbol", () => {
    expect(forms("7")).toEqual({ batchNum: 7, tokenId: 7, accountIdx: 7, symbol: "7" })
    expect(forms("007")).toEqual({ batchNum: 7, tokenId: 7, accountIdx: 7, symbol: "007" })
    expect(forms("4294967296")).toEqual({ accountIdx: 4294967296, symbol: "4294967296" })
    expect(forms("281474976710656")).toEqual({ symbol: "281474976710656" })
  })

  it("letters, digits, '_', '.' and '-': a symbol, compared as written", () => {
    expect(forms("ETH")).toEqual({ symbol: "ETH" })
    expect(forms("eth")).toEqual({ symbol: "eth" })
    for (const text of ["0x12", "-1", "1.5", "wETH_v2"]) expect(forms(text), text).toEqual({ symbol: text })
  })

  it("white space around the term is ignored; anything else names nothing", () => {
    expect(forms("  zk:ETH:256\n")).toEqual({ accountIndex: { symbol: "ETH", idx: 256 } })
    for (const text of ["no such thing", "zk:", "zk:0x12", "ETH:256", "1,5", "☃", "x".repeat(33)]) {
      expect(forms(text), text).toEqual({})
    }
  })
})

describe("SearchTermParam", () => {
  const accepts = (text: string) => Result.isSuccess(Schema.decodeUnknownResult(SearchTermParam)(text))

  it(`takes 1 to ${MAX_SEARCH_TERM_LENGTH} characters of plain text, not only white space`, () => {
    expect(accepts("1")).toBe(true)
    expect(accepts(" 1 ")).toBe(true)
    expect(accepts("x".repeat(MAX_SEARCH_TERM_LENGTH))).toBe(true)
    expect(accepts("")).toBe(false)
    expect(accepts(" \t\n")).toBe(false)
    expect(accepts("x".repeat(MAX_SEARCH_TERM_LENGTH + 1))).toBe(false)
    expect(accepts("a\u0000")).toBe(false)
    expect(accepts("\uD800")).toBe(false)
  })

  it("is longer than the longest identifier, a transaction id", () => {
    expect(MAX_SEARCH_TERM_LENGTH).toBeGreaterThan(TX.length)
  })
})
