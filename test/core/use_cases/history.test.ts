/** `History.list` and `get` on the contract fixture: the owner rules, filters, pagination in (batchNum, position)
 * order, and lookups of forged and queued transactions. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Result } from "effect"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import type { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { l1UserTxId, l2TxId } from "../../../core/domain/tx_id.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { History } from "../../../core/use_cases/mod.ts"
import { U1, U3 } from "../../contract/fixture.ts"
import { decode, failure, History as Stage } from "./fixture.ts"

/** The transactions of a page as `batchNum:position type`. */
const keys = (page: Page<HistoryTransaction>) => page.items.map((tx) => `${tx.batchNum}:${tx.position} ${tx.type}`)

/** Lists with a wire query. */
const list = (query: Readonly<Record<string, string>>) => History.list(decode(History.ListQuery, query))

describe("History", () => {
  layer(Stage)((it) => {
    it.effect("History.list() rejects accountIndex with tokenId", () =>
      Effect.gen(function* () {
        const error = yield* failure(list({ accountIndex: "zk:ETH:256", tokenId: "0" }))
        expect(error).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"accountIndex" is incompatible with "tokenId"`
        })
      })
    )

    it.effect("History.list() rejects two owner filters", () =>
      Effect.gen(function* () {
        const error = yield* failure(list({ BJJ: encodeBjj(U1.bjj), accountIndex: "zk:ETH:256" }))
        expect(error).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"BJJ" is incompatible with "accountIndex"`
        })
      })
    )

    it.effect("History.list() rejects an accountIndex whose symbol is not its account's token", () =>
      Effect.gen(function* () {
        const error = yield* failure(list({ accountIndex: "zk:ETH:258" }))
        expect(error).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:ETH:258 names token ETH, but account 258 holds USDT`
        })
      })
    )

    it.effect("History.list() returns forged transactions only, in (batchNum, position) order", () =>
      Effect.gen(function* () {
        const page = yield* list({ limit: "100" })
        expect(page.items.length).toBe(17)
        expect(keys(page).slice(0, 5)).toEqual([
          "1:0 CreateAccountDeposit",
          "1:1 CreateAccountDeposit",
          "1:2 CreateAccountDeposit",
          "1:3 CreateAccountDeposit",
          "2:0 Deposit"
        ])
        expect(keys(page).slice(-3)).toEqual(["2:10 TransferToBJJ", "3:0 Transfer", "3:1 Exit"])
        expect(page.items.every((tx) => tx.batchNum !== null)).toBe(true)
      })
    )

    it.effect("History.list() by accountIndex finds the account on either side", () =>
      Effect.gen(function* () {
        expect(keys(yield* list({ accountIndex: "zk:ETH:259" }))).toEqual([
          "1:3 CreateAccountDeposit",
          "2:2 ForceTransfer",
          "2:9 TransferToEthAddr"
        ])
      })
    )

    it.effect("History.list() by owner address or key finds each of the owner's accounts on either side", () =>
      Effect.gen(function* () {
        const byKey = keys(yield* list({ BJJ: encodeBjj(U3.bjj) }))
        expect(byKey).toEqual([
          "1:3 CreateAccountDeposit",
          "2:2 ForceTransfer",
          "2:4 CreateAccountDepositTransfer",
          "2:9 TransferToEthAddr",
          "2:10 TransferToBJJ"
        ])
        expect(keys(yield* list({ zkEthereumAddress: `zk:${U3.ethAddr}` }))).toEqual(byKey)
      })
    )

    it.effect("History.list() by type, token and batch", () =>
      Effect.gen(function* () {
        expect(keys(yield* list({ type: "Exit" }))).toEqual(["2:8 Exit", "3:1 Exit"])
        expect(keys(yield* list({ type: "Exit", tokenId: "0" }))).toEqual(["3:1 Exit"])
        expect(keys(yield* list({ tokenId: "5" }))).toEqual(["2:6 CreateAccountDeposit"])
        expect(keys(yield* list({ batchNum: "3" }))).toEqual(["3:0 Transfer", "3:1 Exit"])
        expect(keys(yield* list({ batchNum: "3", accountIndex: "zk:ETH:257" }))).toEqual(["3:0 Transfer"])
      })
    )

    it.effect("History.list() pages from an inclusive fromItem in either order", () =>
      Effect.gen(function* () {
        const exits = (yield* list({ type: "Exit" })).items
        const desc = yield* list({ fromItem: String(exits[1]!.itemId), order: "DESC", limit: "2" })
        expect(keys(desc)).toEqual(["3:1 Exit", "3:0 Transfer"])
        expect(desc.pendingItems).toBe(15)
        const asc = yield* list({ fromItem: String(exits[0]!.itemId), limit: "3" })
        expect(keys(asc)).toEqual(["2:8 Exit", "2:9 TransferToEthAddr", "2:10 TransferToBJJ"])
        expect(asc).toMatchObject({ pendingItems: 2, totalItems: 17 })
      })
    )

    it.effect("History.get() returns a forged L2 transaction by id", () =>
      Effect.gen(function* () {
        const id = Result.getOrThrow(l2TxId({ fromIdx: 256, tokenId: 0, amount: 3n * 10n ** 17n, nonce: 1n, fee: 100 }))
        const tx = yield* History.get(id)
        expect(tx).toMatchObject({
          id,
          type: "Exit",
          batchNum: 3,
          position: 1,
          L1orL2: "L2",
          L2Info: { fee: 100, nonce: 1n }
        })
      })
    )

    it.effect("History.get() returns an L1 user transaction still queued, with no batch", () =>
      Effect.gen(function* () {
        const tx = yield* History.get(l1UserTxId(2, 0))
        expect(tx).toMatchObject({
          type: "Deposit",
          batchNum: null,
          L1Info: { toForgeL1TransactionsNum: 2, depositAmount: 5_000_000n }
        })
      })
    )

    it.effect("History.get() is NotFound for an unknown id", () =>
      Effect.gen(function* () {
        const id = l1UserTxId(2, 1)
        expect(yield* failure(History.get(id))).toMatchObject({
          _tag: "NotFound",
          message: `transaction ${id} not found in the history`
        })
      })
    )
  })
})
