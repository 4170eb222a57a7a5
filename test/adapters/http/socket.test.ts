/** The served application over a real socket through the typed client: core's types, `Error400`/`Error404`, client-side
 * validation, `HttpClientError`s, the Promise client, each revision's client on its own shapes. */
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { HttpClientError } from "effect/http"
import {
  apiErrorStatus,
  FIRST_PAGE,
  isApiError,
  makeClient,
  makePromiseClient
} from "../../../adapters/http/client/client.ts"
import { packageVersion } from "../../../adapters/http/api/package_version.ts"
import { Error400, Error404 } from "../../../adapters/http/api/error_schemas.ts"
import { ListeningServer, serverLayer } from "../../../app/server.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { BatchNum, SlotNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { COORDINATOR, FixtureStorage, OWNER_A } from "./fixture.ts"

/** The base URL of the running server. */
const baseUrl = Effect.map(ListeningServer, (server) => {
  const address = server.address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return `http://127.0.0.1:${address.port}`
})

/** The typed client of the later revision at the running server. */
const client = Effect.flatMap(baseUrl, (url) => makeClient({ baseUrl: url, revision: "later" }))

/** A plain `fetch` of `path` on the running server. */
const call = (path: string, init?: RequestInit) =>
  Effect.flatMap(baseUrl, (url) =>
    Effect.promise(async () => {
      const response = await fetch(url + path, init)
      const text = await response.text()
      return { status: response.status, headers: response.headers, text }
    })
  )

const eth = (idx: number) => ({ symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(idx) })

describe("over a socket", () => {
  layer(serverLayer(FixtureStorage, { port: 0 }))((it) => {
    it.effect("the typed client decodes lists and items into core's types", () =>
      Effect.gen(function* () {
        const api = yield* client
        const tokens = yield* api.rollupStatus.listTokens({ query: { ...FIRST_PAGE, limit: 1 } })
        assert.deepStrictEqual(
          tokens.tokens.map((t) => t.symbol),
          ["ETH"]
        )
        assert.strictEqual(tokens.pendingItems, 1)
        const account = yield* api.account.getAccount({ params: { accountIndex: eth(256) } })
        assert.strictEqual(account.balance, 849n)
        assert.strictEqual(account.zkEthereumAddress, OWNER_A.ethAddr)
        const state = yield* api.rollupStatus.getState()
        assert.strictEqual(state.network.lastBatch?.batchNum, 3)
      })
    )

    it.effect("the node's 400 and 404 bodies arrive as Error400 and Error404", () =>
      Effect.gen(function* () {
        const api = yield* client
        const incompatible = yield* Effect.flip(
          api.account.listAccounts({
            query: { ...FIRST_PAGE, zkEthereumAddress: OWNER_A.ethAddr, BJJ: OWNER_A.bjj }
          })
        )
        assert.instanceOf(incompatible, Error400)
        assert.isTrue(isApiError(incompatible))
        if (!isApiError(incompatible)) return
        assert.strictEqual(apiErrorStatus(incompatible), 400)
        assert.strictEqual(incompatible.type, "ErrParamValidationFailed")
        assert.include(incompatible.message, "BJJ")
        const missing = yield* Effect.flip(api.rollupStatus.getToken({ params: { id: TokenId.make(99) } }))
        assert.instanceOf(missing, Error404)
        if (!(missing instanceof Error404)) return
        assert.deepStrictEqual({ code: missing.code, type: missing.type }, { code: 4, type: "ErrNotFound" })
      })
    )

    it.effect("a value the description forbids fails in the client with a SchemaError", () =>
      Effect.gen(function* () {
        const api = yield* client
        const error = yield* Effect.flip(api.rollupStatus.listTokens({ query: { order: "ASC", limit: 0 } }))
        assert.isTrue(Schema.isSchemaError(error))
        assert.include(error.message, "limit")
      })
    )

    it.effect("a URL that misses the API and a closed port are HttpClientErrors", () =>
      Effect.gen(function* () {
        const url = yield* baseUrl
        const wrong = yield* makeClient({ baseUrl: `${url}/nope`, revision: "later" })
        const undeclared = yield* Effect.flip(wrong.rollupStatus.getConfig())
        assert.isTrue(HttpClientError.isHttpClientError(undeclared))
        if (!HttpClientError.isHttpClientError(undeclared)) return
        assert.strictEqual(undeclared.reason._tag, "DecodeError")
        assert.strictEqual("response" in undeclared.reason ? undeclared.reason.response.status : undefined, 404)
        const closed = yield* makeClient({ baseUrl: "http://127.0.0.1:1", revision: "later" })
        const unreachable = yield* Effect.flip(closed.rollupStatus.getConfig())
        assert.isTrue(HttpClientError.isHttpClientError(unreachable))
        if (!HttpClientError.isHttpClientError(unreachable)) return
        assert.strictEqual(unreachable.reason._tag, "TransportError")
      })
    )

    it.effect("the Promise client resolves with the same values and rejects with the same errors", () =>
      Effect.gen(function* () {
        const url = yield* baseUrl
        const node = makePromiseClient({ baseUrl: url, revision: "later" })
        const config = yield* Effect.promise(() => node.call((api) => api.rollupStatus.getConfig()))
        assert.strictEqual(config.chainId, 1337)
        const rejected = yield* Effect.promise(() =>
          node
            .call((api) => api.rollupStatus.getToken({ params: { id: TokenId.make(99) } }))
            .then(
              () => undefined,
              (error: unknown) => error
            )
        )
        assert.instanceOf(rejected, Error404)
        const aborted = yield* Effect.promise(() =>
          node
            .call((api) => api.rollupStatus.getConfig(), { signal: AbortSignal.abort() })
            .then(
              () => "resolved",
              () => "rejected"
            )
        )
        assert.strictEqual(aborted, "rejected")
      })
    )

    it.effect(
      "answers 405 with Allow, HEAD without a body, encoded colons, and the OpenAPI document (plain fetch)",
      () =>
        Effect.gen(function* () {
          const wrong = yield* call("/accounts", {
            method: "POST",
            body: "{}",
            headers: { "content-type": "application/json" }
          })
          assert.strictEqual(wrong.status, 405)
          assert.strictEqual(wrong.headers.get("allow"), "GET, HEAD")
          assert.deepStrictEqual(JSON.parse(wrong.text), {
            message: "method POST not allowed",
            code: 27,
            type: "ErrMethodNotAllowed"
          })
          const head = yield* call("/tokens", { method: "HEAD" })
          assert.strictEqual(head.status, 200)
          assert.strictEqual(head.text, "")
          const encoded = yield* call("/accounts/zk%3AETH%3A256")
          assert.strictEqual(encoded.status, 200)
          const doc = yield* call("/openapi.json")
          assert.strictEqual(doc.status, 200)
          assert.include(doc.text, `"version":"${packageVersion()}"`)
        })
    )
  })
})

