/** Read routing over replicas on stand-in databases: three memory storages (a primary, two "replicas") recording each
 * call, with replica states set by hand. */
import { Context, Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ReadReplicas } from "../../../../adapters/sql/replicas/read_replicas.ts"
import { type ReadPorts, routeReads } from "../../../../adapters/sql/replicas/replica_routing.ts"
import { Unavailable } from "../../../../core/errors.ts"
import { checksum } from "../../../../core/domain/eth_address.ts"
import { TokenId } from "../../../../core/domain/scalars.ts"
import type { TxId } from "../../../../core/domain/tx_id.ts"
import { AuthorizationStore } from "../../../../core/ports/authorization_store.ts"
import { NetworkStore } from "../../../../core/ports/network_store.ts"
import { PoolStore } from "../../../../core/ports/pool_store.ts"
import { CurrentReadView, ReadView } from "../../../../core/ports/read_view.ts"
import { TokenStore } from "../../../../core/ports/token_store.ts"
import { memoryStorage } from "../test_databases.ts"

/** Where each recorded call ran: "primary", "r0", "r1". */
type Calls = Array<string>

/** A service whose function and effect members record `name` in `calls` before running. */
function recording<S extends object>(
  service: S,
  name: string,
  calls: Calls,
  fail?: (member: string) => Effect.Effect<never> | undefined
): S {
  const out: Record<string, unknown> = {}
  for (const [member, value] of Object.entries(service)) {
    const run = (effect: Effect.Effect<unknown, unknown, never>) =>
      Effect.suspend(() => {
        calls.push(`${name}:${member}`)
        return fail?.(member) ?? effect
      })
    if (typeof value === "function")
      out[member] = (...args: ReadonlyArray<unknown>) =>
        run(value.apply(service, args) as Effect.Effect<unknown, unknown, never>)
    else if (Effect.isEffect(value)) out[member] = run(value as Effect.Effect<unknown, unknown, never>)
    else out[member] = value
  }
  return out as S
}

/** The read ports of a fresh memory storage, each recorded as `name`. */
function database(name: string, calls: Calls, fail?: (member: string) => Effect.Effect<never> | undefined) {
  return Effect.map(Layer.build(memoryStorage), (context): Context.Context<ReadPorts> => {
    const keys: ReadonlyArray<Context.Key<never, object>> = [
      TokenStore,
      NetworkStore,
      PoolStore,
      AuthorizationStore
    ] as never
    let out = context as Context.Context<ReadPorts>
    for (const key of keys)
      out = Context.add(
        out,
        key,
        recording(Context.get(context as Context.Context<never>, key), name, calls, fail)
      ) as never
    return out
  })
}

/** The routed ports over a primary and two replicas, with the set of replicas (both usable at batch 5). */
function routed(fail?: (member: string) => Effect.Effect<never> | undefined) {
  return Effect.gen(function* () {
    const calls: Calls = []
    const primary = yield* database("primary", calls)
    const replicas = [yield* database("r0", calls, fail), yield* database("r1", calls, fail)]
    const set = new ReadReplicas(["r0", "r1"])
    for (const state of set.replicas) {
      state.usable = true
      state.reason = undefined
      state.lastBatch = 5
    }
    return { calls, set, ports: routeReads(primary, replicas, set) }
  })
}

const inView = <A, E, R>(effect: Effect.Effect<A, E, R>, view: ReadView) =>
  Effect.provideService(effect, CurrentReadView, view)

