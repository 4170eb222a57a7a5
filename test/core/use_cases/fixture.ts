/** The use-case tests' stage: memory storage with the contract fixture, a fixed clock, matching auction settings; a
 * wallets' stage with the production verifier; helpers for pool records, indexes, queries and failures. */
import { Effect, Layer, Result, Schema } from "effect"
import { inlineLayer } from "../../../adapters/crypto/signature_verifier.ts"
import { memoryStorage } from "../../adapters/memory/memory_storage.ts"
import {
  AccountIdx,
  AccountIndex,
  type AccountIndexValue,
  EXIT_ACCOUNT_INDEX
} from "../../../core/domain/account_index.ts"
import { BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import { FeeSelector, Nonce, TokenSymbol } from "../../../core/domain/scalars.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { DEFAULT_NODE_SETTINGS, NetworkSettings, networkSettingsOf } from "../../../core/ports/network_settings.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"
import { type PoolRecord, PoolStore } from "../../../core/ports/pool_store.ts"
import { withFixture } from "../../contract/storage_ports.ts"
import { ETH, type FixtureAccount, seedAccounts, WALLET_ACCOUNTS } from "../../contract/wallet_stage.ts"
import { UNFORGED_WITHOUT_REQUEST } from "../../contract/pool_records.ts"

/** The moment every use case reads from the wall clock: an hour after the fixture's first block (its batches are in the last 24 hours). */
export const NOW = new Date(Date.UTC(2026, 0, 1, 1, 0, 0))

/** A wall clock fixed at `NOW`. */
export const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(NOW) }))

/** The local network's settings (chain 1337, the local rollup contract) with auction genesis at block 1 and two blocks a slot. */
export const SETTINGS: NetworkSettings["Service"] = (() => {
  const settings = networkSettingsOf({ ...LOCAL_NETWORK, auctionGenesisBlock: 1n }, DEFAULT_NODE_SETTINGS)
  const auction = { ...settings.config.auction, blocksPerSlot: 2 }
  return { ...settings, config: { ...settings.config, auction } }
})()

/** The settings as a layer. */
export const Settings = Layer.succeed(NetworkSettings, NetworkSettings.of(SETTINGS))

/** A fresh memory storage holding the contract fixture, with the fixed clock and the settings. */
export const History = Layer.mergeAll(withFixture(memoryStorage).pipe(Layer.orDie), FixedClock, Settings)

export { ETH, HEZ, WALLET_ACCOUNTS } from "../../contract/wallet_stage.ts"

/** A fresh memory storage with the wallets' accounts, the fixed clock, the settings and the production verifier (inline). */
export const Wallets = Layer.mergeAll(
  Layer.effectDiscard(seedAccounts(WALLET_ACCOUNTS, { first: 1n, batch: 1n })).pipe(Layer.provideMerge(memoryStorage)),
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

/** The wallets' stage account at index `idx`. */
function walletAccountAt(idx: number): FixtureAccount {
  const account = WALLET_ACCOUNTS.find((a) => a.idx === idx)
  if (account === undefined) throw new Error(`no account ${idx} in the wallets' stage`)
  return account
}

/** A pend pool record of the wallets' stage, as `Pool.submit` would store it. */
export function poolRecord(options: PoolRecordOptions): PoolRecord {
  const sender = walletAccountAt(options.from)
  const symbol = TokenSymbol.make(sender.tokenId === ETH ? "ETH" : "HEZ")
  const amount = options.amount ?? 500n
  const toIdx = options.from === 256 ? 257 : 256
  const receiver = walletAccountAt(toIdx)
  const exit = options.exit === true || options.from === 258
  return {
    id: Result.getOrThrow(
      l2TxId({ fromIdx: options.from, tokenId: sender.tokenId, amount, nonce: options.nonce, fee: 0 })
    ),
    type: exit ? "Exit" : "Transfer",
    tokenId: sender.tokenId,
    fromAccountIndex: { symbol, idx: AccountIdx.make(options.from) },
    fromZkEthereumAddress: sender.ethAddr,
    fromBJJ: sender.bjj,
    toAccountIndex: exit ? EXIT_ACCOUNT_INDEX : { symbol, idx: AccountIdx.make(toIdx) },
    toZkEthereumAddress: exit ? null : receiver.ethAddr,
    toBjj: exit ? null : receiver.bjj,
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
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of records) {
      const outcome = yield* pool.add(record)
      if (outcome._tag !== "Added") return yield* Effect.die(`${record.id} was already in the pool`)
    }
  })

/** Decodes a wire query (strings, as a URL carries them) with a use case's query schema. */
export function decode<S extends Schema.Decoder<unknown>>(
  schema: S,
  input: Readonly<Record<string, string>>
): S["Type"] {
  return Schema.decodeUnknownSync(schema)(input)
}

/** The failure of an effect that must fail (a success fails the test). */
export function failure<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<E, never, R> {
  return Effect.orDie(Effect.flip(effect))
}
