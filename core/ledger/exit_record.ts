/** The stored form of an exit, and how a withdrawal step changes it. */
import { Result } from "effect"
import type { Exit } from "../domain/exit.ts"
import { batchFinality, type ChainFinality, finalAtBlock } from "../domain/finality.ts"
import { BatchNum, EthBlockNum, ItemId, type TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import type { NewExit, NewWithdrawal } from "../ports/ledger.ts"
import { accountIndexOf } from "./account_rendering.ts"
import type { LedgerView } from "./ledger_view.ts"

/** An exit without its token, with the token's id. */
export interface ExitRecord extends Omit<Exit, "token" | "finality" | "withdrawableAtBlock"> {
  readonly tokenId: TokenId
}

/** The record of an exit leaf of batch `batchNum`, or why the ledger rejects it. */
export function exitRecord(
  exit: NewExit,
  batchNum: number,
  view: LedgerView,
  itemId: number
): Result.Result<ExitRecord, string> {
  const account = view.account(exit.idx)
  const token = account === undefined ? undefined : view.token(account.tokenId)
  if (account === undefined || token === undefined) return Result.fail(`exit of unknown account ${exit.idx}`)
  if (exit.balance < 0n) return Result.fail(`exit of account ${exit.idx} has a negative balance`)
  return Result.succeed({
    batchNum: BatchNum.make(batchNum),
    accountIndex: accountIndexOf(exit.idx, token),
    bjj: account.bjj,
    zkEthereumAddress: account.ethAddr,
    itemId: ItemId.make(itemId),
    merkleProof: exit.merkleProof,
    balance: exit.balance,
    instantWithdraw: null,
    delayedWithdrawRequest: null,
    delayedWithdraw: null,
    tokenId: account.tokenId
  })
}

/** The exit of `record` with its token as it is now, and its finality on `chain` (its batch forged in L1 block `batchBlock`). */
export function exitWithToken(record: ExitRecord, token: Token, chain: ChainFinality, batchBlock: bigint): Exit {
  return {
    batchNum: record.batchNum,
    accountIndex: record.accountIndex,
    bjj: record.bjj,
    zkEthereumAddress: record.zkEthereumAddress,
    itemId: record.itemId,
    merkleProof: record.merkleProof,
    balance: record.balance,
    instantWithdraw: record.instantWithdraw,
    delayedWithdrawRequest: record.delayedWithdrawRequest,
    delayedWithdraw: record.delayedWithdraw,
    token,
    finality: batchFinality(chain, record.batchNum),
    withdrawableAtBlock: EthBlockNum.make(finalAtBlock(chain, batchBlock))
  }
}

/** True while an exit has neither an instant nor a delayed withdrawal (`onlyPendingWithdraws`). */
export function isPendingWithdrawal(record: Pick<ExitRecord, "instantWithdraw" | "delayedWithdraw">): boolean {
  return record.instantWithdraw === null && record.delayedWithdraw === null
}

/** The exit after a withdrawal step seen in `block`, or why the ledger rejects it. */
export function applyWithdrawal(
  record: ExitRecord,
  kind: NewWithdrawal["kind"],
  block: EthBlockNum
): Result.Result<ExitRecord, string> {
  const name = `exit of account ${record.accountIndex.idx} in batch ${record.batchNum}`
  switch (kind) {
    case "instant":
      if (
        record.instantWithdraw !== null ||
        record.delayedWithdrawRequest !== null ||
        record.delayedWithdraw !== null
      ) {
        return Result.fail(`${name} is already withdrawn or sent to the withdrawal delayer`)
      }
      return Result.succeed({ ...record, instantWithdraw: block })
    case "delayedRequest":
      if (record.instantWithdraw !== null) return Result.fail(`${name} is already withdrawn instantly`)
      if (record.delayedWithdrawRequest !== null) return Result.succeed(record)
      return Result.succeed({ ...record, delayedWithdrawRequest: block })
    case "delayed":
      if (record.delayedWithdrawRequest === null) return Result.fail(`${name} has no delayed withdrawal request`)
      if (record.delayedWithdraw !== null)
        return Result.fail(`${name} is already withdrawn from the withdrawal delayer`)
      return Result.succeed({ ...record, delayedWithdraw: block })
  }
}
