/** The maxNumBatch rules (core/ledger/max_num_batch.ts): a limit of 0 is none; a transaction is forged up to its limit. */
import { assert, describe, it } from "@effect/vitest"
import { MaxNumBatch } from "../../../core/domain/scalars.ts"
import { type TxId, TxIdValue } from "../../../core/domain/tx_id.ts"
import { expiry, forgedPastLimit, isPastLimit } from "../../../core/ledger/max_num_batch.ts"

const id = (byte: string): TxId => TxIdValue.make("0x02" + byte.repeat(32))

describe("isPastLimit", () => {
  it("is true only for a batch above a set limit", () => {
    assert.isFalse(isPastLimit(0, 1))
    assert.isFalse(isPastLimit(0, 4294967295))
    assert.isFalse(isPastLimit(5, 4))
    assert.isFalse(isPastLimit(5, 5))
    assert.isTrue(isPastLimit(5, 6))
    assert.isTrue(isPastLimit(1, 4294967295))
  })
})

describe("expiry", () => {
  it("names the anchor's text, the limit and the next batch, with code maxNumBatchExceeded", () => {
    assert.deepStrictEqual(expiry({ id: id("01"), maxNumBatch: MaxNumBatch.make(7) }, 8), {
      id: id("01"),
      code: "maxNumBatchExceeded",
      reason: "MaxNumBatch exceeded: its maxNumBatch is 7 and the next batch is 8"
    })
  })
})

describe("forgedPastLimit", () => {
  const limits = new Map<TxId, number>([
    [id("01"), 0],
    [id("02"), 5],
    [id("03"), 4]
  ])
  const limitOf = (tx: TxId) => limits.get(tx)
  const l2 = (byte: string) => ({ id: id(byte), L1orL2: "L2" as const })
  it("accepts pool transactions forged up to their limit, and transactions the pool does not hold", () => {
    assert.isUndefined(forgedPastLimit([l2("01"), l2("02"), l2("09")], 5, limitOf))
    assert.isUndefined(forgedPastLimit([l2("03")], 4, limitOf))
  })
  it("refuses a batch forging a pool transaction past its limit, naming it", () => {
    assert.strictEqual(
      forgedPastLimit([l2("01"), l2("02"), l2("03")], 5, limitOf),
      `forging ${id("03")} in batch 5: MaxNumBatch exceeded: its maxNumBatch is 4 and the batch is 5`
    )
  })
  it("ignores L1 transactions", () => {
    assert.isUndefined(forgedPastLimit([{ id: id("03"), L1orL2: "L1" }], 9, limitOf))
  })
})
