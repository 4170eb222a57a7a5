/** One devnet forger step: valid pool transactions forged (history, balances, nonces, fees, exits with proofs,
 * `/state`), invalid ones discarded with a reason, nonce gaps pending; a rejected batch rolled back. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option, Result } from "effect"
import { forgeStep, type ForgerOptions } from "../../devnet/forger.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { devnetCoordinators, reRegistered } from "../../devnet/coordinators.ts"
import { poseidon } from "../../adapters/crypto/poseidon_hasher.ts"
import { verifyStateProof } from "../../core/ledger/state_proof.ts"
import { BatchNum, TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { ExitStore } from "../../core/ports/exit_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger, LedgerRejected } from "../../core/ports/ledger.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { PoolStore, type PoolRecord } from "../../core/ports/pool_store.ts"
import { feeAmount } from "../../core/signing/fee_amount.ts"
import { accountNow, poolRecord, seededDevnet, walletAccount } from "./forger_fixture.ts"

const ETH = TokenId.make(0)
const HEZ = TokenId.make(1)
const WBTC = TokenId.make(4)
const OPTIONS: ForgerOptions = { wallets: 10 }
/** The devnet's last batch; the forger's first one follows it. */
const LAST_DEVNET_BATCH = 48

const add = Effect.fnUntraced(function* (...records: ReadonlyArray<PoolRecord>) {
  const pool = yield* PoolStore
  for (const record of records) {
    const outcome = yield* pool.add(record)
    assert.strictEqual(outcome._tag, "Added")
  }
})

const poolState = Effect.fnUntraced(function* (id: TxId) {
  const tx = yield* (yield* PoolStore).get(id)
  if (Option.isNone(tx)) return yield* Effect.die(new Error(`pool transaction ${id} is missing`))
  return { state: tx.value.state, batchNum: tx.value.batchNum }
})

