/** `countedSubmission` counts each finished pool submission once, by outcome; an interrupted one counts nothing. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { countedSubmission, POOL_SUBMISSIONS_METRIC } from "../../../../adapters/http/edge/metrics.ts"
import { processRegistry } from "../../../../adapters/metrics/process_registry.ts"
import { BadRequest } from "../../../../core/errors.ts"

/** The count of the submissions counter for `outcome` (0 before any). */
const countOf = (outcome: string) =>
  Effect.promise(async () => {
    const metric = (await processRegistry.getMetricsAsJSON()).find((m) => m.name === POOL_SUBMISSIONS_METRIC)
    return metric?.values.find((v) => v.labels["outcome"] === outcome)?.value ?? 0
  })

describe("countedSubmission", () => {
  it.effect("counts each finished submission once under its outcome, and passes its result through", () =>
    Effect.gen(function* () {
      const before = {
        accepted: yield* countOf("accepted"),
        fee: yield* countOf("ErrFeeOverflow"),
        internal: yield* countOf("ErrInternal")
      }
      expect(yield* countedSubmission(Effect.succeed("0x02ab"))).toBe("0x02ab")
      expect(yield* countedSubmission(Effect.succeed("0x02ac"))).toBe("0x02ac")
      const rejected = yield* Effect.flip(
        countedSubmission(Effect.fail(new BadRequest({ type: "ErrFeeOverflow", message: "big" })))
      )
      expect(rejected.type).toBe("ErrFeeOverflow")
      yield* Effect.exit(countedSubmission(Effect.die("bug")))
      yield* Effect.exit(countedSubmission(Effect.interrupt))
      expect(yield* countOf("accepted")).toBe(before.accepted + 2)
      expect(yield* countOf("ErrFeeOverflow")).toBe(before.fee + 1)
      expect(yield* countOf("ErrInternal")).toBe(before.internal + 1)
    })
  )
})
