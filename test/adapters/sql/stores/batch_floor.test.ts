/** The batch floor over a stand-in read: it reads when it knows nothing, when asked for more, after this process's
 * commits (one shared read) or when stale; otherwise it answers what it knows. */
import { Deferred, Effect, Exit, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { PrimaryFloor } from "../../../../adapters/sql/stores/batch_floor.ts"

/** A stand-in primary: its last batch, how many times it was read, and a switch making reads fail. */
function standIn(options: { readonly maxAgeMillis: number; readonly waitMillis?: number }) {
  const primary = {
    batch: 4,
    reads: 0,
    failing: false,
    commits: 0,
    gate: undefined as Deferred.Deferred<void> | undefined
  }
  const readLast = Effect.suspend((): Effect.Effect<number> => {
    primary.reads++
    const answer = primary.batch
    if (primary.failing) return Effect.die(new Error("primary unreachable"))
    return primary.gate === undefined ? Effect.succeed(answer) : Effect.as(Deferred.await(primary.gate), answer)
  })
  const scope = Scope.makeUnsafe()
  const floor = new PrimaryFloor(readLast, {
    maxAgeMillis: options.maxAgeMillis,
    waitMillis: options.waitMillis ?? 5_000,
    scope,
    commits: () => primary.commits
  })
  return { primary, floor, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect)

describe("PrimaryFloor", () => {
  it("reads the primary first, then answers what it read while it holds", async () => {
    const { primary, floor, close } = standIn({ maxAgeMillis: 60_000 })
    expect(await run(floor.floor(0))).toBe(4)
    primary.batch = 5
    expect(await run(floor.floor(4)), "a floor read before is still a floor").toBe(4)
    expect(primary.reads).toBe(1)
    await close()
  })

  it("reads anew, and waits for it, when a request asks for a batch above the one known", async () => {
    const { primary, floor, close } = standIn({ maxAgeMillis: 60_000 })
    await run(floor.floor(0))
    primary.batch = 6
    expect(await run(floor.floor(6))).toBe(6)
    expect(await run(floor.floor(5)), "the new batch is the one known now").toBe(6)
    primary.batch = 7
    expect(await run(floor.floor(9)), "a batch the primary has not forged: what it has").toBe(7)
    expect(primary.reads).toBe(3)
    await close()
  })

  it("reads anew after this process committed (a forged batch, a reorg), the waiting requests sharing one read", async () => {
    const { primary, floor, close } = standIn({ maxAgeMillis: 60_000 })
    await run(floor.floor(0))
    primary.batch = 2
    primary.commits++
    primary.gate = Deferred.makeUnsafe<void>()
    const waiting = [0, 1, 2].map(() => Effect.runPromise(floor.floor(0)))
    await new Promise((resolve) => setTimeout(resolve, 10))
    await run(Deferred.succeed(primary.gate, undefined))
    expect(await Promise.all(waiting), "a reorg lowers the floor at once").toEqual([2, 2, 2])
    expect(primary.reads).toBe(2)
    primary.gate = undefined
    expect(await run(floor.floor(0))).toBe(2)
    expect(primary.reads).toBe(2)
    await close()
  })

  it("reads anew once the known batch is older than its age, the requests coming meanwhile sharing that read", async () => {
    const { primary, floor, close } = standIn({ maxAgeMillis: 20 })
    await run(floor.floor(0))
    primary.batch = 8
    expect(await run(floor.floor(0)), "still young").toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 30))
    primary.gate = Deferred.makeUnsafe<void>()
    const waiting = [0, 1].map(() => Effect.runPromise(floor.floor(0)))
    await new Promise((resolve) => setTimeout(resolve, 10))
    await run(Deferred.succeed(primary.gate, undefined))
    expect(await Promise.all(waiting)).toEqual([8, 8])
    expect(primary.reads).toBe(2)
    await close()
  })

  it("answers the known batch when a read takes too long, and what that read found once it ends", async () => {
    const { primary, floor, close } = standIn({ maxAgeMillis: 60_000, waitMillis: 20 })
    await run(floor.floor(0))
    primary.batch = 5
    primary.commits++
    primary.gate = Deferred.makeUnsafe<void>()
    expect(await run(floor.floor(0)), "not waited for past the bound").toBe(4)
    await run(Deferred.succeed(primary.gate, undefined))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await run(floor.floor(0))).toBe(5)
    expect(primary.reads).toBe(2)
    await close()
  })

  it("answers the known batch when a read fails, and nothing when none is known", async () => {
    const { primary, floor, close } = standIn({ maxAgeMillis: 60_000 })
    primary.failing = true
    expect(await run(floor.floor(0))).toBeUndefined()
    primary.failing = false
    expect(await run(floor.floor(0))).toBe(4)
    primary.failing = true
    expect(await run(floor.floor(9))).toBe(4)
    await close()
  })
})
