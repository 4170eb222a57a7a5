/** The balance history a chain implies, replayed from its forged transactions alone with the protocol's fee table: the
 * balance-history contract's oracle, written apart from the devnet's state machine. */
import { Result } from "effect"
import { isUserIdx } from "../../core/ledger/account_rendering.ts"
import type { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import type { TokenId } from "../../core/domain/scalars.ts"
import { feeAmount } from "../../core/signing/fee_amount.ts"

/** An account's state after a batch that acted on it. */
export interface ReplayedState {
  readonly batchNum: number
  readonly balance: bigint
  readonly nonce: bigint
}

/** What the replay gives: each account's states, oldest first, and the fees each batch collected per token. */
export interface Replay {
  readonly states: ReadonlyMap<number, ReadonlyArray<ReplayedState>>
  readonly collectedFees: ReadonlyMap<number, ReadonlyMap<TokenId, bigint>>
}

/** The account types that create their sender account. */
const CREATES = new Set(["CreateAccountDeposit", "CreateAccountDepositTransfer"])

/** The fee an L2 transaction paid (the table fails only on a fee the ledger would not have forged). */
function feeOf(tx: HistoryTransaction): bigint {
  const fee = feeAmount(tx.amount, tx.L2Info?.fee ?? 0)
  if (Result.isFailure(fee)) throw new Error(`balance replay: ${tx.id}: ${fee.failure}`)
  return fee.success
}

/** Replays `forged` (every forged transaction, in itemId order); `feeAccount` names the account collecting a token's fees. */
export function replayBalances(
  forged: ReadonlyArray<HistoryTransaction>,
  feeAccount: (tokenId: TokenId) => number
): Replay {
  const balances = new Map<number, bigint>()
  const nonces = new Map<number, bigint>()
  const states = new Map<number, Array<ReplayedState>>()
  const collectedFees = new Map<number, Map<TokenId, bigint>>()
  let batch: { num: number; acted: Set<number>; fees: Map<TokenId, bigint> } | undefined

  const credit = (idx: number, amount: bigint) => {
    batch?.acted.add(idx)
    balances.set(idx, (balances.get(idx) ?? 0n) + amount)
  }
  const close = () => {
    if (batch === undefined) return
    for (const [tokenId, fees] of batch.fees) if (fees > 0n) credit(feeAccount(tokenId), fees)
    collectedFees.set(batch.num, batch.fees)
    for (const idx of batch.acted) {
      const list = states.get(idx) ?? []
      list.push({ batchNum: batch.num, balance: balances.get(idx) ?? 0n, nonce: nonces.get(idx) ?? 0n })
      states.set(idx, list)
    }
  }

  for (const tx of forged) {
    if (tx.batchNum === null) throw new Error(`balance replay: ${tx.id} is not forged`)
    if (batch === undefined || batch.num !== tx.batchNum) {
      close()
      batch = { num: tx.batchNum, acted: new Set(), fees: new Map() }
    }
    const from = tx.fromAccountIndex?.idx
    const to = tx.toAccountIndex.idx
    if (tx.L1Info !== null) {
      if (from === undefined) continue
      if (CREATES.has(tx.type)) batch.acted.add(from)
      if (tx.L1Info.depositAmountSuccess && tx.L1Info.depositAmount > 0n) credit(from, tx.L1Info.depositAmount)
      if (tx.L1Info.amountSuccess && tx.amount > 0n) {
        credit(from, -tx.amount)
        if (isUserIdx(to)) credit(to, tx.amount)
      }
    } else {
      if (from === undefined || tx.L2Info === null)
        throw new Error(`balance replay: ${tx.id} is an L2 transaction without sender`)
      const fee = feeOf(tx)
      credit(from, -(tx.amount + fee))
      nonces.set(from, tx.L2Info.nonce + 1n)
      if (isUserIdx(to)) credit(to, tx.amount)
      batch.fees.set(tx.token.id, (batch.fees.get(tx.token.id) ?? 0n) + fee)
    }
  }
  close()
  return { states, collectedFees }
}
