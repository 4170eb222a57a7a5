/** The pool state machine's pure rules (core/ledger/pool_lifecycle.ts), on a view held in a Map. */
import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import type { InvalidationCode } from "../../../core/domain/invalidation_reason.ts"
import { BatchNum, MaxNumBatch } from "../../../core/domain/scalars.ts"
import { type TxId, TxIdValue } from "../../../core/domain/tx_id.ts"
import {
  PENDING,
  planExpiry,
  planForged,
  planInvalidation,
  planReorg,
  planSelection,
  type PoolStatus,
  type PoolView,
  revertsOnReorg
} from "../../../core/ledger/pool_lifecycle.ts"
import { poolRecord } from "./atomic_records.ts"

/** A TxID made of one repeated byte after the L2 prefix. */
const id = (byte: string): TxId => TxIdValue.make("0x02" + byte.repeat(32))

const PEND = id("01")
const FING = id("02")
const FGED = id("03")
const INVL = id("04")
const UNKNOWN = id("05")
/** Pending, limited to batch 4 (`maxNumBatch`). */
const LIMITED = id("06")

/** A status in batch `n`, with a reason's message (code `other` unless given). */
const at = (
  state: PoolStatus["state"],
  n: number | null,
  reason: string | null = null,
  code: InvalidationCode = "other"
): PoolStatus => ({
  state,
  batchNum: n === null ? null : BatchNum.make(n),
  reason: reason === null ? null : { code, message: reason }
})

/** A pool with one transaction in each state; batch 3 is the last forged. */
const view: PoolView = {
  status: (tx) =>
    new Map<TxId, PoolStatus>([
      [PEND, PENDING],
      [FING, at("fing", 4)],
      [FGED, at("fged", 3)],
      [INVL, at("invl", null, "expired")],
      [LIMITED, PENDING]
    ]).get(tx),
  lastBatchNum: 3,
  maxNumBatch: (tx) => (tx === LIMITED ? 4 : tx === UNKNOWN ? undefined : 0)
}

describe("planSelection", () => {
  it("moves pend to fing for a batch after the last forged one", () => {
    assert.deepStrictEqual(planSelection([PEND], 4, view), Result.succeed([{ id: PEND, status: at("fing", 4) }]))
    assert.deepStrictEqual(planSelection([], 4, view), Result.succeed([]))
    assert.deepStrictEqual(
      planSelection([PEND], 0, { ...view, lastBatchNum: undefined }),
      Result.succeed([{ id: PEND, status: at("fing", 0) }])
    )
  })
  it("rejects unknown ids, other states, repeated ids and forged batches", () => {
    assert.deepStrictEqual(planSelection([PEND, UNKNOWN], 4, view), Result.fail(`unknown pool transaction ${UNKNOWN}`))
    assert.deepStrictEqual(planSelection([FING], 4, view), Result.fail(`pool transaction ${FING} is fing, not pend`))
    assert.deepStrictEqual(planSelection([FGED], 4, view), Result.fail(`pool transaction ${FGED} is fged, not pend`))
    assert.deepStrictEqual(planSelection([INVL], 4, view), Result.fail(`pool transaction ${INVL} is invl, not pend`))
    assert.deepStrictEqual(
      planSelection([PEND, PEND], 4, view),
      Result.fail(`pool transaction ${PEND} is listed twice`)
    )
    assert.deepStrictEqual(
      planSelection([PEND], 3, view),
      Result.fail("cannot select for batch 3: batch 3 is already forged")
    )
  })
  it("selects a transaction for batches up to its maxNumBatch, never past it", () => {
    assert.deepStrictEqual(planSelection([LIMITED], 4, view), Result.succeed([{ id: LIMITED, status: at("fing", 4) }]))
    assert.deepStrictEqual(
      planSelection([PEND, LIMITED], 5, view),
      Result.fail(`selecting ${LIMITED}: MaxNumBatch exceeded: its maxNumBatch is 4 and the batch is 5`)
    )
    assert.deepStrictEqual(planSelection([PEND], 5, view), Result.succeed([{ id: PEND, status: at("fing", 5) }]))
  })
})

describe("planExpiry", () => {
  /** A transfer of nonce `nonce` in `state`, limited to `maxNumBatch`. */
  const limited = (nonce: bigint, state: PoolStatus["state"], maxNumBatch: number) => ({
    ...poolRecord("Transfer", { nonce }),
    state,
    maxNumBatch: MaxNumBatch.make(maxNumBatch)
  })
  const records = [
    limited(1n, "pend", 4),
    limited(2n, "fing", 4),
    limited(3n, "fged", 4),
    limited(4n, "invl", 4),
    limited(5n, "pend", 5),
    limited(6n, "pend", 0),
    limited(7n, "pend", 3)
  ]
  it("invalidates the live transactions the next batch is past, with code maxNumBatchExceeded", () => {
    assert.deepStrictEqual(
      planExpiry(records, 4),
      [records[0]!, records[1]!, records[6]!].map((record) => ({
        id: record.id,
        code: "maxNumBatchExceeded" as const,
        reason: `MaxNumBatch exceeded: its maxNumBatch is ${record.maxNumBatch} and the next batch is 5`
      }))
    )
  })
  it("leaves alone what the next batch may still forge: a limit at the next batch or above, or none", () => {
    assert.deepStrictEqual(
      planExpiry(records, 3).map(({ id }) => id),
      [records[6]!.id]
    )
    assert.deepStrictEqual(planExpiry(records, 2), [])
  })
})

