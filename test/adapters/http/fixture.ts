/** A small network written through the memory adapter's Ledger, so HTTP tests know every id: ETH and HEZ, three
 * accounts, a coordinator, two bids, two batches, a withdrawn exit and a queued deposit. */
import { Effect, Layer } from "effect"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { BjjKey, encodeBjj } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum, TokenId, Url } from "../../../core/domain/scalars.ts"
import { l1UserTxId } from "../../../core/domain/tx_id.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { DEFAULT_NODE_SETTINGS, NetworkSettings, networkSettingsOf } from "../../../core/ports/network_settings.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"

/** Owner A: address and key. */
export const OWNER_A = { ethAddr: checksum("0x" + "a1".repeat(20)), bjj: BjjKey.make("11".repeat(32)) }
/** Owner B: address and key. */
export const OWNER_B = { ethAddr: checksum("0x" + "b2".repeat(20)), bjj: BjjKey.make("22".repeat(32)) }
/** The wire forms of owner A's address and key. */
export const OWNER_A_WIRE = { zkEthereumAddress: `zk:${OWNER_A.ethAddr}`, bjj: encodeBjj(OWNER_A.bjj) }
/** The coordinator's bidder and forger addresses. */
export const COORDINATOR = {
  bidderAddr: checksum("0x" + "c3".repeat(20)),
  forgerAddr: checksum("0x" + "d4".repeat(20))
}
/** Id of the deposit still queued (queue 1, position 0). */
export const QUEUED_TX_ID = l1UserTxId(1, 0)
/** Id of the first forged deposit (queue 0, position 0). */
export const FORGED_TX_ID = l1UserTxId(0, 0)

const t0 = Date.UTC(2026, 0, 1)
const at = (minutes: number) => new Date(t0 + minutes * 60_000)
const hash = (n: number) => EthHash.make("0x" + n.toString(16).padStart(64, "0"))
const idx = AccountIdx.make
const proof = (key: bigint) => ({
  root: 7n,
  siblings: [1n, 2n],
  oldKey: 0n,
  oldValue: 0n,
  isOld0: true,
  key,
  value: 5n,
  fnc: 0
})