describe("both revisions over one socket", () => {
  layer(serverLayer(FixtureStorage, { port: 0, earlierBasePath: "/earlier" }))((it) => {
    const clients = Effect.gen(function* () {
      const url = yield* baseUrl
      return {
        later: yield* makeClient({ baseUrl: url, revision: "later" }),
        earlier: yield* makeClient({ baseUrl: `${url}/earlier`, revision: "earlier" })
      }
    })

    it.effect("the earlier client decodes the pagination envelope and the earlier shapes", () =>
      Effect.gen(function* () {
        const { later, earlier } = yield* clients
        const tokens = yield* earlier.rollupStatus.listTokens({ query: FIRST_PAGE })
        assert.deepStrictEqual(
          tokens.tokens.map((t) => t.symbol),
          ["ETH", "HEZ"]
        )
        assert.strictEqual(tokens.pagination.totalItems, 2)
        const slot = yield* earlier.rollupStatus.getSlot({ params: { slotNum: SlotNum.make(3) } })
        assert.strictEqual(slot.winnerBid?.bidValue, 12n)
        const laterSlot = yield* later.rollupStatus.getSlot({ params: { slotNum: SlotNum.make(3) } })
        assert.strictEqual(laterSlot.bestBid?.bidValue, 12n)
        const bids = yield* earlier.rollupStatus.listBids({
          query: { ...FIRST_PAGE, forgerAddr: COORDINATOR.forgerAddr }
        })
        assert.deepStrictEqual(
          bids.bids.map((b) => b.bidValue),
          [10n, 12n, 11n]
        )
        const exit = yield* earlier.account.getExit({ params: { batchNum: BatchNum.make(2), accountIndex: eth(256) } })
        assert.strictEqual(exit.balance, 50n)
      })
    )

    it.effect("an empty list is an Error404 in the earlier revision and an empty page in the later one", () =>
      Effect.gen(function* () {
        const { later, earlier } = yield* clients
        const none = yield* Effect.flip(
          earlier.rollupStatus.listBids({ query: { ...FIRST_PAGE, slotNum: SlotNum.make(9) } })
        )
        assert.instanceOf(none, Error404)
        const empty = yield* later.rollupStatus.listBids({ query: { ...FIRST_PAGE, slotNum: SlotNum.make(9) } })
        assert.deepStrictEqual(empty.bids, [])
      })
    )

    it.effect("a client of the other revision fails to decode", () =>
      Effect.gen(function* () {
        const url = yield* baseUrl
        const mismatched = yield* makeClient({ baseUrl: `${url}/earlier`, revision: "later" })
        const error = yield* Effect.flip(mismatched.rollupStatus.listTokens({ query: FIRST_PAGE }))
        assert.isTrue(Schema.isSchemaError(error))
      })
    )
  })
})
