/** `Pool.submit` on memory, counting pool reads and writes: an accept is one add and no read; the pool is read only to
 * answer a rejection; a transfer's receiver does not move the signature in the order of errors. */
import { Effect, Exit, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { inlineLayer } from "../../../adapters/crypto/signature_verifier.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import { Nonce } from "../../../core/domain/scalars.ts"
import type { BadRequest } from "../../../core/errors.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { Pool } from "../../../core/use_cases/mod.ts"
import { bodyWithSignature, signedBody, type TxSpec } from "../http/signed_transactions.ts"
import { forgeSecondBatch, startWriteNode, type WriteNode } from "../http/write_fixture.ts"

const decode = Schema.decodeUnknownSync(PostPoolL2Transaction)

/** A transfer zk:ETH:256 (wallet 1, nonce 3) → zk:ETH:257 at `nonce`, fields replaced by `patch`. */
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

/** What a submission did: its outcome and how often it read (`get`) and wrote (`add`) the pool. */
interface Submitted {
  readonly exit: Exit.Exit<string, BadRequest>
  readonly gets: number
  readonly adds: number
}

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode()
})
afterAll(() => node.dispose())

/** Submits the wire body with the WebAssembly verifier inline, counting the pool calls. */
function submit(body: unknown): Promise<Submitted> {
  return node.run(
    Effect.gen(function* () {
      const pool = yield* PoolStore
      let gets = 0
      let adds = 0
      const counting = PoolStore.of({
        ...pool,
        get: (id) =>
          Effect.suspend(() => {
            gets++
            return pool.get(id)
          }),
        add: (record) =>
          Effect.suspend(() => {
            adds++
            return pool.add(record)
          })
      })
      const exit = yield* Effect.exit(
        Pool.submit(decode(body)).pipe(Effect.provideService(PoolStore, counting), Effect.provide(inlineLayer))
      )
      return { exit, gets, adds }
    })
  )
}

/** The catalogue type of a rejection. */
function rejection(submitted: Submitted): string | undefined {
  if (Exit.isSuccess(submitted.exit)) return undefined
  const reason = submitted.exit.cause.reasons[0]
  return reason?._tag === "Fail" ? reason.error.type : reason?._tag
}

describe("Pool.submit reads the pool only to answer a rejection", () => {
  it("an accepted transfer is one add and no read; posting it again is one add (Existing) and its id", async () => {
    const body = signedBody(transfer(3n))
    const first = await submit(body)
    expect(first).toMatchObject({ gets: 0, adds: 1 })
    expect(Exit.isSuccess(first.exit) && first.exit.value).toBe(body["id"])
    const again = await submit(body)
    expect(again).toMatchObject({ gets: 0, adds: 1 })
    expect(Exit.isSuccess(again.exit) && again.exit.value).toBe(body["id"])
  })

  it("a rejected transaction that is not stored keeps its rejection after one read, and nothing is added", async () => {
    const submitted = await submit(signedBody(transfer(1n)))
    expect(rejection(submitted)).toBe("ErrInvalidNonce")
    expect(submitted).toMatchObject({ gets: 1, adds: 0 })
  })

  it("a stored transaction re-posted once its sender's nonce moved past it answers its id", async () => {
    const body = signedBody(transfer(4n))
    expect(Exit.isSuccess((await submit(body)).exit)).toBe(true)
    await forgeSecondBatch(node, {
      accountUpdates: [{ idx: AccountIdx.make(256), nonce: Nonce.make(9n), balance: 10n ** 24n }]
    })
    const again = await submit(body)
    expect(Exit.isSuccess(again.exit) && again.exit.value).toBe(body["id"])
    expect(again).toMatchObject({ gets: 1, adds: 0 })
    // Another transaction at a nonce below 9 is rejected now.
    expect(rejection(await submit(signedBody(transfer(5n))))).toBe("ErrInvalidNonce")
  })

  it("a bad signature to an unknown receiver is ErrInvalidSignature; a good one is ErrGettingReceiverAccount", async () => {
    expect(rejection(await submit(bodyWithSignature(transfer(30n, { toAccountIndex: "zk:ETH:300" }))))).toBe(
      "ErrInvalidSignature"
    )
    expect(rejection(await submit(signedBody(transfer(30n, { toAccountIndex: "zk:ETH:300" }))))).toBe(
      "ErrGettingReceiverAccount"
    )
    expect(rejection(await submit(signedBody(transfer(30n, { toAccountIndex: "zk:HEZ:258" }))))).toBe(
      "ErrAccountTokenNotEqualTxToken"
    )
  })
})