describe("planInvalidation", () => {
  it("moves pend and fing to invl with the reason and the deciding batch, if any", () => {
    assert.deepStrictEqual(
      planInvalidation(
        [
          { id: PEND, reason: "a" },
          { id: FING, reason: "b" }
        ],
        4,
        view
      ),
      Result.succeed([
        { id: PEND, status: at("invl", 4, "a") },
        { id: FING, status: at("invl", 4, "b") }
      ])
    )
    assert.deepStrictEqual(
      planInvalidation([{ id: PEND, reason: "a" }], null, view),
      Result.succeed([{ id: PEND, status: at("invl", null, "a") }])
    )
  })
  it("keeps the code given with a reason (other when none is)", () => {
    assert.deepStrictEqual(
      planInvalidation(
        [
          { id: PEND, reason: "a", code: "insufficientBalance" },
          { id: FING, reason: "b", code: undefined }
        ],
        4,
        view
      ),
      Result.succeed([
        { id: PEND, status: at("invl", 4, "a", "insufficientBalance") },
        { id: FING, status: at("invl", 4, "b") }
      ])
    )
  })
  it("rejects unknown ids, fged and invl, repeated ids and empty reasons", () => {
    assert.isTrue(Result.isFailure(planInvalidation([{ id: UNKNOWN, reason: "a" }], null, view)))
    assert.deepStrictEqual(
      planInvalidation([{ id: FGED, reason: "a" }], null, view),
      Result.fail(`pool transaction ${FGED} is fged, not pend or fing`)
    )
    assert.deepStrictEqual(
      planInvalidation([{ id: INVL, reason: "a" }], null, view),
      Result.fail(`pool transaction ${INVL} is invl, not pend or fing`)
    )
    assert.deepStrictEqual(
      planInvalidation(
        [
          { id: PEND, reason: "a" },
          { id: PEND, reason: "b" }
        ],
        null,
        view
      ),
      Result.fail(`pool transaction ${PEND} is listed twice`)
    )
    assert.deepStrictEqual(
      planInvalidation([{ id: PEND, reason: "" }], null, view),
      Result.fail(`invalidation of pool transaction ${PEND} has no reason`)
    )
  })
})

describe("planForged", () => {
  it("makes every pool transaction a batch forges as L2 fged in it, unless already fged", () => {
    const forged = planForged(
      [PEND, FING, FGED, INVL, UNKNOWN].map((tx) => ({ id: tx, L1orL2: "L2" as const })),
      4,
      view
    )
    assert.deepStrictEqual(
      forged,
      [PEND, FING, INVL].map((tx) => ({ id: tx, status: at("fged", 4), rolledBackFrom: null })),
      "forging clears a rollback"
    )
  })
  it("ignores L1 transactions", () => {
    assert.deepStrictEqual(planForged([{ id: PEND, L1orL2: "L1" }], 4, view), [])
  })
})

describe("revertsOnReorg", () => {
  it("is true for what moved in a batch after n, never for pend or a batchless invalidation", () => {
    assert.isTrue(revertsOnReorg(at("fing", 4), 3))
    assert.isTrue(revertsOnReorg(at("fged", 4), 3))
    assert.isTrue(revertsOnReorg(at("invl", 4, "x"), 3))
    assert.isFalse(revertsOnReorg(at("fged", 3), 3))
    assert.isFalse(revertsOnReorg(at("invl", null, "x"), 0))
    assert.isFalse(revertsOnReorg(PENDING, 0))
  })
})

describe("planReorg", () => {
  it("returns what moved after n to pend, recording the batch only when the reorg undid its forging there", () => {
    assert.deepStrictEqual(planReorg({ id: FGED, status: at("fged", 4) }, 3), {
      id: FGED,
      status: PENDING,
      rolledBackFrom: BatchNum.make(4)
    })
    assert.deepStrictEqual(
      planReorg({ id: FING, status: at("fing", 4) }, 3),
      { id: FING, status: PENDING },
      "a released selection keeps the record"
    )
    assert.deepStrictEqual(
      planReorg({ id: INVL, status: at("invl", 4, "x") }, 3),
      { id: INVL, status: PENDING },
      "so does an undone invalidation"
    )
    assert.strictEqual(planReorg({ id: FGED, status: at("fged", 3) }, 3), undefined)
    assert.strictEqual(planReorg({ id: PEND, status: PENDING }, 0), undefined)
  })
})
