/**
 * The outcome of a pool submission (`outcomeOf`) and its counter (`counted`): accepted, the
 * rejection's catalogue type, ErrStorageUnavailable for an unavailable storage, ErrInternal for
 * any other failure or defect; an interrupted submission counts nothing.
 */
import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Metric } from "effect"
import { BadRequest, NotFound, Unavailable } from "../../../core/errors.ts"
import { counted, outcomeOf, POOL_SUBMISSION_OUTCOMES, POOL_SUBMISSIONS_METRIC } from "../../../core/use_cases/pool_metrics.ts"

/** The count of the submissions counter for `outcome` (0 before any). */
const countOf = (outcome: string) =>
  Effect.map(Metric.snapshot, (snapshots) => {
    const found = snapshots.find((s) => s.id === POOL_SUBMISSIONS_METRIC && s.attributes?.["outcome"] === outcome)
    return found?.type === "Counter" ? Number(found.state.count) : 0
  })

describe("pool metrics", () => {
  it("outcomeOf() names each way a submission ends", () => {
    const nonce = new BadRequest({ type: "ErrInvalidNonce", message: "low" })
    expect(outcomeOf(Exit.succeed("0x02"))).toBe("accepted")
    expect(outcomeOf(Exit.fail(nonce))).toBe("ErrInvalidNonce")
    expect(outcomeOf(Exit.fail(new NotFound({ message: "x" })))).toBe("ErrInternal")
    expect(outcomeOf(Exit.die(new Unavailable({ message: "down" })))).toBe("ErrStorageUnavailable")
    expect(outcomeOf(Exit.die(new Error("bug")))).toBe("ErrInternal")
    expect(outcomeOf(Exit.failCause(Cause.interrupt()))).toBeUndefined()
  })

  it("every outcome is one of the listed ones: accepted, each BadRequest type, storage, internal", () => {
    expect(POOL_SUBMISSION_OUTCOMES[0]).toBe("accepted")
    expect(POOL_SUBMISSION_OUTCOMES).toContain("ErrDuplicatedKey")
    expect(POOL_SUBMISSION_OUTCOMES).toContain("ErrInvalidSignature")
    expect(POOL_SUBMISSION_OUTCOMES.slice(-2)).toEqual(["ErrStorageUnavailable", "ErrInternal"])
    expect(new Set(POOL_SUBMISSION_OUTCOMES).size).toBe(POOL_SUBMISSION_OUTCOMES.length)
  })

  it.effect("counted() counts each finished submission once under its outcome, and passes its result through", () =>
    Effect.gen(function*() {
      const before = { accepted: yield* countOf("accepted"), fee: yield* countOf("ErrFeeOverflow"), internal: yield* countOf("ErrInternal") }
      expect(yield* counted(Effect.succeed("0x02ab"))).toBe("0x02ab")
      expect(yield* counted(Effect.succeed("0x02ac"))).toBe("0x02ac")
      const rejected = yield* Effect.flip(counted(Effect.fail(new BadRequest({ type: "ErrFeeOverflow", message: "big" }))))
      expect(rejected.type).toBe("ErrFeeOverflow")
      yield* Effect.exit(counted(Effect.die("bug")))
      yield* Effect.exit(counted(Effect.interrupt))
      expect(yield* countOf("accepted")).toBe(before.accepted + 2)
      expect(yield* countOf("ErrFeeOverflow")).toBe(before.fee + 1)
      expect(yield* countOf("ErrInternal")).toBe(before.internal + 1)
    }))
})
