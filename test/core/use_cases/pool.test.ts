/** `Pool.submit`, `dryRun` and `get` with devnet wallets' keys: every documented check in order with its type and
 * message, what is stored, idempotence, duplicates, replacements, and dry runs storing nothing. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Schema } from "effect"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import { FF_ADDRESS } from "../../../core/domain/eth_address.ts"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum } from "../../../core/domain/scalars.ts"
import { TxIdValue } from "../../../core/domain/tx_id.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { Pool } from "../../../core/use_cases/mod.ts"
import {
  BAD_SIGNATURE,
  type Body,
  FF_ZK_ADDRESS,
  idOf,
  signedBody,
  type TxSpec,
  walletSigner,
  wireBody
} from "../../adapters/http/signed_transactions.ts"
import { addToPool, failure, NOW, poolRecord, Wallets } from "./fixture.ts"

const W1 = devnetWallet(1)
const W2 = devnetWallet(2)
const W5 = devnetWallet(5)

const decodeBody = Schema.decodeUnknownSync(PostPoolL2Transaction)

/** The id core computes for a spec, as a TxId. */
const txId = (spec: TxSpec) => Schema.decodeUnknownSync(TxIdValue)(idOf(spec))

/** Submits a wire body. */
const submit = (body: Body) => Pool.submit(decodeBody(body))

/** Dry-runs a wire body. */
const dryRun = (body: Body) => Pool.dryRun(decodeBody(body))

/** A transfer zk:ETH:256 → zk:ETH:257 of 1000 with fee 0 at `nonce`, fields replaced by `patch`. */
function transfer(nonce: bigint, patch: Partial<TxSpec> = {}): TxSpec {
  return {
    fromAccountIndex: "zk:ETH:256",
    toAccountIndex: "zk:ETH:257",
    tokenId: 0,
    amount: 1000n,
    fee: 0,
    nonce,
    ...patch
  }
}

/** An exit of zk:ETH:256 at `nonce`. */
function exit(nonce: bigint, amount: bigint): TxSpec {
  return { fromAccountIndex: "zk:ETH:256", toAccountIndex: "zk:EXIT:1", tokenId: 0, amount, fee: 0, nonce }
}

/** The body of `spec` with its computed id, the given type and a signature that verifies nothing. */
function unsigned(spec: TxSpec, type = "Transfer"): Body {
  return wireBody(spec, { id: idOf(spec), type, signature: BAD_SIGNATURE })
}

/** The catalogue type and message of a rejected submission. */
const rejection = (
  effect: Effect.Effect<unknown, { readonly type: string; readonly message: string }, Pool.SubmitServices>
) => Effect.map(failure(effect), (error) => ({ type: error.type, message: error.message }))

/** Runs a test on a fresh wallets' stage. */
const fresh = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof Wallets>>) => Effect.provide(effect, Wallets)

