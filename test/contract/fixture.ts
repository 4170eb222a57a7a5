/** A small deterministic rollup history written through the Ledger: three tokens, users and batches with every
 * transaction type, coordinators, bids, exits in every state, a queued L1 transaction, a later price change. */
import { Effect } from "effect"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { BjjKey } from "../../core/domain/bjj.ts"
import type { ContractVariables } from "../../core/domain/contract_variables.ts"
import { checksum, type EthAddress, ZERO_ADDRESS } from "../../core/domain/eth_address.ts"
import type { MerkleProof } from "../../core/domain/exit.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum, TokenId, Url } from "../../core/domain/scalars.ts"
import type { TransactionType } from "../../core/domain/transaction_type.ts"
import {
  type AccountUpdate,
  Ledger,
  type LedgerRejected,
  type NewBatch,
  type NewBid,
  type NewBlock,
  type NewL1UserTransaction
} from "../../core/ports/ledger.ts"

/** An address made of one repeated byte. */
export const address = (byte: string): EthAddress => checksum("0x" + byte.repeat(20))
/** A BabyJubJub key made of one repeated byte. */
export const key = (byte: string): BjjKey => BjjKey.make(byte.repeat(32))
/** An account index. */
export const idx = (n: number): AccountIdx => AccountIdx.make(n)
/** A token id. */
export const tok = (n: number): TokenId => TokenId.make(n)
/** An Ethereum block number. */
export const blk = (n: number): EthBlockNum => EthBlockNum.make(BigInt(n))
/** The timestamp of block `n`: 15 s per block from 2026-01-01. */
export const time = (n: number): Date => new Date(Date.UTC(2026, 0, 1) + n * 15_000)
/** The hash of block `n`. */
export const hash = (n: number): EthHash => EthHash.make("0x" + n.toString(16).padStart(64, "0"))
/** The hash of the Ethereum transaction forging batch `n` in the fixtures (unlike any block hash). */
export const forgeTxHash = (n: number): EthHash => EthHash.make("0x" + "fe" + n.toString(16).padStart(62, "0"))
/** Block `n`. */
export const block = (n: number): NewBlock => ({ num: blk(n), hash: hash(n), timestamp: time(n) })
/** 10^n. */
export const e = (n: number): bigint => 10n ** BigInt(n)

/** User 1: owner address and key of its accounts (256 ETH, 258 USDT). */
export const U1 = { ethAddr: address("a1"), bjj: key("a1") }
/** User 2 (accounts 257 ETH, 261 DAI). */
export const U2 = { ethAddr: address("a2"), bjj: key("a2") }
/** User 3 (accounts 259 ETH, 260 USDT). */
export const U3 = { ethAddr: address("a3"), bjj: key("a3") }

/** Bidder of coordinator A (registered twice). */
export const BIDDER_A = address("c1")
/** Bidder of coordinator B. */
export const BIDDER_B = address("c2")
/** Forger of coordinator A's first registration. */
export const FORGER_A = address("f1")
/** Forger of coordinator B. */
export const FORGER_B = address("f2")
/** Forger of coordinator A's second registration. */
export const FORGER_A2 = address("f3")
/** Withdrawal address of every bid. */
export const WITHDRAW_ADDR = address("d1")

/** Token 0, priced. */
export const ETH = tok(0)
/** Token 1, priced. */
export const USDT = tok(1)
/** Token 5, never priced. */
export const DAI = tok(5)

/** The last block the fixture records. */
export const LAST_BLOCK = 25

/** The contract variables the fixture sets. */
export const CONTRACT_VARIABLES: ContractVariables = {
  rollup: { ethereumBlockNum: blk(2), forgeL1L2BatchTimeout: 10, feeAddToken: 100n, withdrawalDelay: 60, buckets: [] },
  auction: {
    ethereumBlockNum: blk(2),
    donationAddress: address("d0"),
    bootCoordinator: address("b0"),
    bootCoordinatorUrl: Url.make("https://boot.example"),
    defaultSlotSetBid: [10n, 10n, 10n, 10n, 10n, 10n],
    defaultSlotSetBidSlotNum: SlotNum.make(0),
    closedAuctionSlots: 2,
    openAuctionSlots: 100,
    allocationRatio: [4000, 4000, 2000],
    outbidding: 1000,
    slotDeadline: 20
  },
  withdrawalDelayer: {
    ethereumBlockNum: blk(2),
    hermezGovernanceAddress: address("e0"),
    emergencyCouncilAddress: address("e1"),
    withdrawalDelay: 3600,
    emergencyModeStartingBlock: blk(0),
    emergencyMode: false
  }
}

