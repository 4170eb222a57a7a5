/** A small rollup state machine for the devnet: balances, nonces and L1 queues, turning the scenario's requests into
 * ledger inputs in Hermez's order; an invalid request (but a failing L1 user transaction) is a bug and throws. */
import { AccountIdx, EXIT_IDX, FIRST_USER_IDX } from "../core/domain/account_index.ts"
import type { BjjKey } from "../core/domain/bjj.ts"
import { type EthAddress, FF_ADDRESS } from "../core/domain/eth_address.ts"
import { BatchNum, Nonce, SlotNum, type TokenId } from "../core/domain/scalars.ts"
import type {
  AccountUpdate,
  L1UserResult,
  NewAccount,
  NewBatch,
  NewBlock,
  NewL1CoordinatorTransaction,
  NewL1UserTransaction,
  NewL2Transaction
} from "../core/ports/ledger.ts"
import { forgeTransactionHash } from "./chain.ts"
import { isFloat40 } from "./amounts.ts"
import { feeAmount } from "./fees.ts"
import { exitTree } from "./exit_tree.ts"

/** The owner of an account: its Ethereum address and BabyJubJub key. */
export interface Owner {
  readonly ethAddr: EthAddress
  readonly bjj: BjjKey
}

/** An account as the devnet tracks it. */
export interface DevnetAccount extends Owner {
  readonly idx: AccountIdx
  readonly tokenId: TokenId
  balance: bigint
  nonce: bigint
}

/** An L1 user transaction the scenario sends to the rollup contract. */
export type L1Request =
  | {
      readonly type: "CreateAccountDeposit"
      readonly owner: Owner
      readonly tokenId: TokenId
      readonly depositAmount: bigint
    }
  | {
      readonly type: "CreateAccountDepositTransfer"
      readonly owner: Owner
      readonly tokenId: TokenId
      readonly depositAmount: bigint
      readonly toIdx: AccountIdx
      readonly amount: bigint
    }
  | { readonly type: "Deposit"; readonly fromIdx: AccountIdx; readonly depositAmount: bigint }
  | {
      readonly type: "DepositTransfer"
      readonly fromIdx: AccountIdx
      readonly depositAmount: bigint
      readonly toIdx: AccountIdx
      readonly amount: bigint
    }
  | {
      readonly type: "ForceTransfer"
      readonly fromIdx: AccountIdx
      readonly toIdx: AccountIdx
      readonly amount: bigint
    }
  | { readonly type: "ForceExit"; readonly fromIdx: AccountIdx; readonly amount: bigint }

/** An L2 transaction the scenario has the coordinator forge. */
export type L2Request =
  | {
      readonly type: "Transfer"
      readonly fromIdx: AccountIdx
      readonly toIdx: AccountIdx
      readonly amount: bigint
      readonly fee: number
    }
  | { readonly type: "Exit"; readonly fromIdx: AccountIdx; readonly amount: bigint; readonly fee: number }
  | {
      readonly type: "TransferToEthAddr"
      readonly fromIdx: AccountIdx
      readonly to: Owner
      readonly amount: bigint
      readonly fee: number
    }
  | {
      readonly type: "TransferToBJJ"
      readonly fromIdx: AccountIdx
      readonly toBjj: BjjKey
      readonly amount: bigint
      readonly fee: number
    }

/** What the scenario decides about a batch. */
export interface BatchRequest {
  readonly block: NewBlock
  readonly forgerAddr: EthAddress
  readonly slotNum: number
  /** Whether the batch forges the oldest pending L1 queue. */
  readonly forgeL1: boolean
  /** The owner of the accounts that collect the batch's fees (one per token, created earlier). */
  readonly feeOwner: EthAddress
  readonly l2: ReadonlyArray<L2Request>
}

/** A queued L1 user transaction: what was recorded and the request behind it. */
interface Queued {
  readonly recorded: NewL1UserTransaction
  readonly request: L1Request
}

/** The rollup's state and the operations the scenario drives. */
export interface RollupState {
  readonly account: (idx: AccountIdx) => DevnetAccount
  readonly accounts: () => ReadonlyArray<DevnetAccount>
  /** The first account of `ethAddr` (with any key) in `tokenId`. */
  readonly accountOf: (ethAddr: EthAddress, tokenId: TokenId) => DevnetAccount | undefined
  /** The number of the last forged batch (0 before any). */
  readonly lastBatch: () => number
  /** L1 user transactions queued and not forged yet. */
  readonly pendingL1: () => ReadonlyArray<NewL1UserTransaction>
  /** Queues an L1 user transaction in the open queue; returns what the ledger records. */
  readonly queueL1: (request: L1Request, block: NewBlock) => NewL1UserTransaction
  /** Forges the next batch; returns the ledger's input. */
  readonly forge: (request: BatchRequest) => NewBatch
}

function fail(message: string): never {
  throw new Error(`devnet scenario: ${message}`)
}

function requireFloat40(amount: bigint, what: string): void {
  if (!isFloat40(amount)) fail(`${what} amount ${amount} is not representable as Float40`)
}