describe("Pool.submit", () => {
  it.effect(
    "Pool.submit() stores a signed Transfer pend, with the sender's and the receiver's owners, and answers its id",
    () =>
      fresh(
        Effect.gen(function* () {
          const spec = transfer(3n)
          const id = yield* submit(signedBody(spec))
          expect(id).toBe(idOf(spec))
          expect(yield* Pool.get(id)).toMatchObject({
            id,
            type: "Transfer",
            fromAccountIndex: { symbol: "ETH", idx: 256 },
            fromZkEthereumAddress: W1.ethAddress,
            fromBJJ: W1.bjjPublicKey,
            toAccountIndex: { symbol: "ETH", idx: 257 },
            toZkEthereumAddress: W2.ethAddress,
            toBjj: W2.bjjPublicKey,
            amount: 1000n,
            nonce: 3n,
            state: "pend",
            timestamp: NOW,
            batchNum: null,
            token: { id: 0, symbol: "ETH" }
          })
        })
      )
  )

  it.effect("Pool.submit() stores an Exit with no receiver owner", () =>
    fresh(
      Effect.gen(function* () {
        const id = yield* submit(signedBody(exit(4n, 5000n)))
        expect(yield* Pool.get(id)).toMatchObject({
          type: "Exit",
          toAccountIndex: { symbol: "EXIT", idx: 1 },
          toZkEthereumAddress: null,
          toBjj: null,
          amount: 5000n,
          state: "pend"
        })
      })
    )
  )

  it.effect(
    "Pool.submit() takes an exit to zk:<its token's symbol>:1 with exitOrTokenSymbol (stored as zk:EXIT:1), else 400",
    () =>
      fresh(
        Effect.gen(function* () {
          const spelled = { ...exit(5n, 5000n), toAccountIndex: "zk:ETH:1" }
          const body = decodeBody(signedBody(spelled))
          const refused = yield* rejection(Pool.submit(body))
          expect(refused).toEqual({
            type: "ErrInvalidTxTypeOrTxID",
            message:
              'invalid destination: "toAccountIndex" zk:ETH:1 is not a destination: an exit goes to zk:EXIT:1, a transfer to an index of at least 256'
          })
          const options = { exitDestinations: "exitOrTokenSymbol" } as const
          const id = yield* Pool.submit(body, options)
          expect(id).toBe(idOf(exit(5n, 5000n)))
          expect(yield* Pool.get(id)).toMatchObject({ type: "Exit", toAccountIndex: { symbol: "EXIT", idx: 1 } })
          expect(yield* Pool.submit(decodeBody(signedBody(exit(5n, 5000n))), options)).toBe(id)
          expect((yield* Pool.dryRun(body, options)).alreadyInPool).toBe(true)
          const other = decodeBody(signedBody({ ...spelled, toAccountIndex: "zk:USDT:1", nonce: 6n }))
          expect(yield* rejection(Pool.submit(other, options))).toEqual({
            type: "ErrInvalidTxTypeOrTxID",
            message:
              'invalid destination: "toAccountIndex" zk:USDT:1 is not a destination: an exit goes to zk:EXIT:1 or zk:ETH:1, a transfer to an index of at least 256'
          })
        })
      )
  )

  it.effect("Pool.submit() stores a TransferToBJJ with the key and the all-F address it names", () =>
    fresh(
      Effect.gen(function* () {
        const W6 = devnetWallet(6)
        const spec = {
          fromAccountIndex: "zk:ETH:256",
          toZkEthereumAddress: FF_ZK_ADDRESS,
          toBjj: encodeBjj(W6.bjjPublicKey),
          tokenId: 0,
          amount: 7000n,
          fee: 2,
          nonce: 3n
        }
        const id = yield* submit(signedBody(spec))
        expect(yield* Pool.get(id)).toMatchObject({
          type: "TransferToBJJ",
          toAccountIndex: null,
          toZkEthereumAddress: FF_ADDRESS,
          toBjj: W6.bjjPublicKey,
          fee: 2
        })
      })
    )
  )

  it.effect("Pool.submit() rejects a type its destination does not make, and an id that is not the computed one", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* rejection(submit(unsigned(transfer(3n), "Exit")))).toEqual({
          type: "ErrInvalidTxTypeOrTxID",
          message: `"type" is Exit, but the destination makes it Transfer`
        })
        const wrongId = wireBody(transfer(3n), { id: idOf(transfer(4n)), type: "Transfer", signature: BAD_SIGNATURE })
        expect(yield* rejection(submit(wrongId))).toEqual({
          type: "ErrInvalidTxTypeOrTxID",
          message: `"id" is ${idOf(transfer(4n))}, but the transaction's id is ${idOf(transfer(3n))}`
        })
      })
    )
  )

  it.effect(
    "Pool.submit() rejects a nonce the id cannot encode, and an amount Float40 cannot represent, before the id is compared",
    () =>
      fresh(
        Effect.gen(function* () {
          const wideNonce = wireBody(transfer(1n << 40n), {
            id: idOf(transfer(3n)),
            type: "Transfer",
            signature: BAD_SIGNATURE
          })
          const wide = yield* rejection(submit(wideNonce))
          expect(wide.type).toBe("ErrInvalidTxTypeOrTxID")
          expect(wide.message).toMatch(/^cannot compute the transaction id: /)
          const inexact = wireBody(transfer(3n, { amount: (1n << 35n) + 1n }), {
            id: idOf(transfer(3n)),
            type: "Transfer",
            signature: BAD_SIGNATURE
          })
          const float40 = yield* rejection(submit(inexact))
          expect(float40.type).toBe("ErrInvalidFloat40Amount")
          expect(float40.message).toMatch(/^"amount": /)
          const request = yield* rejection(
            submit({ ...unsigned(transfer(3n)), requestAmount: String((1n << 35n) + 1n) })
          )
          expect(request.type).toBe("ErrInvalidFloat40Amount")
          expect(request.message).toMatch(/^"requestAmount": /)
        })
      )
  )

  it.effect("Pool.submit() rejects a fee that overflows 128 bits before looking at the sender", () =>
    fresh(
      Effect.gen(function* () {
        for (const from of ["zk:ETH:256", "zk:ETH:300"]) {
          const rejected = yield* rejection(
            submit(unsigned(transfer(3n, { fromAccountIndex: from, amount: 10n ** 31n, fee: 255 })))
          )
          expect(rejected.type).toBe("ErrFeeOverflow")
        }
      })
    )
  )

  it.effect(
    "Pool.submit() rejects an unknown sender, a token or symbol other than the sender's, a nonce below the sender's",
    () =>
      fresh(
        Effect.gen(function* () {
          expect(yield* rejection(submit(unsigned(transfer(3n, { fromAccountIndex: "zk:ETH:300" }))))).toEqual({
            type: "ErrGettingSenderAccount",
            message: "sender account zk:ETH:300 does not exist"
          })
          expect(yield* rejection(submit(unsigned(transfer(3n, { tokenId: 1 }))))).toEqual({
            type: "ErrAccountTokenNotEqualTxToken",
            message: `"tokenId" is 1, but sender account zk:ETH:256 holds token 0 (ETH)`
          })
          expect(yield* rejection(submit(unsigned(transfer(3n, { fromAccountIndex: "zk:HEZ:256" }))))).toEqual({
            type: "ErrParamValidationFailed",
            message: `"fromAccountIndex" zk:HEZ:256 names token HEZ, but account 256 holds ETH`
          })
          expect(yield* rejection(submit(unsigned(transfer(2n))))).toEqual({
            type: "ErrInvalidNonce",
            message: `"nonce" is 2, but account zk:ETH:256 is at nonce 3`
          })
        })
      )
  )

  it.effect(
    "Pool.submit() rejects a signature that is not the sender's key's over this transaction on this chain",
    () =>
      fresh(
        Effect.gen(function* () {
          const message = `the signature does not verify against key ${encodeBjj(W1.bjjPublicKey)} of account zk:ETH:256 on chain 1337`
          expect(yield* rejection(submit(unsigned(transfer(3n))))).toEqual({ type: "ErrInvalidSignature", message })
          expect(yield* rejection(submit(signedBody(transfer(3n), walletSigner(2))))).toEqual({
            type: "ErrInvalidSignature",
            message
          })
          expect(yield* rejection(submit(signedBody(transfer(3n), walletSigner(1, 5))))).toEqual({
            type: "ErrInvalidSignature",
            message
          })
          expect((yield* failure(Pool.get(txId(transfer(3n)))))._tag).toBe("NotFound")
        })
      )
  )

  it.effect(
    "Pool.submit() verifies the signature over the body's maxNumBatch (0 when absent) and stores it; another limit is a duplicate",
    () =>
      fresh(
        Effect.gen(function* () {
          const limited = transfer(3n, { maxNumBatch: 16385 })
          const wrongLimit = { ...signedBody(limited), maxNumBatch: 16384 }
          expect(yield* rejection(submit(wrongLimit))).toEqual({
            type: "ErrInvalidSignature",
            message: `the signature does not verify against key ${encodeBjj(W1.bjjPublicKey)} of account zk:ETH:256 on chain 1337 with maxNumBatch 16384`
          })
          // Signed with 16385, sent without it: verified over 0.
          const { maxNumBatch: _sent, ...unsent } = signedBody(limited)
          expect((yield* rejection(submit(unsent))).type).toBe("ErrInvalidSignature")
          const id = yield* submit(signedBody(limited))
          expect((yield* Pool.get(id)).maxNumBatch).toBe(16385)
          expect(yield* submit(signedBody(limited))).toBe(id)
          for (const other of [transfer(3n), transfer(3n, { maxNumBatch: 0 }), transfer(3n, { maxNumBatch: 7 })]) {
            expect(yield* rejection(submit(signedBody(other)))).toEqual({
              type: "ErrDuplicatedKey",
              message: `a different transaction with id ${id} is already in the pool`
            })
          }
          const unlimited = yield* submit(signedBody(transfer(4n)))
          expect((yield* Pool.get(unlimited)).maxNumBatch).toBe(0)
          // 0 sent is no limit, as absent: the same transaction.
          expect(yield* submit(signedBody(transfer(4n, { maxNumBatch: 0 })))).toBe(unlimited)
        })
      )
  )

  it.effect("Pool.submit() checks the receiver after the signature: unknown, another token, another symbol", () =>
    fresh(
      Effect.gen(function* () {
        expect((yield* rejection(submit(unsigned(transfer(3n, { toAccountIndex: "zk:ETH:300" }))))).type).toBe(
          "ErrInvalidSignature"
        )
        expect(yield* rejection(submit(signedBody(transfer(3n, { toAccountIndex: "zk:ETH:300" }))))).toEqual({
          type: "ErrGettingReceiverAccount",
          message: "receiver account zk:ETH:300 does not exist"
        })
        expect(yield* rejection(submit(signedBody(transfer(3n, { toAccountIndex: "zk:HEZ:258" }))))).toEqual({
          type: "ErrAccountTokenNotEqualTxToken",
          message: `"tokenId" is 0, but receiver account zk:HEZ:258 holds token 1 (HEZ)`
        })
        expect(yield* rejection(submit(signedBody(transfer(3n, { toAccountIndex: "zk:HEZ:257" }))))).toEqual({
          type: "ErrParamValidationFailed",
          message: `"toAccountIndex" zk:HEZ:257 names token HEZ, but account 257 holds ETH`
        })
      })
    )
  )

  it.effect("Pool.submit() rejects an Exit of nothing, even signed", () =>
    fresh(
      Effect.gen(function* () {
        expect(yield* rejection(submit(signedBody(exit(3n, 0n))))).toEqual({
          type: "ErrExitAmount0",
          message: "an exit must move a positive amount"
        })
      })
    )
  )

  it.effect(
    "Pool.submit() answers the same id for the same transaction again, and rejects another with that id as a duplicate",
    () =>
      fresh(
        Effect.gen(function* () {
          const body = signedBody(transfer(3n))
          const id = yield* submit(body)
          expect(yield* submit(body)).toBe(id)
          // The id does not cover the destination: a transfer to an address with the same sender, token, amount, nonce and fee has it too.
          const other = signedBody({
            fromAccountIndex: "zk:ETH:256",
            toZkEthereumAddress: `zk:${W5.ethAddress}`,
            tokenId: 0,
            amount: 1000n,
            fee: 0,
            nonce: 3n
          })
          expect(other["id"]).toBe(id)
          expect(yield* rejection(submit(other))).toEqual({
            type: "ErrDuplicatedKey",
            message: `a different transaction with id ${id} is already in the pool`
          })
          const pending = yield* (yield* PoolStore).pending(10)
          expect(pending.map((tx) => [tx.id, tx.type])).toEqual([[id, "Transfer"]])
        })
      )
  )

  it.effect("Pool.submit() answers a stored transaction's id even once its sender's nonce moved past it", () =>
    fresh(
      Effect.gen(function* () {
        const body = signedBody(transfer(3n))
        const id = yield* submit(body)
        yield* forgeNonce(9n)
        expect(yield* submit(body)).toBe(id)
        expect((yield* rejection(submit(unsigned(transfer(5n))))).type).toBe("ErrInvalidNonce")
      })
    )
  )
})

