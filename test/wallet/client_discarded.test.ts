/** `discardedLine` of `npm run send`: the reason and code the status endpoint names, with the batch when known; the
 * usual causes when the node names none. */
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { discardedLine } from "../../wallet/discarded_line.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import type { TransactionStatus } from "../../core/domain/transaction_status.ts"
import type { TxId } from "../../core/domain/tx_id.ts"

const ID = `0x02${"ab".repeat(32)}` as TxId

/** An invalid status with `reason`, dropped in `batchNum`. */
function invalid(reason: TransactionStatus["reason"], batchNum: number | null = null): TransactionStatus {
  return {
    id: ID,
    stage: "invalid",
    L1orL2: "L2",
    batchNum: batchNum === null ? null : BatchNum.make(batchNum),
    ethereumBlockNum: null,
    confirmations: null,
    finalityConfirmations: 64,
    finalAtBlock: null,
    lastSyncedBlock: null,
    rolledBackFromBatch: null,
    reason
  } as TransactionStatus
}

describe("discardedLine", () => {
  it("names the status's reason and code, and the batch that dropped it when the status names one", () => {
    expect(discardedLine(ID, Option.some(invalid({ code: "replaced", message: "replaced by 0x02cd…" })))).toBe(
      "discarded (invl): replaced by 0x02cd… (reason code replaced)"
    )
    expect(discardedLine(ID, Option.some(invalid({ code: "nonceTooLow", message: "nonce 3 was forged" }, 12)))).toBe(
      "discarded (invl) in batch 12: nonce 3 was forged (reason code nonceTooLow)"
    )
  })

  it("without a reason (none given, or no status), gives the usual causes and where to look", () => {
    for (const status of [Option.some(invalid(null)), Option.none<TransactionStatus>()]) {
      const line = discardedLine(ID, status)
      expect(line).toMatch(
        /^discarded \(invl\): the node names no reason \(the nonce was already used, .*\); see \/transactions\/0x02(ab){32}\/status$/u
      )
    }
  })
})
