/**
 * The stage of the use-case tests: the memory storage adapter holding the contract suites' rollup
 * history (`test/contract/fixture.ts`: three tokens, six accounts, three batches, exits, bids,
 * coordinators), a wall clock fixed at `NOW` and the default network settings with an auction
 * whose slots fit that history (genesis block 1, two blocks a slot: block 25 is slot 12); and a
 * second stage whose accounts carry devnet wallets' keys, with the production verifier, for the
 * use cases that check signatures (`Wallets`). Each `Effect.provide` of a stage builds a fresh
 * storage. Plus helpers: pool records written straight to the pool, a decoded account index, a
 * wire query decoded with a use case's schema, and the failure of an effect that must fail.
 */
import { Effect, Layer, Result, Schema } from "effect"
import { inlineLayer } from "../../../adapters/crypto/signature_verifier.ts"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import { DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { devnetWallet } from "../../../app/devnet/wallets.ts"
import { networkSettingsOf } from "../../../app/network_settings.ts"
import { AccountIdx, AccountIndex, type AccountIndexValue, EXIT_ACCOUNT_INDEX } from "../../../core/domain/account_index.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import { BatchNum, EthBlockNum, EthHash, FeeSelector, Nonce, SlotNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { NetworkSettings } from "../../../core/ports/network_settings.ts"
import { type PoolRecord, PoolStore } from "../../../core/ports/pool_store.ts"
import { withFixture } from "../../contract/storage_ports.ts"
import { UNFORGED_WITHOUT_REQUEST } from "../../contract/pool_records.ts"

/** The moment every use case reads from the wall clock: an hour after the fixture's first block (its batches are in the last 24 hours). */
export const NOW = new Date(Date.UTC(2026, 0, 1, 1, 0, 0))

/** A wall clock fixed at `NOW`. */
export const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(NOW) }))

/** The default settings (chain 1337, the local rollup contract), auction genesis at block 1 with two blocks a slot. */
export const SETTINGS: NetworkSettings["Service"] = (() => {
  const settings = networkSettingsOf(DEFAULT_APP_SETTINGS)
  const auction = { ...settings.config.auction, genesisBlockNum: EthBlockNum.make(1n), blocksPerSlot: 2 }
  return { ...settings, config: { ...settings.config, auction } }
})()

/** The settings as a layer. */
export const Settings = Layer.succeed(NetworkSettings, NetworkSettings.of(SETTINGS))

/** A fresh memory storage holding the contract fixture, with the fixed clock and the settings. */
export const History = Layer.mergeAll(withFixture(MemoryStorage.layer).pipe(Layer.orDie), FixedClock, Settings)

/** Token ids of the wallets' stage. */
export const ETH = TokenId.make(0)
export const HEZ = TokenId.make(1)

/** The accounts of the wallets' stage: index, devnet wallet, token and forged nonce. */
export const WALLET_ACCOUNTS = [
  { idx: 256, wallet: 1, tokenId: ETH, nonce: 3n },
  { idx: 257, wallet: 2, tokenId: ETH, nonce: 0n },
  { idx: 258, wallet: 1, tokenId: HEZ, nonce: 0n }
] as const

const hash = (n: number) => EthHash.make("0x" + n.toString(16).padStart(64, "0"))

/** Writes the wallets' stage through the Ledger: tokens ETH and HEZ, and batch 1 creating the accounts. */
const seedWallets = Effect.gen(function*() {
  const ledger = yield* Ledger
  const genesis = Date.UTC(2026, 0, 1)
  yield* ledger.recordBlock({ num: EthBlockNum.make(1n), hash: hash(1), timestamp: new Date(genesis) })
  yield* ledger.registerToken({
    id: ETH, ethereumBlockNum: EthBlockNum.make(1n), ethereumAddress: checksum("0x" + "00".repeat(20)),
    name: "Ether", symbol: "ETH", decimals: 18
  })
  yield* ledger.registerToken({
    id: HEZ, ethereumBlockNum: EthBlockNum.make(1n), ethereumAddress: checksum("0x" + "e5".repeat(20)),
    name: "Hermez Network Token", symbol: "HEZ", decimals: 18
  })
  yield* ledger.forgeBatch({
    batchNum: BatchNum.make(1), ethereumBlockNum: EthBlockNum.make(1n), ethereumBlockHash: hash(1),
    timestamp: new Date(genesis + 60_000), forgerAddr: checksum("0x" + "d4".repeat(20)), slotNum: SlotNum.make(0),
    stateRoot: 1n, exitRoot: 0n, collectedFees: {}, forgeL1TransactionsNum: null, l1UserResults: [],
    createdAccounts: WALLET_ACCOUNTS.map((a) => ({
      idx: AccountIdx.make(a.idx), tokenId: a.tokenId, ethAddr: devnetWallet(a.wallet).ethAddress, bjj: devnetWallet(a.wallet).bjjPublicKey
    })),
    l1CoordinatorTransactions: [],
    l2Transactions: [],
    accountUpdates: WALLET_ACCOUNTS.map((a) => ({ idx: AccountIdx.make(a.idx), nonce: Nonce.make(a.nonce), balance: 10n ** 24n })),
    exits: []
  })
}).pipe(Effect.orDie)