describe("Pool.dryRun", () => {
  it.effect("Pool.dryRun() answers what submit would store, and stores nothing", () =>
    fresh(
      Effect.gen(function* () {
        const body = signedBody(transfer(3n))
        const id = txId(transfer(3n))
        expect(yield* dryRun(body)).toEqual({
          id,
          wouldBeState: "pend",
          alreadyInPool: false,
          nextNonce: 4n,
          replaces: []
        })
        expect((yield* failure(Pool.get(id)))._tag).toBe("NotFound")
        expect(yield* (yield* PoolStore).pending(10)).toEqual([])
      })
    )
  )

  it.effect(
    "Pool.dryRun() of a stored transaction answers its state, and nextNonce does not count its nonce twice",
    () =>
      fresh(
        Effect.gen(function* () {
          const body = signedBody(transfer(3n))
          const id = yield* submit(body)
          expect(yield* dryRun(body)).toEqual({
            id,
            wouldBeState: "pend",
            alreadyInPool: true,
            nextNonce: 4n,
            replaces: []
          })
          yield* Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.selectForForging([id], BatchNum.make(2)))
          expect(yield* dryRun(body)).toEqual({
            id,
            wouldBeState: "fing",
            alreadyInPool: true,
            nextNonce: 4n,
            replaces: []
          })
        })
      )
  )

  it.effect("Pool.dryRun() counts the account's pool nonces: the next free one after the new transaction's", () =>
    fresh(
      Effect.gen(function* () {
        yield* addToPool([poolRecord({ from: 256, nonce: 4n }), poolRecord({ from: 256, nonce: 6n })])
        expect((yield* dryRun(signedBody(transfer(3n)))).nextNonce).toBe(5n)
        expect((yield* dryRun(signedBody(transfer(5n)))).nextNonce).toBe(3n)
      })
    )
  )

  it.effect("Pool.dryRun() rejects what submit rejects, with the same type and message, and a duplicate id", () =>
    fresh(
      Effect.gen(function* () {
        for (const body of [
          unsigned(transfer(3n)),
          unsigned(transfer(2n)),
          unsigned(transfer(3n), "Exit"),
          signedBody(exit(3n, 0n))
        ]) {
          expect(yield* rejection(dryRun(body))).toEqual(yield* rejection(submit(body)))
        }
        const id = yield* submit(signedBody(transfer(3n)))
        const other = signedBody({
          fromAccountIndex: "zk:ETH:256",
          toZkEthereumAddress: `zk:${W5.ethAddress}`,
          tokenId: 0,
          amount: 1000n,
          fee: 0,
          nonce: 3n
        })
        expect(yield* rejection(dryRun(other))).toEqual({
          type: "ErrDuplicatedKey",
          message: `a different transaction with id ${id} is already in the pool`
        })
      })
    )
  )

  it.effect("Pool.dryRun() of a stored transaction the checks would now reject still answers it", () =>
    fresh(
      Effect.gen(function* () {
        const body = signedBody(transfer(3n))
        const id = yield* submit(body)
        yield* forgeNonce(9n)
        expect(yield* dryRun(body)).toEqual({
          id,
          wouldBeState: "pend",
          alreadyInPool: true,
          nextNonce: 9n,
          replaces: []
        })
      })
    )
  )
})

