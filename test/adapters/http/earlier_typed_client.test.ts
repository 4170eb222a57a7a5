/** Every earlier-revision endpoint through the typed client of its own description: each 200 body decodes with the
 * earlier schemas, an empty list into Error404; the later revision's parameters are not in its types. */
import { assert, describe, layer } from "@effect/vitest"
import { afterAll } from "vitest"
import { Effect, Layer } from "effect"
import * as TypedClient from "../../../adapters/http/client/client.ts"
import { webHandler } from "../../../app/server.ts"
import { Error400, Error404 } from "../../../adapters/http/api/error_schemas.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { BatchNum, ItemId, SlotNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { COORDINATOR, FORGED_TX_ID, FixtureStorage, QUEUED_TX_ID } from "./fixture.ts"

const served = webHandler(FixtureStorage, { laterBasePath: false, earlierBasePath: "/" })
afterAll(() => served.dispose())
const makeClient = TypedClient.makeClient({
  baseUrl: "http://node.test",
  revision: "earlier",
  fetch: (request) => served.handler(request)
})
const page = { order: "ASC", limit: 20 } as const
const eth = (idx: number) => ({ symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(idx) })

describe("typed client of the earlier revision", () => {
  layer(Layer.empty)((it) => {
    it.effect("Account group: pagination envelopes and the earlier Exit", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const accounts = yield* client.account.listAccounts({ query: page })
        assert.strictEqual(accounts.accounts.length, 3)
        assert.deepStrictEqual(accounts.pagination, {
          totalItems: 3,
          firstItem: ItemId.make(1),
          lastItem: ItemId.make(3)
        })
        const exits = yield* client.account.listExits({ query: page })
        assert.deepStrictEqual(
          exits.exits.map((e) => e.instantWithdrawn),
          [null, 1040n]
        )
        const exit = yield* client.account.getExit({ params: { batchNum: BatchNum.make(2), accountIndex: eth(256) } })
        assert.strictEqual(exit.merkleProof.Key, 256n)
        assert.strictEqual(exit.balance, 50n)
        assert.isFalse("bjj" in exit)
      })
    )

    it.effect("Transaction group: the earlier L1Info", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const history = yield* client.transaction.listTransactions({ query: page })
        assert.strictEqual(history.transactions.length, 6)
        assert.strictEqual(history.pagination.totalItems, 6)
        const forged = yield* client.transaction.getTransaction({ params: { id: FORGED_TX_ID } })
        assert.strictEqual(forged.L1Info?.loadAmount, 1000n)
        const queued = yield* client.transaction.getTransaction({ params: { id: QUEUED_TX_ID } })
        assert.strictEqual(queued.L1Info?.loadAmount, 5n)
      })
    )

    it.effect("Rollup status group: every endpoint decodes with the earlier schemas", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const batches = yield* client.rollupStatus.listBatches({ query: { ...page, limit: 2 } })
        assert.deepStrictEqual(
          batches.batches.map((b) => b.batchNum),
          [1, 2]
        )
        assert.strictEqual(batches.pagination.lastItem, 3)
        assert.isFalse(
          batches.batches.some((b) => "forgedTransactions" in b || "ethereumTxHash" in b),
          "no extension fields"
        )
        const full = yield* client.rollupStatus.getFullBatch({ params: { batchNum: BatchNum.make(1) } })
        assert.deepStrictEqual(
          full.transactions.map((tx) => tx.L1Info?.loadAmount),
          [1000n, 1000n, 1000n]
        )
        const slot = yield* client.rollupStatus.getSlot({ params: { slotNum: SlotNum.make(3) } })
        assert.strictEqual(slot.winnerBid?.bidValue, 12n)
        const slots = yield* client.rollupStatus.listSlots({
          query: { ...page, maxSlothNum: SlotNum.make(10), wonByEthereumAddress: COORDINATOR.forgerAddr }
        })
        assert.deepStrictEqual(
          slots.slots.map((s) => s.slotNum),
          [3, 4]
        )
        const bids = yield* client.rollupStatus.listBids({ query: page })
        assert.deepStrictEqual(
          bids.bids.map((b) => b.bidValue),
          [10n, 12n, 11n]
        )
        const byForger = yield* client.rollupStatus.listBids({ query: { ...page, forgerAddr: COORDINATOR.forgerAddr } })
        assert.strictEqual(byForger.pagination.totalItems, 3)
        const state = yield* client.rollupStatus.getState()
        assert.strictEqual(state.network.lastBatch?.batchNum, 3)
        assert.strictEqual(state.withdrawalDelayer.emergencyModeStartingTime, 0)
        const config = yield* client.rollupStatus.getConfig()
        assert.strictEqual(config.chainId, 1337)
        const tokens = yield* client.rollupStatus.listTokens({ query: page })
        assert.strictEqual(tokens.pagination.totalItems, 2)
        const token = yield* client.rollupStatus.getToken({ params: { id: TokenId.make(1) } })
        assert.strictEqual(token.symbol, "HEZ")
        const coordinators = yield* client.rollupStatus.listCoordinators({ query: page })
        assert.strictEqual(coordinators.coordinators.length, 1)
      })
    )

    it.effect("an empty list decodes into Error404; the later parameters are 400s", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const empty = yield* client.rollupStatus
          .listTokens({ query: { ...page, fromItem: ItemId.make(100) } })
          .pipe(Effect.flip)
        assert.instanceOf(empty, Error404)
        assert.strictEqual(empty.type, "ErrNotFound")
        const noBids = yield* client.rollupStatus
          .listBids({ query: { ...page, slotNum: SlotNum.make(9) } })
          .pipe(Effect.flip)
        assert.instanceOf(noBids, Error404)
        const inverted = yield* client.rollupStatus
          .listSlots({
            query: { ...page, minSlotNum: SlotNum.make(5), maxSlothNum: SlotNum.make(2) }
          })
          .pipe(Effect.flip)
        assert.instanceOf(inverted, Error400)
        assert.strictEqual(inverted.message, `"minSlotNum" (5) must not exceed "maxSlothNum" (2)`)
      })
    )
  })
})