/** A Merkle proof for the exit of account `n`. */
export const proof = (n: number): MerkleProof => ({
  root: 1000n + BigInt(n),
  siblings: [1n, 2n],
  oldKey: 0n,
  oldValue: 0n,
  isOld0: false,
  key: BigInt(n),
  value: 7n,
  fnc: 0
})

/** A bid of the fixture. */
function bid(slot: number, value: bigint, at: number, bidder: EthAddress, forger: EthAddress): NewBid {
  return {
    slotNum: SlotNum.make(slot),
    bidValue: value,
    ethereumBlockNum: blk(at),
    bidderAddr: bidder,
    forgerAddr: forger,
    withdrawAddr: WITHDRAW_ADDR,
    URL: Url.make(`https://bid${slot}.example`),
    timestamp: time(at)
  }
}

/** The bids, in the order they are recorded. */
export const BIDS: ReadonlyArray<NewBid> = [
  bid(10, 100n, 7, BIDDER_A, FORGER_A),
  bid(10, 150n, 7, BIDDER_B, FORGER_B),
  bid(11, 120n, 8, BIDDER_A, FORGER_A),
  bid(12, 130n, 8, BIDDER_B, FORGER_B),
  bid(10, 200n, 9, BIDDER_A, FORGER_A2)
]

/** An L1 user transaction of the fixture. */
export function l1(
  queue: number,
  position: number,
  type: TransactionType,
  from: { readonly idx: number | null; readonly owner: { readonly ethAddr: EthAddress; readonly bjj: BjjKey } },
  to: number,
  tokenId: TokenId,
  amounts: { readonly amount: bigint; readonly deposit: bigint },
  at: number
): NewL1UserTransaction {
  return {
    toForgeL1TransactionsNum: queue,
    position,
    type,
    fromIdx: from.idx === null ? null : idx(from.idx),
    fromEthAddr: from.owner.ethAddr,
    fromBjj: from.owner.bjj,
    toIdx: idx(to),
    tokenId,
    amount: amounts.amount,
    depositAmount: amounts.deposit,
    ethereumBlockNum: blk(at),
    timestamp: time(at)
  }
}

/** Queue 0: three account creations. */
export const QUEUE_0: ReadonlyArray<NewL1UserTransaction> = [
  l1(0, 0, "CreateAccountDeposit", { idx: null, owner: U1 }, 0, ETH, { amount: 0n, deposit: 10n * e(18) }, 10),
  l1(0, 1, "CreateAccountDeposit", { idx: null, owner: U2 }, 0, ETH, { amount: 0n, deposit: 5n * e(18) }, 10),
  l1(0, 2, "CreateAccountDeposit", { idx: null, owner: U1 }, 0, USDT, { amount: 0n, deposit: 1000n * e(6) }, 11)
]

/** Queue 1: every other L1 user type, one of them failing. */
export const QUEUE_1: ReadonlyArray<NewL1UserTransaction> = [
  l1(1, 0, "Deposit", { idx: 256, owner: U1 }, 0, ETH, { amount: 0n, deposit: e(18) }, 13),
  l1(1, 1, "DepositTransfer", { idx: 257, owner: U2 }, 256, ETH, { amount: 5n * e(17), deposit: e(18) }, 13),
  l1(1, 2, "ForceTransfer", { idx: 256, owner: U1 }, 259, ETH, { amount: e(17), deposit: 0n }, 13),
  l1(1, 3, "ForceExit", { idx: 257, owner: U2 }, 1, ETH, { amount: e(17), deposit: 0n }, 14),
  l1(
    1,
    4,
    "CreateAccountDepositTransfer",
    { idx: null, owner: U3 },
    258,
    USDT,
    { amount: 10n * e(6), deposit: 50n * e(6) },
    14
  ),
  l1(1, 5, "ForceTransfer", { idx: 257, owner: U2 }, 256, ETH, { amount: 100n * e(18), deposit: 0n }, 14)
]

