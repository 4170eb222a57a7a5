/** Atomic requests (`core/ledger/atomic_request.ts`): which pool transactions request something, what satisfies a
 * request, and a transaction's fields alike from its pool record and from its forged record, for every L2 type. */
import { assert, describe, it } from "@effect/vitest"
import { BjjKey } from "../../../core/domain/bjj.ts"
import { FF_ADDRESS, ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import { FeeSelector, Nonce, TokenId } from "../../../core/domain/scalars.ts"
import type { TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"
import {
  type AtomicFields,
  describeRequest,
  NO_REQUEST,
  forgedFields,
  poolFields,
  requestOf,
  satisfies
} from "../../../core/ledger/atomic_request.ts"
import { forgedRecord, indexOf, poolRecord, RECEIVER, requestFor, SENDER } from "./atomic_records.ts"

const TYPES: ReadonlyArray<TransactionTypeL2> = ["Transfer", "Exit", "TransferToEthAddr", "TransferToBJJ"]

describe("atomic requests", () => {
  it("a transaction requests nothing when every request field is absent or 0 (it signs as a plain one)", () => {
    assert.isUndefined(requestOf(NO_REQUEST))
    assert.isUndefined(
      requestOf({
        ...NO_REQUEST,
        requestFromAccountIndex: indexOf(0),
        requestToZkEthereumAddress: ZERO_ADDRESS,
        requestToBJJ: BjjKey.make("0".repeat(64)),
        requestTokenId: TokenId.make(0),
        requestAmount: 0n,
        requestFee: FeeSelector.make(0),
        requestNonce: Nonce.make(0n)
      })
    )
    assert.deepStrictEqual(requestOf({ ...NO_REQUEST, requestNonce: Nonce.make(1n) }), {
      fromIdx: 0,
      toIdx: 0,
      toEthAddr: null,
      toBjj: null,
      tokenId: 0,
      amount: 0n,
      fee: 0,
      nonce: 1n
    })
  })

  for (const type of TYPES) {
    it(`a ${type}'s fields are the same from its pool record and from its forged record, as it signed them`, () => {
      const pool = poolRecord(type)
      const fields = poolFields(pool)
      assert.deepStrictEqual(forgedFields(forgedRecord(pool, 5)), fields)
      assert.strictEqual(fields.toIdx, { Transfer: 257, Exit: 1, TransferToEthAddr: 0, TransferToBJJ: 0 }[type])
      assert.strictEqual(
        fields.toEthAddr,
        { Transfer: null, Exit: null, TransferToEthAddr: RECEIVER.ethAddr, TransferToBJJ: FF_ADDRESS }[type]
      )
      assert.strictEqual(fields.toBjj, type === "TransferToBJJ" ? RECEIVER.bjj : null)
      const request = requestOf(requestFor(fields))
      assert.isDefined(request)
      assert.isTrue(satisfies(request!, fields))
    })
  }

  it("a request is satisfied only when every field is equal; an absent address or key equals a zero one", () => {
    const fields = poolFields(poolRecord("TransferToEthAddr"))
    const request = requestOf(requestFor(fields))!
    const nearMisses: ReadonlyArray<Partial<AtomicFields>> = [
      { fromIdx: 257 },
      { toIdx: 257 },
      { toEthAddr: SENDER.ethAddr },
      { toEthAddr: null },
      { toBjj: RECEIVER.bjj },
      { tokenId: 1 },
      { amount: fields.amount + 1n },
      { fee: 3 },
      { nonce: 4n }
    ]
    for (const change of nearMisses) {
      assert.isFalse(
        satisfies({ ...request, ...change }, fields),
        JSON.stringify(change, (_, v) => String(v))
      )
    }
    // A zero address or key signs as an absent one.
    const exit = poolFields(poolRecord("Exit"))
    const zeros = { requestToZkEthereumAddress: ZERO_ADDRESS, requestToBJJ: BjjKey.make("0".repeat(64)) }
    assert.isTrue(satisfies(requestOf({ ...requestFor(exit), ...zeros })!, exit))
  })

  it("a request reads with every field, the address and key only when given", () => {
    assert.strictEqual(
      describeRequest(poolFields(poolRecord("Transfer"))),
      "{ fromIdx 256, toIdx 257, tokenId 0, amount 1000000000000000, fee 2, nonce 3 }"
    )
    assert.include(describeRequest(poolFields(poolRecord("TransferToBJJ"))), `toBjj ${RECEIVER.bjj}`)
  })
})
