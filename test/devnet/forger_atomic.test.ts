/** The devnet forger beside the ledger's atomic rule: a pool transaction that requests another waits (the ledger would
 * refuse a batch forging it alone, and the forger does not arrange groups), and the rest of the pool is forged. */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { forgeStep } from "../../devnet/forger.ts"
import { Nonce, TokenId } from "../../core/domain/scalars.ts"
import { PoolStore } from "../../core/ports/pool_store.ts"
import { poolRecord, seededDevnet, walletAccount } from "./forger_fixture.ts"

describe("devnet forger and atomic transactions", () => {
  it.effect("a transaction that requests another waits; the others are forged", () =>
    Effect.gen(function* () {
      const ETH = TokenId.make(0)
      const from = yield* walletAccount(1, ETH)
      const to = yield* walletAccount(2, ETH)
      const plain = poolRecord(to, { type: "Transfer", to: from }, { amount: 10n ** 17n, nonce: to.nonce })
      const requester = {
        ...poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 17n, nonce: from.nonce }),
        requestFromAccountIndex: to.accountIndex,
        requestNonce: Nonce.make(to.nonce + 5n)
      }
      const pool = yield* PoolStore
      yield* pool.add(requester)
      yield* pool.add(plain)
      const report = yield* forgeStep({ wallets: 10 })
      assert.deepStrictEqual(report.forged, [plain.id])
      assert.deepStrictEqual(report.waiting, [requester.id])
      assert.deepStrictEqual(report.invalidated, [])
    }).pipe(Effect.provide(seededDevnet()))
  )
})
