import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { expect } from "vitest"
import { paginate } from "../../../core/pagination/page.ts"
import { pageOfSlotNumbers } from "../../../core/use_cases/slots.ts"

const Small = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 60 }))
const Limit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 25 }))

describe("slot pages", () => {
  it.prop(
    "synthesised slot pages agree with the reference paginate over the same range",
    [Small, Small, Limit, Schema.Literals(["ASC", "DESC"]), Schema.UndefinedOr(Small)],
    ([min, max, limit, order, fromItem]) => {
      const all: Array<number> = []
      for (let n = min; n <= max; n++) all.push(n)
      const request = { fromItem, order, limit }
      expect(pageOfSlotNumbers(min, max, request)).toEqual(paginate(all, request, (n) => n))
    }
  )
})