/** Writes the fixture through the Ledger. */
export const seedFixture = Effect.gen(function* () {
  const ledger = yield* Ledger
  yield* ledger.recordBlock({ num: EthBlockNum.make(1000n), hash: hash(1000), timestamp: at(0) })
  yield* ledger.registerToken({
    id: TokenId.make(0),
    ethereumBlockNum: EthBlockNum.make(1000n),
    ethereumAddress: checksum("0x" + "00".repeat(20)),
    name: "Ether",
    symbol: "ETH",
    decimals: 18
  })
  yield* ledger.registerToken({
    id: TokenId.make(1),
    ethereumBlockNum: EthBlockNum.make(1000n),
    ethereumAddress: checksum("0x" + "e5".repeat(20)),
    name: "Hermez Network Token",
    symbol: "HEZ",
    decimals: 18
  })
  yield* ledger.setTokenPrice(TokenId.make(0), 2000, at(1))
  yield* ledger.registerCoordinator({
    ...COORDINATOR,
    URL: Url.make("https://coordinator.example"),
    ethereumBlock: EthBlockNum.make(1001n)
  })
  for (const [slot, value] of [
    [3, 10n],
    [3, 12n],
    [4, 11n]
  ] as const) {
    yield* ledger.recordBid({
      slotNum: SlotNum.make(slot),
      bidValue: value,
      ethereumBlockNum: EthBlockNum.make(1002n),
      bidderAddr: COORDINATOR.bidderAddr,
      forgerAddr: COORDINATOR.forgerAddr,
      withdrawAddr: COORDINATOR.bidderAddr,
      URL: Url.make("https://coordinator.example"),
      timestamp: at(2)
    })
  }
  const deposit = (position: number, owner: typeof OWNER_A, tokenId: number, queue = 0) =>
    ledger.queueL1Transaction({
      toForgeL1TransactionsNum: queue,
      position,
      type: "CreateAccountDeposit",
      fromIdx: null,
      fromEthAddr: owner.ethAddr,
      fromBjj: owner.bjj,
      toIdx: idx(0),
      tokenId: TokenId.make(tokenId),
      amount: 0n,
      depositAmount: 1000n,
      ethereumBlockNum: EthBlockNum.make(1003n),
      timestamp: at(3)
    })
  yield* deposit(0, OWNER_A, 0)
  yield* deposit(1, OWNER_B, 0)
  yield* deposit(2, OWNER_A, 1)
  yield* ledger.forgeBatch({
    batchNum: BatchNum.make(1),
    ethereumBlockNum: EthBlockNum.make(1010n),
    ethereumBlockHash: hash(1010),
    ethereumTxHash: hash(65025),
    timestamp: at(10),
    forgerAddr: COORDINATOR.forgerAddr,
    slotNum: SlotNum.make(0),
    exitRoot: 0n,
    collectedFees: {},
    forgeL1TransactionsNum: 0,
    l1UserResults: [0, 1, 2].map((position) => ({
      position,
      effectiveFromIdx: idx(256 + position),
      amountSuccess: true,
      depositAmountSuccess: true
    })),
    createdAccounts: [
      { idx: idx(256), tokenId: TokenId.make(0), ...OWNER_A },
      { idx: idx(257), tokenId: TokenId.make(0), ...OWNER_B },
      { idx: idx(258), tokenId: TokenId.make(1), ...OWNER_A }
    ],
    l1CoordinatorTransactions: [],
    l2Transactions: [],
    accountUpdates: [256, 257, 258].map((i) => ({ idx: idx(i), nonce: Nonce.make(0n), balance: 1000n })),
    exits: []
  })
  yield* ledger.forgeBatch({
    batchNum: BatchNum.make(2),
    ethereumBlockNum: EthBlockNum.make(1020n),
    ethereumBlockHash: hash(1020),
    ethereumTxHash: hash(65026),
    timestamp: at(20),
    forgerAddr: COORDINATOR.forgerAddr,
    slotNum: SlotNum.make(0),
    exitRoot: 3n,
    collectedFees: { "0": 2n },
    forgeL1TransactionsNum: null,
    l1UserResults: [],
    createdAccounts: [],
    l1CoordinatorTransactions: [],
    l2Transactions: [
      {
        position: 0,
        type: "Transfer",
        fromIdx: idx(256),
        toIdx: idx(257),
        amount: 100n,
        fee: 1,
        nonce: Nonce.make(0n)
      },
      { position: 1, type: "Exit", fromIdx: idx(256), toIdx: idx(1), amount: 50n, fee: 0, nonce: Nonce.make(1n) }
    ],
    accountUpdates: [
      { idx: idx(256), nonce: Nonce.make(2n), balance: 849n },
      { idx: idx(257), nonce: Nonce.make(0n), balance: 1100n }
    ],
    exits: [{ idx: idx(256), balance: 50n, merkleProof: proof(256n) }]
  })
  yield* ledger.forgeBatch({
    batchNum: BatchNum.make(3),
    ethereumBlockNum: EthBlockNum.make(1030n),
    ethereumBlockHash: hash(1030),
    ethereumTxHash: hash(65027),
    timestamp: at(30),
    forgerAddr: COORDINATOR.forgerAddr,
    slotNum: SlotNum.make(0),
    exitRoot: 4n,
    collectedFees: {},
    forgeL1TransactionsNum: null,
    l1UserResults: [],
    createdAccounts: [],
    l1CoordinatorTransactions: [],
    l2Transactions: [
      { position: 0, type: "Exit", fromIdx: idx(257), toIdx: idx(1), amount: 100n, fee: 0, nonce: Nonce.make(0n) }
    ],
    accountUpdates: [{ idx: idx(257), nonce: Nonce.make(1n), balance: 1000n }],
    exits: [{ idx: idx(257), balance: 100n, merkleProof: proof(257n) }]
  })
  yield* ledger.recordWithdrawal({
    batchNum: BatchNum.make(3),
    idx: idx(257),
    kind: "instant",
    ethereumBlockNum: EthBlockNum.make(1040n)
  })
  yield* ledger.queueL1Transaction({
    toForgeL1TransactionsNum: 1,
    position: 0,
    type: "Deposit",
    fromIdx: idx(256),
    fromEthAddr: OWNER_A.ethAddr,
    fromBjj: OWNER_A.bjj,
    toIdx: idx(0),
    tokenId: TokenId.make(0),
    amount: 0n,
    depositAmount: 5n,
    ethereumBlockNum: EthBlockNum.make(1041n),
    timestamp: at(41)
  })
}).pipe(Effect.orDie)

/** The network settings of the default configuration. */
export const FixtureSettings = Layer.succeed(NetworkSettings, networkSettingsOf(LOCAL_NETWORK, DEFAULT_NODE_SETTINGS))

/** Memory storage seeded with the fixture, plus a wall clock and the default network settings. */
export const FixtureStorage = Layer.mergeAll(
  Layer.effectDiscard(seedFixture).pipe(Layer.provideMerge(memoryStorage)),
  SystemClock.layer,
  FixtureSettings
)