describe("Pool.submit with replace", () => {
  const replacing = { replace: true }
  it.effect("Pool.submit(replace) stores the replacement and invalidates the pending one; a retry answers its id", () =>
    fresh(
      Effect.gen(function* () {
        const old = yield* submit(signedBody(transfer(3n, { amount: 10n ** 18n, fee: 126 })))
        const bumped = signedBody(transfer(3n, { amount: 10n ** 18n, fee: 129 }))
        const id = yield* Pool.submit(decodeBody(bumped), replacing)
        expect(yield* Pool.get(old)).toMatchObject({ state: "invl", invalidationReason: { code: "replaced" } })
        expect(yield* Pool.get(id)).toMatchObject({ state: "pend", invalidationReason: null })
        expect(yield* Pool.submit(decodeBody(bumped), replacing)).toBe(id)
      })
    )
  )

  it.effect("Pool.submit(replace) runs every check first, then refuses with the replacement's own types", () =>
    fresh(
      Effect.gen(function* () {
        const replace = (body: Body) => Pool.submit(decodeBody(body), replacing)
        expect((yield* rejection(replace(unsigned(transfer(3n, { fee: 9 }))))).type).toBe("ErrInvalidSignature")
        expect((yield* rejection(replace(signedBody(transfer(3n, { fee: 9 }))))).type).toBe("ErrNothingToReplace")
        yield* submit(signedBody(transfer(3n, { amount: 10n ** 18n, fee: 126 })))
        expect((yield* rejection(replace(signedBody(transfer(3n, { amount: 10n ** 18n, fee: 128 }))))).type).toBe(
          "ErrReplacementFeeTooLow"
        )
        const dry = Pool.dryRun(decodeBody(signedBody(transfer(3n, { amount: 10n ** 18n, fee: 128 }))), replacing)
        expect((yield* rejection(dry)).type).toBe("ErrReplacementFeeTooLow")
      })
    )
  )

  it.effect("Pool.dryRun(replace) names what it would replace and stores nothing", () =>
    fresh(
      Effect.gen(function* () {
        const old = yield* submit(signedBody(transfer(3n, { amount: 10n ** 18n, fee: 126 })))
        const spec = transfer(3n, { amount: 10n ** 18n, fee: 129 })
        expect(yield* Pool.dryRun(decodeBody(signedBody(spec)), replacing)).toEqual({
          id: txId(spec),
          wouldBeState: "pend",
          alreadyInPool: false,
          nextNonce: 4n,
          replaces: [old]
        })
        expect((yield* Pool.get(old)).state).toBe("pend")
        expect((yield* failure(Pool.get(txId(spec))))._tag).toBe("NotFound")
      })
    )
  )
})