/** A fresh memory storage with the wallets' accounts, the fixed clock, the settings and the production verifier (inline). */
export const Wallets = Layer.mergeAll(
  Layer.effectDiscard(seedWallets).pipe(Layer.provideMerge(MemoryStorage.layer)),
  FixedClock,
  Settings,
  inlineLayer
)

/** A decoded account index (`zk:ETH:256`). */
export function accountIndex(text: string): AccountIndexValue {
  return Schema.decodeUnknownSync(AccountIndex)(text)
}

/** What varies between the pool records of the tests, written straight to the pool (no signature checked). */
export interface PoolRecordOptions {
  /** A sender of the wallets' stage (256, 257 or 258). */
  readonly from: 256 | 257 | 258
  readonly nonce: bigint
  readonly amount?: bigint
  /** An Exit (to zk:EXIT:1) instead of a Transfer to account 257 (256 from 257); 258, the only HEZ account, always exits. */
  readonly exit?: boolean
}

/** A pend pool record of the wallets' stage, as `Pool.submit` would store it. */
export function poolRecord(options: PoolRecordOptions): PoolRecord {
  const sender = { 256: WALLET_ACCOUNTS[0], 257: WALLET_ACCOUNTS[1], 258: WALLET_ACCOUNTS[2] }[options.from]
  const wallet = devnetWallet(sender.wallet)
  const symbol = TokenSymbol.make(sender.tokenId === ETH ? "ETH" : "HEZ")
  const amount = options.amount ?? 500n
  const toIdx = options.from === 256 ? 257 : 256
  const receiver = devnetWallet(toIdx === 256 ? 1 : 2)
  const exit = options.exit === true || options.from === 258
  return {
    id: Result.getOrThrow(l2TxId({ fromIdx: options.from, tokenId: sender.tokenId, amount, nonce: options.nonce, fee: 0 })),
    type: exit ? "Exit" : "Transfer",
    tokenId: sender.tokenId,
    fromAccountIndex: { symbol, idx: AccountIdx.make(options.from) },
    fromZkEthereumAddress: wallet.ethAddress,
    fromBJJ: wallet.bjjPublicKey,
    toAccountIndex: exit ? EXIT_ACCOUNT_INDEX : { symbol, idx: AccountIdx.make(toIdx) },
    toZkEthereumAddress: exit ? null : receiver.ethAddress,
    toBjj: exit ? null : receiver.bjjPublicKey,
    amount,
    fee: FeeSelector.make(0),
    nonce: Nonce.make(options.nonce),
    state: "pend",
    signature: BjjSignatureValue.make("ab".repeat(64)),
    timestamp: NOW,
    ...UNFORGED_WITHOUT_REQUEST
  }
}

/** Adds records to the pool (each must be new). */
export const addToPool = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function*() {
    const pool = yield* PoolStore
    for (const record of records) {
      const outcome = yield* pool.add(record)
      if (outcome._tag !== "Added") return yield* Effect.die(`${record.id} was already in the pool`)
    }
  })

/** Decodes a wire query (strings, as a URL carries them) with a use case's query schema. */
export function decode<S extends Schema.Decoder<unknown>>(schema: S, input: Readonly<Record<string, string>>): S["Type"] {
  return Schema.decodeUnknownSync(schema)(input)
}

/** The failure of an effect that must fail (a success fails the test). */
export function failure<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<E, never, R> {
  return Effect.orDie(Effect.flip(effect))
}
