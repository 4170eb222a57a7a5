/** The earlier revision's shapes as projections: a later body decoded, projected and encoded is the earlier body field
 * by field, the later views write it unchanged, and every earlier body decodes with its schema. */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Slot } from "../../../core/domain/auction.ts"
import { Batch, FullBatch } from "../../../core/domain/batch.ts"
import { BatchEarlier } from "../../../core/domain/batch_earlier.ts"
import { Exit } from "../../../core/domain/exit.ts"
import { ExitEarlier } from "../../../core/domain/exit_earlier.ts"
import { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { NetworkConfig } from "../../../core/domain/network_config.ts"
import { NetworkState } from "../../../core/domain/network_state.ts"
import { emergencyModeStartingTime, NetworkStateEarlier } from "../../../core/domain/network_state_earlier.ts"
import { SlotEarlier } from "../../../core/domain/slot_earlier.ts"
import {
  BatchViews,
  ExitViews,
  fullBatchView,
  HistoryTransactionViews,
  SlotViews,
  StateViews
} from "../../../core/revision/resource_views.ts"
import { identityView, wireView } from "../../../core/revision/wire_view.ts"
import { networkConfigOf } from "../../../core/domain/hermez_network.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"
import { EthBlockNum } from "../../../core/domain/scalars.ts"
import { OWNER_A_WIRE } from "../../adapters/http/fixture.ts"

const token = {
  itemId: 1,
  id: 0,
  ethereumBlockNum: 1000,
  ethereumAddress: "0x0000000000000000000000000000000000000000",
  name: "Ether",
  symbol: "ETH",
  decimals: 18,
  USD: 2000,
  fiatUpdate: "2026-01-01T00:01:00.000Z"
}
const address = (byte: string) => "0x" + byte.repeat(20)

const laterExit = {
  batchNum: 2,
  accountIndex: "zk:ETH:256",
  bjj: OWNER_A_WIRE.bjj,
  zkEthereumAddress: OWNER_A_WIRE.zkEthereumAddress,
  itemId: 1,
  merkleProof: {
    root: "7",
    siblings: ["1", "2"],
    oldKey: "0",
    oldValue: "0",
    isOld0: true,
    key: "256",
    value: "5",
    fnc: 0
  },
  balance: "50",
  instantWithdraw: 1040,
  delayedWithdrawRequest: 1041,
  delayedWithdraw: null,
  token,
  finality: "finalized",
  withdrawableAtBlock: 1084
}

const bid = {
  itemId: 2,
  slotNum: 3,
  bidValue: "12",
  ethereumBlockNum: 1002,
  bidderAddr: address("c3"),
  forgerAddr: address("d4"),
  withdrawAddr: address("c3"),
  URL: "https://coordinator.example",
  timestamp: "2026-01-01T00:02:00.000Z"
}
const laterSlot = { itemId: 3, slotNum: 3, firstBlock: 1120, lastBlock: 1159, openAuction: false, bestBid: bid }

const l1 = {
  L1orL2: "L1",
  id: "0x00" + "11".repeat(32),
  itemId: 4,
  type: "CreateAccountDeposit",
  position: 0,
  fromAccountIndex: "zk:ETH:256",
  fromZkEthereumAddress: laterExit.zkEthereumAddress,
  fromBJJ: laterExit.bjj,
  toAccountIndex: "zk:ETH:0",
  toZkEthereumAddress: null,
  toBJJ: null,
  amount: "0",
  batchNum: 1,
  historicUSD: 0,
  timestamp: "2026-01-01T00:03:00.000Z",
  token,
  L1Info: {
    toForgeL1TransactionsNum: 0,
    userOrigin: true,
    depositAmount: "1000",
    amountSuccess: true,
    depositAmountSuccess: true,
    historicDepositAmountUSD: 2,
    ethereumBlockNum: 1003
  },
  L2Info: null,
  finality: "finalized"
}
const l2 = {
  ...l1,
  L1orL2: "L2",
  id: "0x02" + "22".repeat(32),
  itemId: 7,
  type: "Transfer",
  L1Info: null,
  L2Info: { fee: 1, historicFeeUSD: null, nonce: 0 }
}
/** A later history transaction as the earlier revision writes it: without its finality. */
const earlierOf = ({ finality: _, ...fields }: { readonly finality: string } & Record<string, unknown>) => fields
const earlierL1Info = {
  toForgeL1TransactionsNum: 0,
  userOrigin: true,
  loadAmount: "1000",
  historicLoadAmountUSD: 2,
  ethereumBlockNum: 1003
}

const batch = {
  itemId: 3,
  batchNum: 3,
  ethereumBlockNum: 1030,
  ethereumBlockHash: "0x" + "00".repeat(31) + "06",
  timestamp: "2026-01-01T00:30:00.000Z",
  forgerAddr: address("d4"),
  collectedFees: { "0": "2" },
  historicTotalCollectedFeesUSD: 0,
  stateRoot: "3",
  numAccounts: 0,
  exitRoot: "4",
  forgeL1TransactionsNum: null,
  slotNum: 0
}
/** The same batch as the later revision writes it: with the extension fields. */
const laterBatch = { ...batch, forgedTransactions: 2, ethereumTxHash: "0x" + "fe".repeat(32), finality: "forged" }
const coordinator = {
  itemId: 1,
  forgerAddr: address("d4"),
  bidderAddr: address("c3"),
  URL: "https://c.example",
  ethereumBlock: 1001
}
const laterState = {
  nodeConfig: { forgeDelay: 10, poolLoad: 3 },
  network: {
    lastEthereumBlock: 1300,
    lastSynchedBlock: 1290,
    lastBatch: laterBatch,
    currentSlot: 7,
    nextForgers: [
      {
        coordinator,
        period: {
          slotNum: 7,
          fromBlock: 1280,
          toBlock: 1319,
          fromTimestamp: "2026-01-01T01:00:00.000Z",
          toTimestamp: "2026-01-01T01:09:45.000Z"
        }
      }
    ]
  },
  metrics: {
    transactionsPerBatch: 2,
    batchFrequency: 600,
    transactionsPerSecond: 0.01,
    totalAccounts: 3,
    totalBJJs: 2,
    avgTransactionFee: 0.5,
    estimatedTimeToForgeL1: 120
  },
  rollup: {
    ethereumBlockNum: 1100,
    forgeL1L2BatchTimeout: 10,
    feeAddToken: "5",
    withdrawalDelay: 60,
    buckets: [{ ceilUSD: "1000", withdrawals: "3", blockWithdrawalRate: "2", maxWithdrawals: "10" }]
  },
  auction: {
    ethereumBlockNum: 1101,
    donationAddress: address("0d"),
    bootCoordinator: address("b0"),
    bootCoordinatorUrl: "https://boot.example",
    defaultSlotSetBid: ["1", "2", "3", "4", "5", "6"],
    defaultSlotSetBidSlotNum: 0,
    closedAuctionSlots: 2,
    openAuctionSlots: 10,
    allocationRatio: [40, 40, 20],
    outbidding: 1000,
    slotDeadline: 20
  },
  withdrawalDelayer: {
    ethereumBlockNum: 1102,
    hermezGovernanceAddress: address("90"),
    emergencyCouncilAddress: address("ec"),
    withdrawalDelay: 3600,
    emergencyModeStartingBlock: 1300,
    emergencyMode: true
  },
  recommendedFee: { existingAccount: 0.1, createAccount: 0.25, createAccountInternal: 0.2 }
}

describe("wire views", () => {
  it("a view's encoder is the projection then the schema's encoding; the identity view writes the value as it is", () => {
    const exit = Schema.decodeUnknownSync(Exit)(laterExit)
    const view = wireView(ExitEarlier, (e: Exit) => ({ ...ExitViews.withdrawn.project(e), balance: 1n }))
    expect(view.encoder()(exit)).toMatchObject({ balance: "1" })
    expect(identityView(Exit).encoder()(exit)).toEqual(laterExit)
  })
})

describe("Exit", () => {
  const exit = Schema.decodeUnknownSync(Exit)(laterExit)
  it("later: written unchanged", () => {
    expect(ExitViews.withdraw.encoder()(exit)).toEqual(laterExit)
  })
  it("earlier: instantWithdrawn/delayedWithdrawn, no owner, capitalised merkleProof keys", () => {
    const earlier = ExitViews.withdrawn.encoder()(exit)
    expect(earlier).toEqual({
      batchNum: 2,
      accountIndex: "zk:ETH:256",
      itemId: 1,
      merkleProof: {
        Root: "7",
        Siblings: ["1", "2"],
        OldKey: "0",
        OldValue: "0",
        IsOld0: true,
        Key: "256",
        Value: "5",
        Fnc: 0
      },
      balance: "50",
      instantWithdrawn: 1040,
      delayedWithdrawRequest: 1041,
      delayedWithdrawn: null,
      token
    })
    expect(Schema.decodeUnknownSync(ExitEarlier)(earlier).instantWithdrawn).toBe(1040n)
  })
})

describe("Slot", () => {
  it("earlier: bestBid is named winnerBid, null included", () => {
    const slot = Schema.decodeUnknownSync(Slot)(laterSlot)
    const { bestBid, ...rest } = laterSlot
    expect(SlotViews.winnerBid.encoder()(slot)).toEqual({ ...rest, winnerBid: bestBid })
    const empty = Schema.decodeUnknownSync(Slot)({ ...laterSlot, bestBid: null })
    expect(SlotViews.winnerBid.encoder()(empty)).toEqual({ ...rest, winnerBid: null })
    expect(SlotViews.bestBid.encoder()(slot)).toEqual(laterSlot)
    expect(Schema.decodeUnknownSync(SlotEarlier)({ ...rest, winnerBid: null }).winnerBid).toBe(null)
  })
})

describe("HistoryTransaction and FullBatch", () => {
  it("earlier L1Info: loadAmount and historicLoadAmountUSD, no success flags; L2 transactions unchanged", () => {
    const tx = Schema.decodeUnknownSync(HistoryTransaction)(l1)
    expect(HistoryTransactionViews.load.encoder()(tx)).toEqual({ ...earlierOf(l1), L1Info: earlierL1Info })
    expect(HistoryTransactionViews.deposit.encoder()(tx)).toEqual(l1)
    const transfer = Schema.decodeUnknownSync(HistoryTransaction)(l2)
    expect(HistoryTransactionViews.load.encoder()(transfer)).toEqual(earlierOf(l2))
  })

  it("a full batch's transactions follow the same row, its batch the batchExtensions row", () => {
    const full = Schema.decodeUnknownSync(FullBatch)({ batch: laterBatch, transactions: [l1, l2] })
    const earlier = fullBatchView(BatchViews.false, HistoryTransactionViews.load).encoder()(full)
    expect(earlier).toEqual({ batch, transactions: [{ ...earlierOf(l1), L1Info: earlierL1Info }, earlierOf(l2)] })
    expect(fullBatchView(BatchViews.true, HistoryTransactionViews.deposit).encoder()(full)).toEqual({
      batch: laterBatch,
      transactions: [l1, l2]
    })
    expect(fullBatchView(BatchViews.true, HistoryTransactionViews.load).encoder()(full).batch).toEqual(laterBatch)
    expect(fullBatchView(BatchViews.false, HistoryTransactionViews.deposit).encoder()(full).transactions).toEqual([
      l1,
      l2
    ])
  })
})

describe("Batch", () => {
  it("earlier: without forgedTransactions and ethereumTxHash; later: unchanged", () => {
    const decoded = Schema.decodeUnknownSync(Batch)(laterBatch)
    expect(BatchViews.false.encoder()(decoded)).toEqual(batch)
    expect(BatchViews.true.encoder()(decoded)).toEqual(laterBatch)
    expect(Schema.decodeUnknownSync(BatchEarlier, { onExcessProperty: "error" })(batch).batchNum).toBe(3)
  })

  it("ethereumTxHash is null for a batch stored before the node recorded it", () => {
    const unknown = { ...laterBatch, ethereumTxHash: null }
    expect(BatchViews.true.encoder()(Schema.decodeUnknownSync(Batch)(unknown))).toEqual(unknown)
  })
})

describe("State", () => {
  const config = networkConfigOf(LOCAL_NETWORK)
  const node = { forgeDelay: 10, secondsPerBlock: 15, minFeeUSD: 0.1 }
  const state = Schema.decodeUnknownSync(NetworkState)(laterState)
  const reading = { state, config, node }

  it("later: the State of the reading, with the final dialect's node, tokenAccounts and wallets beside their twins", () => {
    const written = StateViews.nodeConfigAndNode.encoder()(reading)
    expect(written).toEqual({
      ...laterState,
      node: laterState.nodeConfig,
      metrics: {
        ...laterState.metrics,
        tokenAccounts: laterState.metrics.totalAccounts,
        wallets: laterState.metrics.totalBJJs
      }
    })
    expect(Object.keys(written).slice(0, 3)).toEqual(["nodeConfig", "node", "network"])
  })

  it("earlier: the pagination-era shape with the documented mapping", () => {
    const earlier = StateViews.pagination.encoder()(reading)
    const rollupAddress = Schema.encodeSync(NetworkConfig)(config).withdrawalDelayer.hermezRollup
    expect(earlier).toEqual({
      network: { lastBlock: 1290, lastBatch: batch, currentSlot: 7, nextForgers: [coordinator] },
      metrics: {
        transactionsPerBatch: 2,
        batchFrequency: 600,
        transactionsPerSecond: 0.01,
        totalAccounts: 3,
        totalBJJs: 2,
        avgTransactionFee: 0.5
      },
      rollup: {
        ethereumBlockNum: 1100,
        forgeL1L2BatchTimeout: 10,
        feeAddToken: "5",
        withdrawalDelay: 60,
        buckets: [
          { ceilUSD: "1000", blockStamp: "1100", withdrawals: "3", blockWithdrawalRate: "2", maxWithdrawals: "10" }
        ]
      },
      auction: {
        ethereumBlockNum: 1101,
        donationAddress: address("0d"),
        bootCoordinator: address("b0"),
        defaultSlotSetBid: ["1", "2", "3", "4", "5", "6"],
        closedAuctionSlots: 2,
        openAuctionSlots: 10,
        allocationRatio: [40, 40, 20],
        outbidding: 1000,
        slotDeadline: 20
      },
      withdrawalDelayer: {
        hermezRollupAddress: rollupAddress,
        hermezGovernanceDAOAddress: address("90"),
        whiteHackGroupAddress: address("ec"),
        hermezKeeperAddress: address("90"),
        withdrawalDelay: 3600,
        // block 1300 is 20 blocks after the current slot's first block (1280, 01:00:00), 15 s each
        emergencyModeStartingTime: Date.UTC(2026, 0, 1, 1, 5, 0) / 1000,
        emergencyMode: true
      },
      recommendedFee: { existingAccount: 0.1, createAccount: 0.25, createAccountInternal: 0.2 }
    })
    expect(Schema.decodeUnknownSync(NetworkStateEarlier)(earlier).network.lastBlock).toBe(1290n)
  })

  it("emergencyModeStartingTime is 0 while emergency mode never started", () => {
    expect(
      emergencyModeStartingTime(
        { ...state.withdrawalDelayer, emergencyModeStartingBlock: EthBlockNum.make(0n) },
        state.network.nextForgers[0]?.period,
        15
      )
    ).toBe(0)
  })
})