describe("Pool.get", () => {
  it.effect("Pool.get() is NotFound for an id not in the pool", () =>
    fresh(
      Effect.gen(function* () {
        const id = txId(transfer(7n))
        expect(yield* failure(Pool.get(id))).toMatchObject({
          _tag: "NotFound",
          message: `transaction ${id} is not in the pool`
        })
      })
    )
  )
})

/** Forges batch 2, which moves account 256's nonce to `nonce` (and forges nothing of the pool). */
function forgeNonce(nonce: bigint) {
  return Effect.gen(function* () {
    const ledger = yield* Ledger
    yield* ledger.forgeBatch({
      batchNum: BatchNum.make(2),
      ethereumBlockNum: EthBlockNum.make(2n),
      ethereumBlockHash: EthHash.make("0x" + "02".padStart(64, "0")),
      ethereumTxHash: EthHash.make("0x" + "fe".repeat(32)),
      timestamp: NOW,
      forgerAddr: W1.ethAddress,
      slotNum: SlotNum.make(0),
      exitRoot: 0n,
      collectedFees: {},
      forgeL1TransactionsNum: null,
      l1UserResults: [],
      createdAccounts: [],
      l1CoordinatorTransactions: [],
      l2Transactions: [],
      accountUpdates: [{ idx: AccountIdx.make(256), nonce: Nonce.make(nonce), balance: 10n ** 24n }],
      exits: []
    })
  }).pipe(Effect.orDie)
}
