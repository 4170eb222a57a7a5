/** `PoolReplacement.byId` and `byNonce` (the anchor's PUTs) with devnet wallets' keys: the path's transaction replaced by
 * the rules of `Pool.submit` with `replace`; unknown or not pending a NotFound, a body of another sender or nonce and a
 * body keeping the id a 400, a bad signature and a fee below the step refused before anything is written, retries. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Schema } from "effect"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import { BatchNum, Nonce, TokenSymbol } from "../../../core/domain/scalars.ts"
import { TxIdValue } from "../../../core/domain/tx_id.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { Pool, PoolReplacement } from "../../../core/use_cases/mod.ts"
import { bodyWithSignature, idOf, signedBody, type TxSpec } from "../../adapters/http/signed_transactions.ts"
import { failure, Wallets } from "./fixture.ts"

const decodeBody = Schema.decodeUnknownSync(PostPoolL2Transaction)

/** A transfer zk:ETH:256 → zk:ETH:257 of 1 ETH at `nonce` with fee selector `fee`. */
function transfer(nonce: bigint, fee: number, patch: Partial<TxSpec> = {}): TxSpec {
  return {
    fromAccountIndex: "zk:ETH:256",
    toAccountIndex: "zk:ETH:257",
    tokenId: 0,
    amount: 10n ** 18n,
    fee,
    nonce,
    ...patch
  }
}

/** The decoded, signed body of `spec`. */
const body = (spec: TxSpec) => decodeBody(signedBody(spec))

/** The id of `spec`. */
const txId = (spec: TxSpec) => Schema.decodeUnknownSync(TxIdValue)(idOf(spec))

const ETH_256 = { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(256) }

/** The tag, catalogue type (a BadRequest's) and message of a failure. */
const refusal = <A, E extends { readonly _tag: string; readonly message: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(failure(effect), (error) => ({
    _tag: error._tag,
    type: "type" in error ? error.type : undefined,
    message: error.message
  }))

/** Runs a test on a fresh wallets' stage. */
const fresh = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof Wallets>>) => Effect.provide(effect, Wallets)

