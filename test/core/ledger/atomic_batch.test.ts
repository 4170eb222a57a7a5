/** The atomic rule on a forged batch (`core/ledger/atomic_batch.ts`): against an oracle over the requestOffset table on
 * random batches, and its refusals' words. */
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Effect, Schema } from "effect"
import { TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"
import { l1UserTxId, type TxId } from "../../../core/domain/tx_id.ts"
import { unsatisfiedRequest } from "../../../core/ledger/atomic_batch.ts"
import { relativePositionOf } from "../../../core/ledger/atomic_offset.ts"
import { poolFields, requestOf, satisfies } from "../../../core/ledger/atomic_request.ts"
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { forgedRecord, poolRecord, requestFor } from "./atomic_records.ts"

/** An integer of `from..to` drawn evenly: one of its literals (`Arbitrary` draws an integer range's ends more often). */
const Even = (from: number, to: number) => Schema.Literals(Array.from({ length: to - from + 1 }, (_, i) => from + i))

/** One L2 transaction of a drawn batch: its sender and type, what it asks for (`kind` 0–5: nothing, 6–8: the L2
 * transaction at `relative` from it — within the circuit's window or just outside, in the batch or not —, 9: one no
 * batch forges) and whether an L1 transaction precedes it. */
const Drawn = Schema.Struct({
  from: Schema.Literals([256, 257]),
  type: TransactionTypeL2,
  kind: Even(0, 9),
  relative: Even(-5, 4),
  l1Before: Schema.Boolean
})

/** A batch drawn: its pool transactions in L2 order and its records in position order (L1 ones interleaved). */
interface Batch {
  readonly pool: ReadonlyArray<PoolRecord>
  readonly records: ReadonlyArray<TransactionRecord>
}

/** The batch of `drawn`: transaction i has nonce i, so every id differs. */
function batchOf(drawn: ReadonlyArray<typeof Drawn.Type>): Batch {
  const plain = drawn.map((d, i) => poolRecord(d.type, { from: d.from, nonce: BigInt(i) }))
  const pool = plain.map((record, i): PoolRecord => {
    const { kind, relative } = drawn[i]!
    if (kind <= 5) return record
    const target = kind === 9 ? undefined : plain[i + relative]
    return { ...record, ...requestFor(poolFields(target ?? poolRecord("Transfer", { nonce: 99n }))) }
  })
  const records: Array<TransactionRecord> = []
  for (const [i, record] of pool.entries()) {
    if (drawn[i]!.l1Before) {
      const l1 = forgedRecord(plain[0]!, records.length)
      records.push({ ...l1, L1orL2: "L1", id: l1UserTxId(1, records.length) })
    }
    records.push(forgedRecord(record, records.length))
  }
  return { pool, records }
}

/** The requesters the oracle finds unsatisfied: no transaction at a requestOffset's relative position satisfies them. */
function oracle(pool: ReadonlyArray<PoolRecord>): ReadonlyArray<TxId> {
  return pool.flatMap((record, i) => {
    const request = requestOf(record)
    if (request === undefined) return []
    const satisfied = [1, 2, 3, 4, 5, 6, 7].some((offset) => {
      const target = pool[i + relativePositionOf(offset)!]
      return target !== undefined && satisfies(request, poolFields(target))
    })
    return satisfied ? [] : [record.id]
  })
}

/** The request of each pool transaction of `pool` by id. */
const lookup = (pool: ReadonlyArray<PoolRecord>) => {
  const byId = new Map(pool.map((record) => [record.id, requestOf(record)]))
  return (id: TxId) => byId.get(id)
}

describe("the atomic rule on a batch", () => {
  it("refuses exactly the batches the oracle finds a requester unsatisfied in, naming the first", () => {
    const batches = Arbitrary.schema(Schema.Array(Drawn).check(Schema.isMinLength(1), Schema.isMaxLength(9))).pipe(
      Arbitrary.map(batchOf)
    )
    const result = Effect.runSync(
      Arbitrary.checkEffect(
        batches,
        ({ pool, records }) => {
          const expected = oracle(pool)
          const problem = unsatisfiedRequest(records, lookup(pool))
          return expected.length === 0
            ? problem === undefined
            : problem?.startsWith(`L2 transaction ${expected[0]} at position`) === true
        },
        { runs: 1000, seed: 64 }
      )
    )
    assert.isUndefined(Arbitrary.formatCheckFailure(result))
  })

  it("says where a requested transaction was found outside the window, or that the batch forges none", () => {
    const a = poolRecord("Transfer", { nonce: 0n })
    const fillers = [1n, 2n, 3n].map((nonce) => poolRecord("Transfer", { from: 257, nonce }))
    const requester = { ...poolRecord("Exit", { from: 257, nonce: 9n }), ...requestFor(poolFields(a)) }
    const far = [requester, ...fillers, a].map(forgedRecord)
    assert.strictEqual(
      unsatisfiedRequest(far, lookup([requester])),
      `L2 transaction ${requester.id} at position 0 requests { fromIdx 256, toIdx 257, tokenId 0, amount 1000000000000000, fee 2, nonce 0 }, but the batch forges it at +4 (position 4) from its requester among the L2 transactions, outside −4..−1 or +1..+3`
    )
    const alone = [requester, ...fillers].map(forgedRecord)
    assert.include(unsatisfiedRequest(alone, lookup([requester])), "but the batch forges no such transaction")
    assert.isUndefined(unsatisfiedRequest([requester, a].map(forgedRecord), lookup([requester])))
  })

  it("asks the pool nothing for L1 transactions and needs nothing of a batch without requesters", () => {
    const asked: Array<TxId> = []
    const records = [0n, 1n, 2n].map((nonce, i) => forgedRecord(poolRecord("Transfer", { nonce }), i))
    const l1 = { ...records[0]!, L1orL2: "L1" as const, id: l1UserTxId(1, 0) }
    assert.isUndefined(
      unsatisfiedRequest([l1, ...records.slice(1)], (id) => {
        asked.push(id)
        return undefined
      })
    )
    assert.deepStrictEqual(asked, [records[1]!.id, records[2]!.id])
  })
})
