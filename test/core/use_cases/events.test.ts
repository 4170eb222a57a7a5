/** `Events.filterOf` and `attach` on the contract fixture: the history's owner rules, the symbol check, all kinds by
 * default; replay after `Last-Event-ID` (over `after`) into the outbox (on the live clock: the hub polls). */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Layer, Stream } from "effect"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import { EVENT_TYPES, EventId } from "../../../core/domain/node_event.ts"
import { l1UserTxId } from "../../../core/domain/tx_id.ts"
import { SubscribeQuery } from "../../../core/domain/event_subscription.ts"
import { queueOutbox } from "../../../core/use_cases/event_outbox.ts"
import { EventHub, Events } from "../../../core/use_cases/mod.ts"
import { U1 } from "../../contract/fixture.ts"
import { decode, failure, History } from "./fixture.ts"

/** The contract fixture with an event hub over its log (one subscriber at most). */
const Stage = EventHub.layer({ pollInterval: "10 millis", maxSubscribers: 1 }).pipe(Layer.provideMerge(History))

/** The query of a wire query string map. */
const query = (input: Readonly<Record<string, string>>) => decode(SubscribeQuery, input)

/** Attaches with `input` and `lastEventId`, and the ids of the first `count` events delivered (then detaches). */
const firstIds = (input: Readonly<Record<string, string>>, lastEventId: number | undefined, count: number) =>
  Effect.gen(function* () {
    const outbox = yield* queueOutbox(100)
    const subscription = yield* Events.attach(
      query(input),
      lastEventId === undefined ? undefined : EventId.make(lastEventId),
      outbox
    )
    const ids = yield* outbox.stream.pipe(
      Stream.filter((delivery) => delivery._tag === "Event"),
      Stream.map((delivery) => (delivery._tag === "Event" ? delivery.event.id : -1)),
      Stream.take(count),
      Stream.runCollect,
      Effect.timeout("5 seconds")
    )
    subscription.detach()
    return ids
  })

describe("Events", () => {
  layer(Stage, { excludeTestServices: true })((it) => {
    it.effect("Events.filterOf() rejects accountIndex with tokenId, and two owners", () =>
      Effect.gen(function* () {
        expect((yield* failure(Events.filterOf(query({ accountIndex: "zk:ETH:256", tokenId: "0" })))).message).toBe(
          `"accountIndex" is incompatible with "tokenId"`
        )
        expect(
          (yield* failure(
            Events.filterOf(query({ accountIndex: "zk:ETH:256", zkEthereumAddress: `zk:${U1.ethAddr}` }))
          )).message
        ).toBe(`"zkEthereumAddress" is incompatible with "accountIndex"`)
      })
    )

    it.effect("Events.filterOf() rejects an accountIndex whose symbol is not its account's token", () =>
      Effect.gen(function* () {
        const error = yield* failure(Events.filterOf(query({ accountIndex: "zk:USDT:256" })))
        expect(error).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:USDT:256 names token USDT, but account 256 holds ETH`
        })
      })
    )

    it.effect("Events.filterOf() selects every kind by default, and maps the owner, token and transaction", () =>
      Effect.gen(function* () {
        const txId = l1UserTxId(1, 2)
        const filter = yield* Events.filterOf(query({ BJJ: encodeBjj(U1.bjj), tokenId: "0", txId }))
        expect([...filter.types]).toEqual([...EVENT_TYPES])
        expect(filter).toMatchObject({ bjj: U1.bjj, tokenId: 0, txId, accountIdx: undefined, ethAddr: undefined })
        const kinds = yield* Events.filterOf(query({ types: "batch,reorg", accountIndex: "zk:USDT:258" }))
        expect([...kinds.types]).toEqual(["batch", "reorg"])
        expect(kinds.accountIdx).toBe(258)
      })
    )

    it.effect(
      "Events.attach() replays the matching events after the query's after: the account's and every batch",
      () =>
        Effect.gen(function* () {
          expect(yield* firstIds({ accountIndex: "zk:ETH:259", after: "0" }, undefined, 7)).toEqual([
            4, 8, 11, 15, 18, 25, 28
          ])
          expect(yield* firstIds({ types: "batch", after: "5" }, undefined, 2)).toEqual([15, 28])
        })
    )

    it.effect("Events.attach() replays after Last-Event-ID when both it and after are given", () =>
      Effect.gen(function* () {
        expect(yield* firstIds({ accountIndex: "zk:ETH:259", after: "0" }, 20, 2)).toEqual([25, 28])
        expect(yield* firstIds({}, 28, 2)).toEqual([29, 30])
      })
    )

    it.effect(
      "Events.attach() refuses a subscriber over the hub's limit (TooManySubscribers) and checks the query first",
      () =>
        Effect.gen(function* () {
          const held = yield* Events.attach(query({}), undefined, yield* queueOutbox(10))
          const refused = yield* failure(Events.attach(query({}), undefined, yield* queueOutbox(10)))
          expect(refused._tag).toBe("TooManySubscribers")
          const invalid = yield* failure(
            Events.attach(query({ accountIndex: "zk:ETH:256", tokenId: "0" }), undefined, yield* queueOutbox(10))
          )
          expect(invalid._tag).toBe("BadRequest")
          held.detach()
          const again = yield* Events.attach(query({}), undefined, yield* queueOutbox(10))
          again.detach()
        })
    )
  })
})