/** Queue 2: a deposit never forged. */
export const QUEUE_2: ReadonlyArray<NewL1UserTransaction> = [
  l1(2, 0, "Deposit", { idx: 260, owner: U3 }, 0, USDT, { amount: 0n, deposit: 5n * e(6) }, 17)
]

/** An account state after a batch. */
const update = (n: number, nonce: number, balance: bigint): AccountUpdate => ({
  idx: idx(n),
  nonce: Nonce.make(BigInt(nonce)),
  balance
})

/** The fields of a batch forged at block `at`. */
function batchBase(batchNum: number, at: number, forger: EthAddress, slot: number) {
  return {
    batchNum: BatchNum.make(batchNum),
    ethereumBlockNum: blk(at),
    ethereumBlockHash: hash(at),
    ethereumTxHash: forgeTxHash(batchNum),
    timestamp: time(at),
    forgerAddr: forger,
    slotNum: SlotNum.make(slot),
    exitRoot: 200n + BigInt(batchNum)
  }
}

/** Batch 1: forges queue 0 and a coordinator account creation. */
export const BATCH_1: NewBatch = {
  ...batchBase(1, 12, FORGER_A, 10),
  collectedFees: {},
  forgeL1TransactionsNum: 0,
  l1UserResults: [
    { position: 0, effectiveFromIdx: idx(256), amountSuccess: false, depositAmountSuccess: true },
    { position: 1, effectiveFromIdx: idx(257), amountSuccess: false, depositAmountSuccess: true },
    { position: 2, effectiveFromIdx: idx(258), amountSuccess: false, depositAmountSuccess: true }
  ],
  createdAccounts: [
    { idx: idx(256), tokenId: ETH, ...U1 },
    { idx: idx(257), tokenId: ETH, ...U2 },
    { idx: idx(258), tokenId: USDT, ...U1 },
    { idx: idx(259), tokenId: ETH, ...U3 }
  ],
  l1CoordinatorTransactions: [{ position: 3, createdIdx: idx(259), tokenId: ETH }],
  l2Transactions: [],
  accountUpdates: [
    update(256, 0, 10n * e(18)),
    update(257, 0, 5n * e(18)),
    update(258, 0, 1000n * e(6)),
    update(259, 0, 0n)
  ],
  exits: []
}

/** Batch 2: forges queue 1, a coordinator account creation and every L2 type. */
export const BATCH_2: NewBatch = {
  ...batchBase(2, 16, FORGER_A, 10),
  collectedFees: { "0": 2n * e(15), "1": 1000n },
  forgeL1TransactionsNum: 1,
  l1UserResults: [
    { position: 0, effectiveFromIdx: idx(256), amountSuccess: false, depositAmountSuccess: true },
    { position: 1, effectiveFromIdx: idx(257), amountSuccess: true, depositAmountSuccess: true },
    { position: 2, effectiveFromIdx: idx(256), amountSuccess: true, depositAmountSuccess: false },
    { position: 3, effectiveFromIdx: idx(257), amountSuccess: true, depositAmountSuccess: false },
    { position: 4, effectiveFromIdx: idx(260), amountSuccess: true, depositAmountSuccess: true },
    { position: 5, effectiveFromIdx: idx(257), amountSuccess: false, depositAmountSuccess: false }
  ],
  createdAccounts: [
    { idx: idx(260), tokenId: USDT, ...U3 },
    { idx: idx(261), tokenId: DAI, ...U2 }
  ],
  l1CoordinatorTransactions: [{ position: 6, createdIdx: idx(261), tokenId: DAI }],
  l2Transactions: [
    {
      position: 7,
      type: "Transfer",
      fromIdx: idx(256),
      toIdx: idx(257),
      amount: 2n * e(17),
      fee: 126,
      nonce: Nonce.make(0n)
    },
    { position: 8, type: "Exit", fromIdx: idx(258), toIdx: idx(1), amount: 100n * e(6), fee: 0, nonce: Nonce.make(0n) },
    {
      position: 9,
      type: "TransferToEthAddr",
      fromIdx: idx(257),
      toIdx: idx(259),
      amount: 3n * e(17),
      fee: 192,
      nonce: Nonce.make(0n)
    },
    {
      position: 10,
      type: "TransferToBJJ",
      fromIdx: idx(260),
      toIdx: idx(258),
      amount: e(6),
      fee: 32,
      nonce: Nonce.make(0n)
    }
  ],
  accountUpdates: [
    update(256, 1, 105n * e(17)),
    update(257, 1, 52n * e(17)),
    update(258, 1, 911n * e(6)),
    update(259, 0, 4n * e(17)),
    update(260, 1, 39n * e(6))
  ],
  exits: [
    { idx: idx(258), balance: 100n * e(6), merkleProof: proof(258) },
    { idx: idx(257), balance: e(17), merkleProof: proof(257) }
  ]
}

