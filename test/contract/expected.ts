/** What the read ports must answer about the fixture, as plain views (itemIds left out, USD to 10 significant digits,
 * embedded tokens checked separately). */
import { Result } from "effect"
import type { Account } from "../../core/domain/account.ts"
import { formatAccountIndex } from "../../core/domain/account_index.ts"
import type { Bid, Coordinator } from "../../core/domain/auction.ts"
import type { Batch } from "../../core/domain/batch.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import type { Exit } from "../../core/domain/exit.ts"
import type { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import type { Token } from "../../core/domain/token.ts"
import type { TransactionType } from "../../core/domain/transaction_type.ts"
import { l1CoordinatorTxId, l1UserTxId, l2TxId, type TxId } from "../../core/domain/tx_id.ts"
import type { NewBatch, NewBid, NewL1UserTransaction, NewL2Transaction } from "../../core/ports/ledger.ts"
import {
  address,
  BATCH_1,
  BATCH_2,
  BATCH_3,
  BIDDER_A,
  BIDDER_B,
  blk,
  DAI,
  e,
  ETH,
  FORGER_A2,
  FORGER_B,
  proof,
  QUEUE_0,
  QUEUE_1,
  QUEUE_2,
  time,
  U1,
  U2,
  U3,
  USDT
} from "./fixture.ts"
import { stateRootAfter } from "./state_roots.ts"

/** An account owner. */
type Owner = { readonly ethAddr: EthAddress; readonly bjj: BjjKey }

/** A USD value rounded to 10 significant digits. */
export function usd(value: number | null): number | null {
  return value === null ? null : Number(value.toPrecision(10))
}

/** A history transaction as the contract compares it. */
export interface TxView {
  readonly L1orL2: "L1" | "L2"
  readonly id: TxId
  readonly type: TransactionType
  readonly position: number
  readonly batchNum: number | null
  readonly from: string | null
  readonly fromAddr: string | null
  readonly fromBjj: string | null
  readonly to: string
  readonly toAddr: string | null
  readonly toBjj: string | null
  readonly amount: bigint
  readonly historicUSD: number | null
  readonly timestamp: string
  readonly tokenId: number
  readonly L1Info: {
    readonly toForgeL1TransactionsNum: number | null
    readonly userOrigin: boolean
    readonly depositAmount: bigint
    readonly amountSuccess: boolean
    readonly depositAmountSuccess: boolean
    readonly historicDepositAmountUSD: number | null
    readonly ethereumBlockNum: bigint
  } | null
  readonly L2Info: { readonly fee: number; readonly historicFeeUSD: number | null; readonly nonce: bigint } | null
}

/** The view of a history transaction. */
export function txView(tx: HistoryTransaction): TxView {
  return {
    L1orL2: tx.L1orL2,
    id: tx.id,
    type: tx.type,
    position: tx.position,
    batchNum: tx.batchNum,
    from: tx.fromAccountIndex === null ? null : formatAccountIndex(tx.fromAccountIndex),
    fromAddr: tx.fromZkEthereumAddress,
    fromBjj: tx.fromBJJ,
    to: formatAccountIndex(tx.toAccountIndex),
    toAddr: tx.toZkEthereumAddress,
    toBjj: tx.toBJJ,
    amount: tx.amount,
    historicUSD: usd(tx.historicUSD),
    timestamp: tx.timestamp.toISOString(),
    tokenId: tx.token.id,
    L1Info:
      tx.L1Info === null
        ? null
        : {
            toForgeL1TransactionsNum: tx.L1Info.toForgeL1TransactionsNum,
            userOrigin: tx.L1Info.userOrigin,
            depositAmount: tx.L1Info.depositAmount,
            amountSuccess: tx.L1Info.amountSuccess,
            depositAmountSuccess: tx.L1Info.depositAmountSuccess,
            historicDepositAmountUSD: usd(tx.L1Info.historicDepositAmountUSD),
            ethereumBlockNum: tx.L1Info.ethereumBlockNum
          },
    L2Info:
      tx.L2Info === null
        ? null
        : { fee: tx.L2Info.fee, historicFeeUSD: usd(tx.L2Info.historicFeeUSD), nonce: tx.L2Info.nonce }
  }
}

/** The expected view of an L1 user transaction. */
export function l1UserView(
  input: NewL1UserTransaction,
  expected: {
    readonly batchNum: number | null
    readonly from: string | null
    readonly fromOwner: Owner
    readonly to: string
    readonly toOwner: Owner | null
    readonly usd: number | null
    readonly depositUsd: number | null
    readonly amountSuccess: boolean
    readonly depositAmountSuccess: boolean
  }
): TxView {
  return {
    L1orL2: "L1",
    id: l1UserTxId(input.toForgeL1TransactionsNum, input.position),
    type: input.type,
    position: input.position,
    batchNum: expected.batchNum,
    from: expected.from,
    fromAddr: expected.fromOwner.ethAddr,
    fromBjj: expected.fromOwner.bjj,
    to: expected.to,
    toAddr: expected.toOwner?.ethAddr ?? null,
    toBjj: expected.toOwner?.bjj ?? null,
    amount: input.amount,
    historicUSD: usd(expected.usd),
    timestamp: input.timestamp.toISOString(),
    tokenId: input.tokenId,
    L1Info: {
      toForgeL1TransactionsNum: input.toForgeL1TransactionsNum,
      userOrigin: true,
      depositAmount: input.depositAmount,
      amountSuccess: expected.amountSuccess,
      depositAmountSuccess: expected.depositAmountSuccess,
      historicDepositAmountUSD: usd(expected.depositUsd),
      ethereumBlockNum: input.ethereumBlockNum
    },
    L2Info: null
  }
}

/** The expected view of an L1 coordinator transaction creating `account` (e.g. "zk:ETH:259"). */
export function l1CoordinatorView(
  batch: NewBatch,
  position: number,
  account: string,
  owner: Owner,
  tokenSymbol: string,
  tokenId: number
): TxView {
  return {
    L1orL2: "L1",
    id: l1CoordinatorTxId(batch.batchNum, position),
    type: "CreateAccountDeposit",
    position,
    batchNum: batch.batchNum,
    from: account,
    fromAddr: owner.ethAddr,
    fromBjj: owner.bjj,
    to: `zk:${tokenSymbol}:0`,
    toAddr: null,
    toBjj: null,
    amount: 0n,
    historicUSD: null,
    timestamp: batch.timestamp.toISOString(),
    tokenId,
    L1Info: {
      toForgeL1TransactionsNum: null,
      userOrigin: false,
      depositAmount: 0n,
      amountSuccess: true,
      depositAmountSuccess: true,
      historicDepositAmountUSD: null,
      ethereumBlockNum: batch.ethereumBlockNum
    },
    L2Info: null
  }
}

/** The expected view of an L2 transaction of `batch`. */
export function l2View(
  batch: NewBatch,
  tx: NewL2Transaction,
  expected: {
    readonly tokenId: number
    readonly from: string
    readonly fromOwner: Owner
    readonly to: string
    readonly toOwner: Owner | null
    readonly usd: number | null
    readonly feeUsd: number | null
  }
): TxView {
  const id = Result.getOrThrow(
    l2TxId({ fromIdx: tx.fromIdx, tokenId: expected.tokenId, amount: tx.amount, nonce: tx.nonce, fee: tx.fee })
  )
  return {
    L1orL2: "L2",
    id,
    type: tx.type,
    position: tx.position,
    batchNum: batch.batchNum,
    from: expected.from,
    fromAddr: expected.fromOwner.ethAddr,
    fromBjj: expected.fromOwner.bjj,
    to: expected.to,
    toAddr: expected.toOwner?.ethAddr ?? null,
    toBjj: expected.toOwner?.bjj ?? null,
    amount: tx.amount,
    historicUSD: usd(expected.usd),
    timestamp: batch.timestamp.toISOString(),
    tokenId: expected.tokenId,
    L1Info: null,
    L2Info: { fee: tx.fee, historicFeeUSD: usd(expected.feeUsd), nonce: tx.nonce }
  }
}

/** The element `i` of `list`, which the fixture guarantees. */
function at<A>(list: ReadonlyArray<A>, i: number): A {
  const value = list[i]
  if (value === undefined) throw new Error(`fixture has no element ${i}`)
  return value
}

const q0 = (i: number) => at(QUEUE_0, i)
const q1 = (i: number) => at(QUEUE_1, i)
const l2Of = (batch: NewBatch, i: number) => at(batch.l2Transactions, i)

/** Every forged transaction, in (batchNum, position) = itemId order. */
export const FORGED: ReadonlyArray<TxView> = [
  // Batch 1: queue 0 and the coordinator's account creation.
  l1UserView(q0(0), {
    batchNum: 1,
    from: "zk:ETH:256",
    fromOwner: U1,
    to: "zk:ETH:0",
    toOwner: null,
    usd: null,
    depositUsd: 20000,
    amountSuccess: false,
    depositAmountSuccess: true
  }),
  l1UserView(q0(1), {
    batchNum: 1,
    from: "zk:ETH:257",
    fromOwner: U2,
    to: "zk:ETH:0",
    toOwner: null,
    usd: null,
    depositUsd: 10000,
    amountSuccess: false,
    depositAmountSuccess: true
  }),
  l1UserView(q0(2), {
    batchNum: 1,
    from: "zk:USDT:258",
    fromOwner: U1,
    to: "zk:USDT:0",
    toOwner: null,
    usd: null,
    depositUsd: 1000,
    amountSuccess: false,
    depositAmountSuccess: true
  }),
  l1CoordinatorView(BATCH_1, 3, "zk:ETH:259", U3, "ETH", 0),
  // Batch 2: queue 1 (one failed), the coordinator's creation, every L2 type.
  l1UserView(q1(0), {
    batchNum: 2,
    from: "zk:ETH:256",
    fromOwner: U1,
    to: "zk:ETH:0",
    toOwner: null,
    usd: null,
    depositUsd: 2000,
    amountSuccess: false,
    depositAmountSuccess: true
  }),
  l1UserView(q1(1), {
    batchNum: 2,
    from: "zk:ETH:257",
    fromOwner: U2,
    to: "zk:ETH:256",
    toOwner: U1,
    usd: 1000,
    depositUsd: 2000,
    amountSuccess: true,
    depositAmountSuccess: true
  }),
  l1UserView(q1(2), {
    batchNum: 2,
    from: "zk:ETH:256",
    fromOwner: U1,
    to: "zk:ETH:259",
    toOwner: U3,
    usd: 200,
    depositUsd: null,
    amountSuccess: true,
    depositAmountSuccess: false
  }),
  l1UserView(q1(3), {
    batchNum: 2,
    from: "zk:ETH:257",
    fromOwner: U2,
    to: "zk:EXIT:1",
    toOwner: null,
    usd: 200,
    depositUsd: null,
    amountSuccess: true,
    depositAmountSuccess: false
  }),
  l1UserView(q1(4), {
    batchNum: 2,
    from: "zk:USDT:260",
    fromOwner: U3,
    to: "zk:USDT:258",
    toOwner: U1,
    usd: 10,
    depositUsd: 50,
    amountSuccess: true,
    depositAmountSuccess: true
  }),
  l1UserView(q1(5), {
    batchNum: 2,
    from: "zk:ETH:257",
    fromOwner: U2,
    to: "zk:ETH:256",
    toOwner: U1,
    usd: 200000,
    depositUsd: null,
    amountSuccess: false,
    depositAmountSuccess: false
  }),
  l1CoordinatorView(BATCH_2, 6, "zk:DAI:261", U2, "DAI", 5),
  l2View(BATCH_2, l2Of(BATCH_2, 0), {
    tokenId: 0,
    from: "zk:ETH:256",
    fromOwner: U1,
    to: "zk:ETH:257",
    toOwner: U2,
    usd: 400,
    feeUsd: 400 * 2 ** -3.3
  }),
  l2View(BATCH_2, l2Of(BATCH_2, 1), {
    tokenId: 1,
    from: "zk:USDT:258",
    fromOwner: U1,
    to: "zk:EXIT:1",
    toOwner: null,
    usd: 100,
    feeUsd: null
  }),
  l2View(BATCH_2, l2Of(BATCH_2, 2), {
    tokenId: 0,
    from: "zk:ETH:257",
    fromOwner: U2,
    to: "zk:ETH:259",
    toOwner: U3,
    usd: 600,
    feeUsd: 600
  }),
  l2View(BATCH_2, l2Of(BATCH_2, 3), {
    tokenId: 1,
    from: "zk:USDT:260",
    fromOwner: U3,
    to: "zk:USDT:258",
    toOwner: U1,
    usd: 1,
    feeUsd: 2 ** -8
  }),
  // Batch 3: L2 only.
  l2View(BATCH_3, l2Of(BATCH_3, 0), {
    tokenId: 0,
    from: "zk:ETH:257",
    fromOwner: U2,
    to: "zk:ETH:256",
    toOwner: U1,
    usd: 200,
    feeUsd: null
  }),
  l2View(BATCH_3, l2Of(BATCH_3, 1), {
    tokenId: 0,
    from: "zk:ETH:256",
    fromOwner: U1,
    to: "zk:EXIT:1",
    toOwner: null,
    usd: 600,
    feeUsd: 600 * 2 ** -4.6
  })
]

/** The L1 user transaction still in its queue. */
export const UNFORGED: TxView = l1UserView(at(QUEUE_2, 0), {
  batchNum: null,
  from: "zk:USDT:260",
  fromOwner: U3,
  to: "zk:USDT:0",
  toOwner: null,
  usd: null,
  depositUsd: 5,
  amountSuccess: false,
  depositAmountSuccess: false
})

/** An account as the contract compares it. */
export interface AccountView {
  readonly accountIndex: string
  readonly nonce: bigint
  readonly balance: bigint
  readonly bjj: string
  readonly ethAddr: string
  readonly tokenId: number
}

/** The view of an account. */
export function accountView(account: Account): AccountView {
  return {
    accountIndex: formatAccountIndex(account.accountIndex),
    nonce: account.nonce,
    balance: account.balance,
    bjj: account.bjj,
    ethAddr: account.zkEthereumAddress,
    tokenId: account.token.id
  }
}

/** The expected view of an account. */
function accountOf(accountIndex: string, owner: Owner, tokenId: number, nonce: bigint, balance: bigint): AccountView {
  return { accountIndex, nonce, balance, bjj: owner.bjj, ethAddr: owner.ethAddr, tokenId }
}

/** The accounts after the fixture, in index order (261 was never updated: nonce 0, balance 0). */
export const ACCOUNTS: ReadonlyArray<AccountView> = [
  accountOf("zk:ETH:256", U1, ETH, 2n, 75n * e(17)),
  accountOf("zk:ETH:257", U2, ETH, 2n, 51n * e(17)),
  accountOf("zk:USDT:258", U1, USDT, 1n, 911n * e(6)),
  accountOf("zk:ETH:259", U3, ETH, 0n, 4n * e(17)),
  accountOf("zk:USDT:260", U3, USDT, 1n, 39n * e(6)),
  accountOf("zk:DAI:261", U2, DAI, 0n, 0n)
]

/** An exit as the contract compares it. */
export interface ExitView {
  readonly batchNum: number
  readonly accountIndex: string
  readonly bjj: string
  readonly ethAddr: string
  readonly balance: bigint
  readonly merkleProof: Exit["merkleProof"]
  readonly instantWithdraw: bigint | null
  readonly delayedWithdrawRequest: bigint | null
  readonly delayedWithdraw: bigint | null
  readonly tokenId: number
}

/** The view of an exit. */
export function exitView(exit: Exit): ExitView {
  return {
    batchNum: exit.batchNum,
    accountIndex: formatAccountIndex(exit.accountIndex),
    bjj: exit.bjj,
    ethAddr: exit.zkEthereumAddress,
    balance: exit.balance,
    merkleProof: exit.merkleProof,
    instantWithdraw: exit.instantWithdraw,
    delayedWithdrawRequest: exit.delayedWithdrawRequest,
    delayedWithdraw: exit.delayedWithdraw,
    tokenId: exit.token.id
  }
}

/** The exits after the fixture, in (batchNum, account index) order, with every withdrawal state. */
export const EXITS: ReadonlyArray<ExitView> = [
  {
    batchNum: 2,
    accountIndex: "zk:ETH:257",
    bjj: U2.bjj,
    ethAddr: U2.ethAddr,
    balance: e(17),
    merkleProof: proof(257),
    instantWithdraw: null,
    delayedWithdrawRequest: blk(20),
    delayedWithdraw: blk(21),
    tokenId: ETH
  },
  {
    batchNum: 2,
    accountIndex: "zk:USDT:258",
    bjj: U1.bjj,
    ethAddr: U1.ethAddr,
    balance: 100n * e(6),
    merkleProof: proof(258),
    instantWithdraw: blk(19),
    delayedWithdrawRequest: null,
    delayedWithdraw: null,
    tokenId: USDT
  },
  {
    batchNum: 3,
    accountIndex: "zk:ETH:256",
    bjj: U1.bjj,
    ethAddr: U1.ethAddr,
    balance: 3n * e(17),
    merkleProof: proof(256),
    instantWithdraw: null,
    delayedWithdrawRequest: null,
    delayedWithdraw: null,
    tokenId: ETH
  }
]

/** A batch as the contract compares it. */
export interface BatchView {
  readonly batchNum: number
  readonly ethereumBlockNum: bigint
  readonly ethereumBlockHash: string
  readonly timestamp: Date
  readonly forgerAddr: string
  readonly collectedFees: Readonly<Record<string, bigint>>
  readonly historicTotalCollectedFeesUSD: number | null
  readonly stateRoot: bigint
  readonly numAccounts: number
  readonly exitRoot: bigint
  readonly forgeL1TransactionsNum: number | null
  readonly slotNum: number
  readonly forgedTransactions: number
  readonly ethereumTxHash: string | null
}

/** The view of a batch: without its itemId, USD rounded. */
export function batchView(batch: Batch): BatchView {
  return {
    batchNum: batch.batchNum,
    ethereumBlockNum: batch.ethereumBlockNum,
    ethereumBlockHash: batch.ethereumBlockHash,
    timestamp: batch.timestamp,
    forgerAddr: batch.forgerAddr,
    collectedFees: batch.collectedFees,
    historicTotalCollectedFeesUSD: usd(batch.historicTotalCollectedFeesUSD),
    stateRoot: batch.stateRoot,
    numAccounts: batch.numAccounts,
    exitRoot: batch.exitRoot,
    forgeL1TransactionsNum: batch.forgeL1TransactionsNum,
    slotNum: batch.slotNum,
    forgedTransactions: batch.forgedTransactions,
    ethereumTxHash: batch.ethereumTxHash
  }
}

/** The expected view of a batch forged from `input` after `before` (whose accounts give its state root, which the ledger
 * computes), which forges `forgedTransactions` transactions (L1 and L2). */
function batchOf(
  before: ReadonlyArray<NewBatch>,
  input: NewBatch,
  numAccounts: number,
  feesUsd: number,
  forgedTransactions: number
): BatchView {
  return {
    batchNum: input.batchNum,
    ethereumBlockNum: input.ethereumBlockNum,
    ethereumBlockHash: input.ethereumBlockHash,
    timestamp: input.timestamp,
    forgerAddr: input.forgerAddr,
    collectedFees: input.collectedFees,
    historicTotalCollectedFeesUSD: usd(feesUsd),
    stateRoot: stateRootAfter([...before, input]),
    numAccounts,
    exitRoot: input.exitRoot,
    forgeL1TransactionsNum: input.forgeL1TransactionsNum,
    slotNum: input.slotNum,
    forgedTransactions,
    ethereumTxHash: input.ethereumTxHash
  }
}

/**
 * The batches: numAccounts = accounts created; fees in USD at the forging price (DAI has none); forged transactions =
 * queued L1 + coordinator L1 + L2 (batch 1: 3 + 1 + 0, batch 2: 6 + 1 + 4, batch 3: 0 + 0 + 2); the state root of
 * every account's state after the batch.
 */
export const BATCHES: ReadonlyArray<BatchView> = [
  batchOf([], BATCH_1, 4, 0, 4),
  batchOf([BATCH_1], BATCH_2, 2, 4.001, 11),
  batchOf([BATCH_1, BATCH_2], BATCH_3, 0, 2, 2)
]

/** A token as the contract compares it. */
export interface TokenView {
  readonly id: number
  readonly ethereumBlockNum: bigint
  readonly ethereumAddress: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly USD: number | null
  readonly fiatUpdate: Date | null
}

/** The view of a token: without its itemId. */
export function tokenView(token: Token): TokenView {
  return {
    id: token.id,
    ethereumBlockNum: token.ethereumBlockNum,
    ethereumAddress: token.ethereumAddress,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    USD: token.USD,
    fiatUpdate: token.fiatUpdate
  }
}

/** The tokens after the fixture: ETH's price changed after every batch. */
export const TOKENS: ReadonlyArray<TokenView> = [
  {
    id: ETH,
    ethereumBlockNum: blk(1),
    ethereumAddress: address("00"),
    name: "Ether",
    symbol: "ETH",
    decimals: 18,
    USD: 2500,
    fiatUpdate: time(22)
  },
  {
    id: USDT,
    ethereumBlockNum: blk(2),
    ethereumAddress: address("01"),
    name: "Tether USD",
    symbol: "USDT",
    decimals: 6,
    USD: 1,
    fiatUpdate: time(3)
  },
  {
    id: DAI,
    ethereumBlockNum: blk(3),
    ethereumAddress: address("05"),
    name: "Dai Stablecoin",
    symbol: "DAI",
    decimals: 18,
    USD: null,
    fiatUpdate: null
  }
]

/** A coordinator as the contract compares it. */
export interface CoordinatorView {
  readonly forgerAddr: string
  readonly bidderAddr: string
  readonly URL: string
  readonly ethereumBlock: bigint
}

/** The view of a coordinator: without its itemId. */
export function coordinatorView(coordinator: Coordinator): CoordinatorView {
  return {
    forgerAddr: coordinator.forgerAddr,
    bidderAddr: coordinator.bidderAddr,
    URL: coordinator.URL,
    ethereumBlock: coordinator.ethereumBlock
  }
}

/** The coordinators: the latest registration of each bidder, in registration order. */
export const COORDINATORS: ReadonlyArray<CoordinatorView> = [
  { forgerAddr: FORGER_B, bidderAddr: BIDDER_B, URL: "https://b.example", ethereumBlock: blk(5) },
  { forgerAddr: FORGER_A2, bidderAddr: BIDDER_A, URL: "https://a2.example", ethereumBlock: blk(6) }
]

/** A bid as the contract compares it. */
export interface BidView {
  readonly slotNum: number
  readonly bidValue: bigint
  readonly ethereumBlockNum: bigint
  readonly bidderAddr: string
  readonly forgerAddr: string
  readonly withdrawAddr: string
  readonly URL: string
  readonly timestamp: Date
}

/** The view of a bid: without its itemId. */
export function bidView(bid: Bid | NewBid): BidView {
  return {
    slotNum: bid.slotNum,
    bidValue: bid.bidValue,
    ethereumBlockNum: bid.ethereumBlockNum,
    bidderAddr: bid.bidderAddr,
    forgerAddr: bid.forgerAddr,
    withdrawAddr: bid.withdrawAddr,
    URL: bid.URL,
    timestamp: bid.timestamp
  }
}
