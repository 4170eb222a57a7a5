/** The list statement writes its limit into the text, not as a parameter, so a prepared statement's generic plan knows
 * how few rows a page reads. */
import { describe, expect, it } from "vitest"
import { type ListReader, pageRows, pageStatement, walkStatement } from "../../../adapters/sql/stores/keyset_page.ts"

const reader: ListReader<{ readonly token?: number }, number> = {
  source: (request, params) => ({
    table: "tx",
    item: "item_id",
    keys: request.token === undefined ? [] : [["token_id", params.add(request.token)] as const],
    ordinal: request.token === undefined ? "ord_all" : "ord_token"
  }),
  rows: pageRows("t.item_id", "JOIN tx t ON t.item_id = d.item"),
  decode: () => 0
}

describe("list statements", () => {
  it("write the limit into the text and bind only the filters and the cursor", () => {
    const first = pageStatement(reader, { token: 3 }, { fromItem: 100, order: "ASC", limit: 20 })
    expect(first.text).toContain("LIMIT 20")
    expect(first.text).not.toMatch(/LIMIT \$/u)
    expect(first.values).toEqual([3, 100])
    const again = pageStatement(reader, { token: 4 }, { fromItem: 7, order: "ASC", limit: 20 })
    expect(again.text).toBe(first.text)
    expect(again.values).toEqual([4, 7])
    const other = pageStatement(reader, { token: 3 }, { fromItem: 100, order: "ASC", limit: 7 })
    expect(other.text).toContain("LIMIT 7")
    expect(other.text).not.toBe(first.text)
    expect(walkStatement(reader, {}, 41, 4096).text).toContain("LIMIT 4096")
  })

  it("refuses a limit that is not a whole number", () => {
    expect(() => pageStatement(reader, {}, { fromItem: undefined, order: "ASC", limit: 2.5 })).toThrow(/whole number/u)
    expect(() => pageStatement(reader, {}, { fromItem: undefined, order: "ASC", limit: -1 })).toThrow(/whole number/u)
  })
})
