/** The system WallClock over Effect's Clock: it reads whatever Clock is in force (TestClock here). */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { WallClock } from "../../../core/ports/clock.ts"

describe("SystemClock", () => {
  it.effect("WallClock.now follows the Clock", () =>
    Effect.gen(function* () {
      const clock = yield* WallClock
      yield* TestClock.setTime(Date.UTC(2026, 0, 1))
      assert.strictEqual((yield* clock.now).toISOString(), "2026-01-01T00:00:00.000Z")
      yield* TestClock.adjust("90 seconds")
      assert.strictEqual((yield* clock.now).toISOString(), "2026-01-01T00:01:30.000Z")
    }).pipe(Effect.provide(SystemClock.layer))
  )
})