describe("routeReads", () => {
  it("reads on the primary without a read view (writes, the reads of a write, the forger)", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports } = yield* routed()
          yield* Context.get(ports, TokenStore).get(TokenId.make(0))
          yield* Context.get(ports, NetworkStore).syncStatus
          expect(calls).toEqual(["primary:get", "primary:syncStatus"])
        })
      )
    )
  })

  it("reads chain data on the usable replicas in turn inside a view, and the view reflects the least last batch", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports, set } = yield* routed()
          const view = new ReadView(0)
          const tokens = Context.get(ports, TokenStore)
          yield* inView(tokens.get(TokenId.make(0)), view)
          yield* inView(tokens.get(TokenId.make(0)), view)
          yield* inView(Context.get(ports, NetworkStore).syncStatus, view)
          expect(calls).toEqual(["r0:get", "r1:get", "r0:syncStatus"])
          expect(view.reflectedBatch).toBe(5)
          set.replicas[0]!.usable = false
          calls.length = 0
          yield* inView(tokens.get(TokenId.make(0)), view)
          yield* inView(tokens.get(TokenId.make(0)), view)
          expect(calls, "an unusable replica is skipped").toEqual(["r1:get", "r1:get"])
        })
      )
    )
  })

  it("goes to the primary when no replica has the view's least batch; the primary's read leaves the view's batch to its floor", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports } = yield* routed()
          const view = new ReadView(6)
          yield* inView(Context.get(ports, TokenStore).get(TokenId.make(0)), view)
          expect(calls).toEqual(["primary:get"])
          expect(
            view.reflectedBatch,
            "no batch a check remembered: the edge's floor, read before, stands for the primary"
          ).toBeUndefined()
        })
      )
    )
  })

  it("never records less than the view's least batch: a replica read records the replica's batch, a primary read nothing", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports } = yield* routed()
          // Opened as the edge opens it: on the primary's floor (read anew since it asks for more than any check saw).
          const view = new ReadView(5)
          view.reflect(6)
          yield* inView(Context.get(ports, NetworkStore).syncStatus, view)
          yield* inView(Context.get(ports, PoolStore).pending(10), view)
          yield* inView(Context.get(ports, TokenStore).get(TokenId.make(0)), view)
          expect(calls).toEqual(["r0:syncStatus", "primary:pending", "r1:get"])
          expect(
            view.reflectedBatch,
            "the least of the replicas' (5, which pick chose for having it) and the floor (6)"
          ).toBe(5)
        })
      )
    )
  })

  it("answers from the primary when a replica is unreachable, and stops reading from that replica", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports, set } = yield* routed((member) =>
            member === "get"
              ? Effect.die(new Unavailable({ message: "storage unavailable (ConnectionError); retry later" }))
              : undefined
          )
          const view = new ReadView(0)
          const found = yield* inView(Context.get(ports, TokenStore).get(TokenId.make(0)), view)
          expect(Option.isSome(found) || Option.isNone(found)).toBe(true)
          expect(calls).toEqual(["r0:get", "primary:get"])
          expect(set.replicas[0]).toMatchObject({ usable: false, reason: "a read failed on it" })
          expect(set.replicas[1]?.usable).toBe(true)
        })
      )
    )
  })

  it("passes any other failure on (a bug is not an outage)", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.scoped(
        Effect.gen(function* () {
          const { ports } = yield* routed((member) => (member === "get" ? Effect.die(new Error("a bug")) : undefined))
          return yield* inView(Context.get(ports, TokenStore).get(TokenId.make(0)), new ReadView(0))
        })
      )
    )
    expect(exit._tag).toBe("Failure")
  })

  it("looks pool transactions and authorizations up on a replica, then on the primary when the replica lacks them", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports } = yield* routed()
          const view = new ReadView(0)
          const id = ("0x02" + "00".repeat(32)) as TxId
          expect(Option.isNone(yield* inView(Context.get(ports, PoolStore).get(id), view))).toBe(true)
          const address = checksum("0x" + "11".repeat(20))
          expect(Option.isNone(yield* inView(Context.get(ports, AuthorizationStore).get(address), view))).toBe(true)
          expect(calls).toEqual(["r0:get", "primary:get", "r1:get", "primary:get"])
        })
      )
    )
  })

  it("reads the pool's lists, nonces and pending selection on the primary even inside a view", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const { calls, ports } = yield* routed()
          const view = new ReadView(0)
          const pool = Context.get(ports, PoolStore)
          yield* inView(pool.pending(10), view)
          expect(calls).toEqual(["primary:pending"])
          expect(
            view.reflectedBatch,
            "a primary read records nothing: the floor the edge opened the view with covers it"
          ).toBeUndefined()
        })
      )
    )
  })
})