/** Batch 3: L2 only, another forger and slot. */
export const BATCH_3: NewBatch = {
  ...batchBase(3, 18, FORGER_B, 11),
  collectedFees: { "0": e(15) },
  forgeL1TransactionsNum: null,
  l1UserResults: [],
  createdAccounts: [],
  l1CoordinatorTransactions: [],
  l2Transactions: [
    { position: 0, type: "Transfer", fromIdx: idx(257), toIdx: idx(256), amount: e(17), fee: 0, nonce: Nonce.make(1n) },
    { position: 1, type: "Exit", fromIdx: idx(256), toIdx: idx(1), amount: 3n * e(17), fee: 100, nonce: Nonce.make(1n) }
  ],
  accountUpdates: [update(256, 2, 75n * e(17)), update(257, 2, 51n * e(17))],
  exits: [{ idx: idx(256), balance: 3n * e(17), merkleProof: proof(256) }]
}

/** Records the whole fixture through the Ledger, in chronological order. */
export const buildFixture: Effect.Effect<void, LedgerRejected, Ledger> = Effect.gen(function* () {
  const ledger = yield* Ledger
  for (let n = 1; n <= LAST_BLOCK; n++) yield* ledger.recordBlock(block(n))
  yield* ledger.registerToken({
    id: ETH,
    ethereumBlockNum: blk(1),
    ethereumAddress: ZERO_ADDRESS,
    name: "Ether",
    symbol: "ETH",
    decimals: 18
  })
  yield* ledger.registerToken({
    id: USDT,
    ethereumBlockNum: blk(2),
    ethereumAddress: address("01"),
    name: "Tether USD",
    symbol: "USDT",
    decimals: 6
  })
  yield* ledger.registerToken({
    id: DAI,
    ethereumBlockNum: blk(3),
    ethereumAddress: address("05"),
    name: "Dai Stablecoin",
    symbol: "DAI",
    decimals: 18
  })
  yield* ledger.setTokenPrice(ETH, 2000, time(3))
  yield* ledger.setTokenPrice(USDT, 1, time(3))
  yield* ledger.setContractVariables(CONTRACT_VARIABLES)
  yield* ledger.registerCoordinator({
    bidderAddr: BIDDER_A,
    forgerAddr: FORGER_A,
    URL: Url.make("https://a.example"),
    ethereumBlock: blk(4)
  })
  yield* ledger.registerCoordinator({
    bidderAddr: BIDDER_B,
    forgerAddr: FORGER_B,
    URL: Url.make("https://b.example"),
    ethereumBlock: blk(5)
  })
  yield* ledger.registerCoordinator({
    bidderAddr: BIDDER_A,
    forgerAddr: FORGER_A2,
    URL: Url.make("https://a2.example"),
    ethereumBlock: blk(6)
  })
  for (const bid of BIDS) yield* ledger.recordBid(bid)
  for (const tx of QUEUE_0) yield* ledger.queueL1Transaction(tx)
  yield* ledger.forgeBatch(BATCH_1)
  for (const tx of QUEUE_1) yield* ledger.queueL1Transaction(tx)
  yield* ledger.forgeBatch(BATCH_2)
  for (const tx of QUEUE_2) yield* ledger.queueL1Transaction(tx)
  yield* ledger.forgeBatch(BATCH_3)
  yield* ledger.recordWithdrawal({
    batchNum: BatchNum.make(2),
    idx: idx(258),
    kind: "instant",
    ethereumBlockNum: blk(19)
  })
  yield* ledger.recordWithdrawal({
    batchNum: BatchNum.make(2),
    idx: idx(257),
    kind: "delayedRequest",
    ethereumBlockNum: blk(20)
  })
  yield* ledger.recordWithdrawal({
    batchNum: BatchNum.make(2),
    idx: idx(257),
    kind: "delayed",
    ethereumBlockNum: blk(21)
  })
  yield* ledger.setTokenPrice(ETH, 2500, time(22))
})