/** An empty rollup. */
export function makeRollupState(): RollupState {
  const accounts = new Map<number, DevnetAccount>()
  let nextIdx = FIRST_USER_IDX
  const queues = new Map<number, Array<Queued>>()
  let fillingQueue = 0
  let nextToForge = 0
  let batchNum = 0

  const account = (idx: AccountIdx): DevnetAccount => accounts.get(idx) ?? fail(`account ${idx} does not exist`)

  const accountOf = (ethAddr: EthAddress, tokenId: TokenId): DevnetAccount | undefined => {
    for (const a of accounts.values()) if (a.ethAddr === ethAddr && a.tokenId === tokenId) return a
    return undefined
  }

  const internalAccountOf = (bjj: BjjKey, tokenId: TokenId): DevnetAccount | undefined => {
    for (const a of accounts.values()) if (a.ethAddr === FF_ADDRESS && a.bjj === bjj && a.tokenId === tokenId) return a
    return undefined
  }

  const create = (owner: Owner, tokenId: TokenId): DevnetAccount => {
    const created: DevnetAccount = {
      idx: AccountIdx.make(nextIdx++),
      tokenId,
      ethAddr: owner.ethAddr,
      bjj: owner.bjj,
      balance: 0n,
      nonce: 0n
    }
    accounts.set(created.idx, created)
    return created
  }

  const queueL1 = (request: L1Request, block: NewBlock): NewL1UserTransaction => {
    const queue = queues.get(fillingQueue) ?? []
    queues.set(fillingQueue, queue)
    const sender = "fromIdx" in request ? account(request.fromIdx) : undefined
    const owner: Owner = sender ?? ("owner" in request ? request.owner : fail("L1 request without sender"))
    const tokenId = sender?.tokenId ?? ("tokenId" in request ? request.tokenId : fail("L1 request without token"))
    const amount = "amount" in request ? request.amount : 0n
    const depositAmount = "depositAmount" in request ? request.depositAmount : 0n
    requireFloat40(amount, request.type)
    requireFloat40(depositAmount, request.type)
    const toIdx = request.type === "ForceExit" ? EXIT_IDX : "toIdx" in request ? request.toIdx : AccountIdx.make(0)
    const recorded: NewL1UserTransaction = {
      toForgeL1TransactionsNum: fillingQueue,
      position: queue.length,
      type: request.type,
      fromIdx: sender?.idx ?? null,
      fromEthAddr: owner.ethAddr,
      fromBjj: owner.bjj,
      toIdx,
      tokenId,
      amount,
      depositAmount,
      ethereumBlockNum: block.num,
      timestamp: block.timestamp
    }
    queue.push({ recorded, request })
    return recorded
  }

  const forge = (request: BatchRequest): NewBatch => {
    batchNum += 1
    const touched = new Set<number>()
    const createdAccounts: Array<NewAccount> = []
    const exitBalances = new Map<number, bigint>()
    const collected = new Map<number, bigint>()
    const noteCreated = (created: DevnetAccount): void => {
      touched.add(created.idx)
      createdAccounts.push({ idx: created.idx, tokenId: created.tokenId, bjj: created.bjj, ethAddr: created.ethAddr })
    }
    const moveToExit = (from: DevnetAccount, amount: bigint): void => {
      from.balance -= amount
      touched.add(from.idx)
      exitBalances.set(from.idx, (exitBalances.get(from.idx) ?? 0n) + amount)
    }
    // A transfer inside an L1 transaction: applied only when possible (same token, enough balance).
    const l1Transfer = (from: DevnetAccount, toIdx: AccountIdx, amount: bigint): boolean => {
      const to = accounts.get(toIdx)
      if (to === undefined || to.tokenId !== from.tokenId || from.balance < amount) return false
      from.balance -= amount
      to.balance += amount
      touched.add(from.idx)
      touched.add(to.idx)
      return true
    }

    // 1. The oldest pending L1 queue, in position order.
    let forgeL1TransactionsNum: number | null = null
    const l1UserResults: Array<L1UserResult> = []
    if (request.forgeL1) {
      forgeL1TransactionsNum = nextToForge
      const queue = queues.get(nextToForge) ?? []
      queues.delete(nextToForge)
      if (nextToForge === fillingQueue) fillingQueue += 1
      nextToForge += 1
      for (const { recorded, request: l1 } of queue) {
        let from: DevnetAccount
        if (l1.type === "CreateAccountDeposit" || l1.type === "CreateAccountDepositTransfer") {
          from = create(l1.owner, l1.tokenId)
          noteCreated(from)
        } else {
          from = account(l1.fromIdx)
        }
        if ("depositAmount" in l1) {
          from.balance += l1.depositAmount
          touched.add(from.idx)
        }
        let amountSuccess = true
        if (
          l1.type === "CreateAccountDepositTransfer" ||
          l1.type === "DepositTransfer" ||
          l1.type === "ForceTransfer"
        ) {
          amountSuccess = l1Transfer(from, l1.toIdx, l1.amount)
        } else if (l1.type === "ForceExit") {
          amountSuccess = from.balance >= l1.amount
          if (amountSuccess) moveToExit(from, l1.amount)
        }
        l1UserResults.push({
          position: recorded.position,
          effectiveFromIdx: from.idx,
          amountSuccess,
          depositAmountSuccess: true
        })
      }
    }

    // 2. Accounts the coordinator creates for L2 receivers that have none yet.
    const l1CoordinatorTransactions: Array<NewL1CoordinatorTransaction> = []
    let position = l1UserResults.length
    for (const l2 of request.l2) {
      if (l2.type !== "TransferToEthAddr" && l2.type !== "TransferToBJJ") continue
      const tokenId = account(l2.fromIdx).tokenId
      const exists =
        l2.type === "TransferToEthAddr" ? accountOf(l2.to.ethAddr, tokenId) : internalAccountOf(l2.toBjj, tokenId)
      if (exists !== undefined) continue
      const created = create(l2.type === "TransferToEthAddr" ? l2.to : { ethAddr: FF_ADDRESS, bjj: l2.toBjj }, tokenId)
      noteCreated(created)
      l1CoordinatorTransactions.push({ position: position++, createdIdx: created.idx, tokenId })
    }

    // 3. L2 transactions, each charging its fee and incrementing its sender's nonce.
    const l2Transactions: Array<NewL2Transaction> = []
    for (const l2 of request.l2) {
      const from = account(l2.fromIdx)
      requireFloat40(l2.amount, l2.type)
      const fee = feeAmount(l2.amount, l2.fee)
      if (from.balance < l2.amount + fee) fail(`account ${from.idx} cannot pay ${l2.amount} + fee ${fee}`)
      let toIdx: AccountIdx
      if (l2.type === "Exit") {
        toIdx = EXIT_IDX
      } else {
        const to =
          l2.type === "Transfer"
            ? account(l2.toIdx)
            : l2.type === "TransferToEthAddr"
              ? accountOf(l2.to.ethAddr, from.tokenId)
              : internalAccountOf(l2.toBjj, from.tokenId)
        if (to === undefined || to.tokenId !== from.tokenId) fail(`${l2.type} from ${from.idx} has no receiver`)
        toIdx = to.idx
      }
      l2Transactions.push({
        position: position++,
        type: l2.type,
        fromIdx: from.idx,
        toIdx,
        amount: l2.amount,
        fee: l2.fee,
        nonce: Nonce.make(from.nonce)
      })
      from.balance -= fee
      from.nonce += 1n
      collected.set(from.tokenId, (collected.get(from.tokenId) ?? 0n) + fee)
      if (l2.type === "Exit") {
        moveToExit(from, l2.amount)
      } else {
        from.balance -= l2.amount
        account(toIdx).balance += l2.amount
        touched.add(toIdx)
      }
      touched.add(from.idx)
    }

    // 4. Collected fees go to the forger's fee accounts.
    const collectedFees: Record<string, bigint> = {}
    for (const [tokenId, amount] of collected) {
      if (amount === 0n) continue
      const recipient = [...accounts.values()].find((a) => a.ethAddr === request.feeOwner && a.tokenId === tokenId)
      if (recipient === undefined) fail(`the forger has no fee account in token ${tokenId}`)
      recipient.balance += amount
      touched.add(recipient.idx)
      collectedFees[String(tokenId)] = amount
    }

    // 5. The exit tree and its proofs.
    const exitLeaves = [...exitBalances].map(([idx, balance]) => ({
      idx: AccountIdx.make(idx),
      balance,
      owner: account(AccountIdx.make(idx))
    }))
    const { root: exitRoot, exits } = exitTree(exitLeaves)

    const accountUpdates: Array<AccountUpdate> = [...touched]
      .sort((a, b) => a - b)
      .map((idx) => {
        const a = account(AccountIdx.make(idx))
        if (a.balance < 0n) fail(`account ${idx} has a negative balance`)
        return { idx: a.idx, nonce: Nonce.make(a.nonce), balance: a.balance }
      })

    return {
      batchNum: BatchNum.make(batchNum),
      ethereumBlockNum: request.block.num,
      ethereumBlockHash: request.block.hash,
      ethereumTxHash: forgeTransactionHash(batchNum, request.block.hash),
      timestamp: request.block.timestamp,
      forgerAddr: request.forgerAddr,
      slotNum: SlotNum.make(request.slotNum),
      exitRoot,
      collectedFees,
      forgeL1TransactionsNum,
      l1UserResults,
      createdAccounts,
      l1CoordinatorTransactions,
      l2Transactions,
      accountUpdates,
      exits
    }
  }

  return {
    account,
    accounts: () => [...accounts.values()],
    accountOf,
    lastBatch: () => batchNum,
    pendingL1: () => [...queues.values()].flatMap((queue) => queue.map((q) => q.recorded)),
    queueL1,
    forge
  }
}
