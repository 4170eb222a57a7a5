/** The requestOffset table (`core/ledger/atomic_offset.ts`): the anchor's mapping, its round trip, and nothing else. */
import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  ALLOWED_RELATIVE_POSITIONS,
  ALLOWED_RELATIVE_POSITIONS_TEXT,
  relativePositionOf,
  requestOffsetOf,
  signedPosition
} from "../../../core/ledger/atomic_offset.ts"

/** Whether `property` holds for 500 integers drawn from −20..20. */
function holdsForSmallIntegers(property: (n: number) => boolean): boolean {
  const integers = Arbitrary.schema(Schema.Int.check(Schema.isBetween({ minimum: -20, maximum: 20 })))
  const result = Effect.runSync(Arbitrary.checkEffect(integers, property, { runs: 500, seed: 64 }))
  return result._tag === "Passed"
}

describe("requestOffset ↔ relative position", () => {
  it("is the anchor's table: 1, 2, 3 → +1, +2, +3; 4, 5, 6, 7 → −4, −3, −2, −1; 0 and above 7 name nothing", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(relativePositionOf)).toEqual([undefined, 1, 2, 3, -4, -3, -2, -1, undefined])
    expect(ALLOWED_RELATIVE_POSITIONS).toEqual([-1, 1, -2, 2, -3, 3, -4])
    expect(ALLOWED_RELATIVE_POSITIONS_TEXT).toBe("−4..−1 or +1..+3")
    expect([3, -4].map(signedPosition)).toEqual(["+3", "−4"])
  })

  it("round-trips: an offset the circuit accepts names a position that names it back, and only those", () => {
    expect(
      holdsForSmallIntegers((offset) => {
        const relative = relativePositionOf(offset)
        return relative === undefined ? offset < 1 || offset > 7 : requestOffsetOf(relative) === offset
      })
    ).toBe(true)
    expect(
      holdsForSmallIntegers((relative) => {
        const offset = requestOffsetOf(relative)
        return offset === undefined
          ? !ALLOWED_RELATIVE_POSITIONS.includes(relative)
          : relativePositionOf(offset) === relative
      })
    ).toBe(true)
  })
})