describe("devnet forger", () => {
  it.effect("forges valid transfers: pool fged, history, balances, nonces, fees to the slot's forger, /state", () =>
    Effect.gen(function* () {
      const from = yield* walletAccount(1, ETH)
      const to = yield* walletAccount(2, ETH)
      const amount = 10n ** 17n
      const fee = 31
      const first = poolRecord(from, { type: "Transfer", to }, { amount, fee, nonce: from.nonce })
      const second = poolRecord(from, { type: "Transfer", to }, { amount: 2n * amount, nonce: from.nonce + 1n })
      // Added in reverse nonce order: the forger still applies them in nonce order.
      yield* add(second, first)
      const feeWallet = yield* walletAccount(9, ETH) // alpha (slot 10's winner) collects in wallet 9
      const loadBefore = (yield* (yield* NetworkStore).summary(new Date(0))).poolLoad

      const report = yield* forgeStep(OPTIONS)

      const batchNum = LAST_DEVNET_BATCH + 1
      assert.strictEqual(report.batchNum, batchNum)
      assert.deepStrictEqual(report.forged, [first.id, second.id])
      assert.deepStrictEqual(report.invalidated, [])
      assert.deepStrictEqual(yield* poolState(first.id), { state: "fged", batchNum: BatchNum.make(batchNum) })
      assert.deepStrictEqual(yield* poolState(second.id), { state: "fged", batchNum: BatchNum.make(batchNum) })

      const history = yield* HistoryStore
      const forged = yield* history.list(
        { batchNum: BatchNum.make(batchNum) },
        { fromItem: undefined, order: "ASC", limit: 10 }
      )
      assert.deepStrictEqual(
        forged.items.map((tx) => tx.id),
        [first.id, second.id]
      )
      const tx = Option.getOrThrow(yield* history.get(first.id))
      assert.strictEqual(tx.type, "Transfer")
      assert.strictEqual(tx.batchNum, batchNum)
      assert.strictEqual(tx.fromAccountIndex?.idx, from.accountIndex.idx)
      assert.strictEqual(tx.toAccountIndex.idx, to.accountIndex.idx)
      assert.strictEqual(tx.amount, amount)

      const paid = Result.getOrThrow(feeAmount(amount, fee))
      assert.isTrue(paid > 0n)
      const fromAfter = yield* accountNow(from)
      const toAfter = yield* accountNow(to)
      const feeAfter = yield* accountNow(feeWallet)
      assert.strictEqual(fromAfter.balance, from.balance - 3n * amount - paid)
      assert.strictEqual(fromAfter.nonce, from.nonce + 2n)
      assert.strictEqual(toAfter.balance, to.balance + 3n * amount)
      assert.strictEqual(toAfter.nonce, to.nonce)
      assert.strictEqual(feeAfter.balance, feeWallet.balance + paid)

      const batch = Option.getOrThrow(yield* (yield* BatchStore).get(BatchNum.make(batchNum)))
      const alpha = devnetCoordinators(10)[1]!
      assert.strictEqual(batch.forgerAddr, reRegistered(alpha).forgerAddr)
      assert.deepStrictEqual(batch.collectedFees, { "0": paid })
      assert.strictEqual(batch.forgeL1TransactionsNum, null)
      const summary = yield* (yield* NetworkStore).summary(new Date(0))
      assert.strictEqual(Option.getOrThrow(summary.lastBatch).batchNum, batchNum)
      assert.strictEqual(summary.poolLoad, loadBefore - 2)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("resolves TransferToEthAddr and TransferToBJJ receivers; forges an exit with a verifying proof", () =>
    Effect.gen(function* () {
      const from = yield* walletAccount(1, ETH)
      const receiver = yield* walletAccount(2, ETH)
      // The devnet's batch 2 created an internal ETH account for wallet 3's BabyJubJub key.
      const bjj = devnetWallet(3).bjjPublicKey
      const toEth = poolRecord(
        from,
        { type: "TransferToEthAddr", ethAddr: devnetWallet(2).ethAddress },
        {
          amount: 10n ** 16n,
          nonce: from.nonce
        }
      )
      const toBjj = poolRecord(
        from,
        { type: "TransferToBJJ", bjj },
        { amount: 2n * 10n ** 16n, nonce: from.nonce + 1n }
      )
      const exit = poolRecord(from, { type: "Exit" }, { amount: 3n * 10n ** 16n, nonce: from.nonce + 2n })
      yield* add(toEth, toBjj, exit)

      const report = yield* forgeStep(OPTIONS)

      assert.deepStrictEqual(report.forged, [toEth.id, toBjj.id, exit.id])
      const history = yield* HistoryStore
      const ethTx = Option.getOrThrow(yield* history.get(toEth.id))
      assert.strictEqual(ethTx.toAccountIndex.idx, receiver.accountIndex.idx)
      const bjjTx = Option.getOrThrow(yield* history.get(toBjj.id))
      assert.strictEqual(bjjTx.toBJJ, bjj)
      assert.notStrictEqual(bjjTx.toAccountIndex.idx, from.accountIndex.idx)
      const exitTx = Option.getOrThrow(yield* history.get(exit.id))
      assert.strictEqual(exitTx.toAccountIndex.idx, 1)

      const batchNum = BatchNum.make(LAST_DEVNET_BATCH + 1)
      const stored = Option.getOrThrow(yield* (yield* ExitStore).get(batchNum, from.accountIndex.idx))
      assert.strictEqual(stored.balance, 3n * 10n ** 16n)
      assert.isTrue(verifyStateProof(stored.merkleProof, poseidon))
      assert.strictEqual(stored.merkleProof.key, BigInt(from.accountIndex.idx))
      const batch = Option.getOrThrow(yield* (yield* BatchStore).get(batchNum))
      assert.strictEqual(batch.exitRoot, stored.merkleProof.root)
      assert.strictEqual((yield* accountNow(from)).balance, from.balance - 6n * 10n ** 16n)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("discards invalid transactions with a reason and leaves nonce gaps pending", () =>
    Effect.gen(function* () {
      const from = yield* walletAccount(1, ETH)
      const to = yield* walletAccount(2, ETH)
      const hez = yield* walletAccount(1, HEZ)
      const wbtc = yield* walletAccount(1, WBTC)
      const stranger = devnetWallet(50)
      const valid = poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: from.nonce })
      const oldNonce = poolRecord(
        hez,
        { type: "Transfer", to: yield* walletAccount(3, HEZ) },
        {
          amount: 10n ** 15n,
          nonce: hez.nonce - 1n
        }
      )
      const gap = poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: from.nonce + 5n })
      const tooMuch = poolRecord(wbtc, { type: "Exit" }, { amount: wbtc.balance + 1000n, nonce: wbtc.nonce })
      const otherToken = poolRecord(hez, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: hez.nonce })
      const noEthAccount = poolRecord(
        from,
        { type: "TransferToEthAddr", ethAddr: stranger.ethAddress },
        {
          amount: 10n ** 15n,
          nonce: from.nonce + 1n
        }
      )
      const noBjjAccount = poolRecord(
        from,
        { type: "TransferToBJJ", bjj: stranger.bjjPublicKey },
        {
          amount: 10n ** 15n,
          nonce: from.nonce + 1n,
          fee: 1
        }
      )
      const zeroExit = poolRecord(to, { type: "Exit" }, { amount: 0n, nonce: to.nonce })
      yield* add(valid, oldNonce, gap, tooMuch, otherToken, noEthAccount, noBjjAccount, zeroExit)

      const report = yield* forgeStep(OPTIONS)

      const batchNum = BatchNum.make(LAST_DEVNET_BATCH + 1)
      assert.deepStrictEqual(report.forged, [valid.id])
      assert.deepStrictEqual(report.waiting, [gap.id])
      const reasons = new Map(report.invalidated.map((i) => [i.id, i.reason]))
      assert.deepStrictEqual(
        new Set(reasons.keys()),
        new Set([oldNonce.id, tooMuch.id, otherToken.id, noEthAccount.id, noBjjAccount.id, zeroExit.id])
      )
      assert.match(reasons.get(oldNonce.id) ?? "", /nonce .* is below the account nonce/)
      assert.match(reasons.get(tooMuch.id) ?? "", /not enough balance/)
      assert.match(reasons.get(otherToken.id) ?? "", /holds token 0, not 1/)
      assert.match(reasons.get(noEthAccount.id) ?? "", /has no account in token 0/)
      assert.match(reasons.get(noBjjAccount.id) ?? "", /no internal account/)
      assert.match(reasons.get(zeroExit.id) ?? "", /exit amount is 0/)
      for (const id of reasons.keys()) assert.deepStrictEqual(yield* poolState(id), { state: "invl", batchNum })
      assert.deepStrictEqual(yield* poolState(gap.id), { state: "pend", batchNum: null })
      assert.deepStrictEqual(yield* poolState(valid.id), { state: "fged", batchNum })
      assert.isTrue(Option.isNone(yield* (yield* HistoryStore).get(tooMuch.id)))
      const hezAfter = yield* accountNow(hez)
      assert.strictEqual(hezAfter.balance, hez.balance)
      assert.strictEqual(hezAfter.nonce, hez.nonce)

      // The gap stays pending until the missing nonce arrives.
      const second = yield* forgeStep(OPTIONS)
      assert.strictEqual(second.batchNum, null)
      assert.deepStrictEqual(second.waiting, [gap.id])
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("discards without a batch when nothing is forgeable, and does nothing on an empty pool", () =>
    Effect.gen(function* () {
      const to = yield* walletAccount(2, ETH)
      const empty = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual(empty, { blocks: 0, batchNum: null, forged: [], invalidated: [], waiting: [] })
      const zeroExit = poolRecord(to, { type: "Exit" }, { amount: 0n, nonce: to.nonce })
      yield* add(zeroExit)
      const report = yield* forgeStep(OPTIONS)
      assert.strictEqual(report.batchNum, null)
      assert.deepStrictEqual(yield* poolState(zeroExit.id), { state: "invl", batchNum: null })
      const last = yield* (yield* BatchStore).list({}, { fromItem: undefined, order: "DESC", limit: 1 })
      assert.strictEqual(last.items[0]?.batchNum, LAST_DEVNET_BATCH)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("applies a transaction funded by a later one of the same batch, and caps the batch size", () =>
    Effect.gen(function* () {
      const rich = yield* walletAccount(1, ETH)
      const poor = yield* walletAccount(2, ETH)
      // poor spends more than it has, funded by rich's transfer that comes later in the pool.
      const overdraft = (poor.balance / 10n ** 15n + 100n) * 10n ** 15n
      const spend = poolRecord(poor, { type: "Transfer", to: rich }, { amount: overdraft, nonce: poor.nonce })
      const fund = poolRecord(rich, { type: "Transfer", to: poor }, { amount: 2n * 10n ** 17n, nonce: rich.nonce })
      const later = poolRecord(rich, { type: "Transfer", to: poor }, { amount: 10n ** 15n, nonce: rich.nonce + 1n })
      yield* add(spend, fund, later)
      const report = yield* forgeStep({ ...OPTIONS, maxTransactions: 2 })
      assert.deepStrictEqual(report.forged, [fund.id, spend.id])
      assert.deepStrictEqual(report.waiting, [later.id])
      assert.deepStrictEqual(yield* poolState(later.id), { state: "pend", batchNum: null })
      const next = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual(next.forged, [later.id])
      assert.strictEqual(next.batchNum, LAST_DEVNET_BATCH + 2)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("rolls the selection back to pend when the ledger rejects the batch", () =>
    Effect.gen(function* () {
      const from = yield* walletAccount(1, ETH)
      const to = yield* walletAccount(2, ETH)
      const tx = poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: from.nonce })
      yield* add(tx)
      const failure = yield* Effect.flip(forgeStep(OPTIONS))
      assert.strictEqual(failure._tag, "LedgerRejected")
      assert.deepStrictEqual(yield* poolState(tx.id), { state: "pend", batchNum: null })
    }).pipe(
      Effect.provide(
        Layer.effect(
          Ledger,
          Effect.map(Ledger, (ledger) => ({
            ...ledger,
            forgeBatch: () => Effect.fail(new LedgerRejected({ message: "refused by the test" }))
          }))
        ).pipe(Layer.provideMerge(seededDevnet()))
      )
    )
  )
})
