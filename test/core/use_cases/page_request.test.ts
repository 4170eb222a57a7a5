/** `pageRequest`: the pagination part of a decoded list query, every other field left out. */
import { describe, expect, it } from "@effect/vitest"
import { pageRequest } from "../../../core/use_cases/page_request.ts"
import { Exits } from "../../../core/use_cases/mod.ts"
import { decode } from "./fixture.ts"

describe("page request", () => {
  it("pageRequest() keeps fromItem, order and limit only", () => {
    const query = { fromItem: 7, order: "DESC", limit: 3, tokenId: 1, BJJ: "x" } as const
    expect(pageRequest(query)).toEqual({ fromItem: 7, order: "DESC", limit: 3 })
  })

  it("pageRequest() of a decoded query without pagination: from the start, ASC, 20", () => {
    expect(pageRequest(decode(Exits.ListQuery, { tokenId: "1" }))).toEqual({
      fromItem: undefined,
      order: "ASC",
      limit: 20
    })
    expect(pageRequest(decode(Exits.ListQuery, { fromItem: "12", limit: "2049" }))).toEqual({
      fromItem: 12,
      order: "ASC",
      limit: 2049
    })
  })
})
