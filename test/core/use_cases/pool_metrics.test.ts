/** `outcomeOf` a pool submission: accepted, the rejection's type, ErrStorageUnavailable, ErrInternal for other
 * failures; none when interrupted. */
import { describe, expect, it } from "@effect/vitest"
import { Cause, Exit } from "effect"
import { BadRequest, NotFound, Unavailable } from "../../../core/errors.ts"
import { outcomeOf, POOL_SUBMISSION_OUTCOMES } from "../../../core/use_cases/pool_metrics.ts"

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
})