describe("PoolReplacement.byId", () => {
  it.effect("replaces the pending transaction by a new one of its sender and nonce; a retry answers the same id", () =>
    fresh(
      Effect.gen(function* () {
        const old = yield* Pool.submit(body(transfer(3n, 126)))
        const id = yield* PoolReplacement.byId(old, body(transfer(3n, 129)))
        expect(id).toBe(txId(transfer(3n, 129)))
        expect(yield* Pool.get(old)).toMatchObject({ state: "invl", invalidationReason: { code: "replaced" } })
        expect((yield* Pool.get(id)).state).toBe("pend")
        expect(yield* PoolReplacement.byId(old, body(transfer(3n, 129)))).toBe(id)
      })
    )
  )

  it.effect("an unknown id and a transaction no longer pending are NotFound; a later replacement of it too", () =>
    fresh(
      Effect.gen(function* () {
        const unknown = yield* refusal(PoolReplacement.byId(txId(transfer(9n, 126)), body(transfer(9n, 129))))
        expect(unknown).toMatchObject({ _tag: "NotFound", message: expect.stringContaining("is not in the pool") })
        const old = yield* Pool.submit(body(transfer(3n, 126)))
        yield* PoolReplacement.byId(old, body(transfer(3n, 129)))
        const again = yield* refusal(PoolReplacement.byId(old, body(transfer(3n, 200))))
        expect(again).toMatchObject({ _tag: "NotFound", message: expect.stringContaining(`${old} is invl`) })
        const forging = yield* Pool.submit(body(transfer(4n, 126)))
        yield* Effect.orDie(
          Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.selectForForging([forging], BatchNum.make(2)))
        )
        const taken = yield* refusal(PoolReplacement.byId(forging, body(transfer(4n, 200))))
        expect(taken).toMatchObject({ _tag: "NotFound", message: expect.stringContaining("is fing") })
        expect((yield* Pool.get(forging)).state).toBe("fing")
      })
    )
  )

  it.effect("a body of another nonce or sender is a 400; a body keeping the id with other fields names the step", () =>
    fresh(
      Effect.gen(function* () {
        const old = yield* Pool.submit(body(transfer(3n, 126)))
        expect(yield* refusal(PoolReplacement.byId(old, body(transfer(4n, 129))))).toMatchObject({
          _tag: "BadRequest",
          type: "ErrParamValidationFailed",
          message: expect.stringContaining("nonce 4")
        })
        const otherSender = transfer(3n, 129, { fromAccountIndex: "zk:ETH:257", toAccountIndex: "zk:ETH:256" })
        expect((yield* refusal(PoolReplacement.byId(old, decodeBody(signedBody(otherSender))))).type).toBe(
          "ErrParamValidationFailed"
        )
        const edited = transfer(3n, 126, { toAccountIndex: "zk:ETH:256", fromAccountIndex: "zk:ETH:256" })
        expect(yield* refusal(PoolReplacement.byId(old, body(edited)))).toMatchObject({
          type: "ErrReplacementFeeTooLow",
          message: expect.stringContaining("another id")
        })
        expect(yield* PoolReplacement.byId(old, body(transfer(3n, 126)))).toBe(old)
        expect((yield* Pool.get(old)).state).toBe("pend")
      })
    )
  )

  it.effect("runs every check of the POST before the rules: a bad signature, then a fee below the step", () =>
    fresh(
      Effect.gen(function* () {
        const old = yield* Pool.submit(body(transfer(3n, 126)))
        const unsigned = decodeBody(bodyWithSignature(transfer(3n, 200)))
        expect((yield* refusal(PoolReplacement.byId(old, unsigned))).type).toBe("ErrInvalidSignature")
        expect((yield* refusal(PoolReplacement.byId(old, body(transfer(3n, 128))))).type).toBe(
          "ErrReplacementFeeTooLow"
        )
        expect((yield* Pool.get(old)).state).toBe("pend")
      })
    )
  )
})

describe("PoolReplacement.byNonce", () => {
  it.effect("replaces the account's pending transaction with that nonce; nothing pending is NotFound", () =>
    fresh(
      Effect.gen(function* () {
        const old = yield* Pool.submit(body(transfer(3n, 126)))
        const id = yield* PoolReplacement.byNonce(ETH_256, Nonce.make(3n), body(transfer(3n, 129)))
        expect((yield* Pool.get(old)).state).toBe("invl")
        expect(yield* PoolReplacement.byNonce(ETH_256, Nonce.make(3n), body(transfer(3n, 129)))).toBe(id)
        expect(yield* refusal(PoolReplacement.byNonce(ETH_256, Nonce.make(5n), body(transfer(5n, 129))))).toMatchObject(
          {
            _tag: "NotFound",
            message: expect.stringContaining("no pending transaction with nonce 5")
          }
        )
      })
    )
  )

  it.effect("a body whose sender, symbol or nonce is not the path's is a 400 before any other check", () =>
    fresh(
      Effect.gen(function* () {
        const unsigned = decodeBody(bodyWithSignature(transfer(3n, 129)))
        for (const [accountIndex, nonce] of [
          [ETH_256, 4n],
          [{ ...ETH_256, idx: AccountIdx.make(257) }, 3n],
          [{ ...ETH_256, symbol: TokenSymbol.make("HEZ") }, 3n]
        ] as const) {
          expect((yield* refusal(PoolReplacement.byNonce(accountIndex, Nonce.make(nonce), unsigned))).type).toBe(
            "ErrParamValidationFailed"
          )
        }
        expect((yield* refusal(PoolReplacement.byNonce(ETH_256, Nonce.make(3n), unsigned))).type).toBe(
          "ErrInvalidSignature"
        )
      })
    )
  )
})
