/**
 * Every endpoint through the typed in-process client (`HttpApiTest`) over the memory adapter
 * seeded with the fixture: the client encodes requests and decodes responses with the API
 * description, so each call checks that the server's hand-encoded 200 bodies and its error
 * bodies match the declared schemas (errors decode into the Error400/Error404 classes).
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { HttpApiTest } from "effect/http-api"
import { SignatureVerifierCrypto } from "../../../adapters/crypto/mod.ts"
import { makeAnyApi, makeApi } from "../../../adapters/http/api.ts"
import { ApiContractLive } from "../../../adapters/http/api_contract.ts"
import { Error400, Error404 } from "../../../adapters/http/error_schemas.ts"
import { handlers } from "../../../adapters/http/handlers.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { BatchNum, SlotNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { TxIdValue } from "../../../core/domain/tx_id.ts"
import { COORDINATOR, FORGED_TX_ID, FixtureStorage, OWNER_A, QUEUED_TX_ID } from "./fixture.ts"

const api = makeApi("later")
const Handlers = handlers(makeAnyApi("later"), "later").pipe(
  Layer.provide([FixtureStorage, SignatureVerifierCrypto.layer])
)
const makeClient = HttpApiTest.groups(api, ["account", "transaction", "rollupStatus"])
const page = { order: "ASC", limit: 20 } as const
const eth = (idx: number) => ({ symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(idx) })

describe("typed client", () => {
  layer(Layer.mergeAll(Handlers, ApiContractLive, HttpServer.layerServices))((it) => {
    it.effect("Account group: lists and gets accounts and exits", () =>
      Effect.gen(function*() {
        const client = yield* makeClient
        const accounts = yield* client.account.listAccounts({ query: page })
        assert.strictEqual(accounts.accounts.length, 3)
        const account = yield* client.account.getAccount({ params: { accountIndex: eth(256) } })
        assert.strictEqual(account.balance, 849n)
        assert.strictEqual(account.zkEthereumAddress, OWNER_A.ethAddr)
        const exits = yield* client.account.listExits({ query: { ...page, onlyPendingWithdraws: true } })
        assert.deepStrictEqual(exits.exits.map((e) => e.accountIndex.idx), [256])
        const exit = yield* client.account.getExit({ params: { batchNum: BatchNum.make(2), accountIndex: eth(256) } })
        assert.strictEqual(exit.balance, 50n)
      }))

    it.effect("Transaction group: lists forged transactions and gets queued and forged ones", () =>
      Effect.gen(function*() {
        const client = yield* makeClient
        const history = yield* client.transaction.listTransactions({ query: page })
        assert.strictEqual(history.transactions.length, 6)
        assert.isTrue(history.transactions.every((tx) => tx.batchNum !== null))
        const forged = yield* client.transaction.getTransaction({ params: { id: FORGED_TX_ID } })
        assert.strictEqual(forged.batchNum, 1)
        const queued = yield* client.transaction.getTransaction({ params: { id: QUEUED_TX_ID } })
        assert.strictEqual(queued.batchNum, null)
      }))

    it.effect("Rollup status group: every endpoint decodes with its declared schema", () =>
      Effect.gen(function*() {
        const client = yield* makeClient
        const batches = yield* client.rollupStatus.listBatches({ query: { ...page, limit: 2 } })
        assert.deepStrictEqual(batches.batches.map((b) => b.batchNum), [1, 2])
        assert.strictEqual("pendingItems" in batches ? batches.pendingItems : undefined, 1)
        const batch = yield* client.rollupStatus.getBatch({ params: { batchNum: BatchNum.make(2) } })
        assert.strictEqual(batch.collectedFees["0"], 2n)
        const full = yield* client.rollupStatus.getFullBatch({ params: { batchNum: BatchNum.make(2) } })
        assert.deepStrictEqual(full.transactions.map((tx) => tx.type), ["Transfer", "Exit"])
        const slots = yield* client.rollupStatus.listSlots({ query: page })
        assert.isTrue(slots.slots.length >= 1)
        const slot = yield* client.rollupStatus.getSlot({ params: { slotNum: SlotNum.make(3) } })
        assert.strictEqual(slot.bestBid?.bidValue, 12n)
        const bids = yield* client.rollupStatus.listBids({ query: { ...page, slotNum: SlotNum.make(3) } })
        assert.deepStrictEqual(bids.bids.map((b) => b.bidValue), [10n, 12n])
        const state = yield* client.rollupStatus.getState()
        assert.strictEqual(state.network.lastBatch?.batchNum, 3)
        const config = yield* client.rollupStatus.getConfig()
        assert.strictEqual(config.chainId, 1337)
        const tokens = yield* client.rollupStatus.listTokens({ query: { ...page, symbols: [TokenSymbol.make("HEZ")] } })
        assert.deepStrictEqual(tokens.tokens.map((t) => t.id), [1])
        const token = yield* client.rollupStatus.getToken({ params: { id: TokenId.make(0) } })
        assert.strictEqual(token.symbol, "ETH")
        const coordinators = yield* client.rollupStatus.listCoordinators({ query: page })
        assert.strictEqual(coordinators.coordinators.length, 1)
        const coordinator = yield* client.rollupStatus.getCoordinator({ params: { bidderAddr: COORDINATOR.bidderAddr } })
        assert.strictEqual(coordinator.forgerAddr, COORDINATOR.forgerAddr)
      }))

    it.effect("errors decode into the declared error classes", () =>
      Effect.gen(function*() {
        const client = yield* makeClient
        const missing = yield* client.rollupStatus.getToken({ params: { id: TokenId.make(99) } }).pipe(Effect.flip)
        assert.instanceOf(missing, Error404)
        assert.strictEqual(missing.type, "ErrNotFound")
        assert.strictEqual(missing.code, 4)
        const noTx = yield* client.transaction.getTransaction({ params: { id: TxIdValue.make("0x" + "0".repeat(66)) } })
          .pipe(Effect.flip)
        assert.instanceOf(noTx, Error404)
        const bad = yield* client.rollupStatus.listBids({ query: page }).pipe(Effect.flip)
        assert.instanceOf(bad, Error400)
        assert.strictEqual(bad.type, "ErrParamValidationFailed")
        assert.strictEqual(bad.message, `at least one of "slotNum", "bidderAddr" must be provided`)
      }))
  })
})
