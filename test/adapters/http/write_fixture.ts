/**
 * A fresh node for the write endpoints' tests: a memory storage built once (so a test can both
 * send HTTP requests and read or write the same storage through its ports, e.g. forge a pool
 * transaction through the Ledger), seeded through the Ledger with tokens ETH (0) and HEZ (1) and
 * the accounts a test asks for (keys of devnet wallets or of test vectors), served by the
 * in-process web handler with the network settings of a configuration (chain 1337 and the local
 * Hermez rollup contract by default).
 */
import { Effect, Exit, Layer, Scope } from "effect"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { type AppSettings, DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { devnetWallet } from "../../../app/devnet/wallets.ts"
import { networkSettingsOf } from "../../../app/network_settings.ts"
import { webHandler } from "../../../app/server.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import type { BjjKey } from "../../../core/domain/bjj.ts"
import { checksum, type EthAddress, FF_ADDRESS } from "../../../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum, TokenId } from "../../../core/domain/scalars.ts"
import { type AccountUpdate, Ledger, type NewL2Transaction } from "../../../core/ports/ledger.ts"
import { NetworkSettings } from "../../../core/ports/network_settings.ts"
import { send, type TestResponse } from "./web_client.ts"

/** Token ids of the fixture. */
export const ETH = TokenId.make(0)
export const HEZ = TokenId.make(1)

/** An account the fixture creates in batch 1. */
export interface FixtureAccount {
  readonly idx: number
  readonly tokenId: TokenId
  readonly ethAddr: EthAddress
  readonly bjj: BjjKey
  /** The account's nonce after batch 1. */
  readonly nonce: bigint
}

/** The account `idx` in `tokenId` of devnet wallet `wallet`, at `nonce`. */
export function walletAccount(idx: number, wallet: number, tokenId: TokenId, nonce = 0n): FixtureAccount {
  const w = devnetWallet(wallet)
  return { idx, tokenId, ethAddr: w.ethAddress, bjj: w.bjjPublicKey, nonce }
}

/** The default accounts: zk:ETH:256 (wallet 1, nonce 3), zk:ETH:257 (wallet 2), zk:HEZ:258 (wallet 1). */
export const WALLET_ACCOUNTS: ReadonlyArray<FixtureAccount> = [
  walletAccount(256, 1, ETH, 3n),
  walletAccount(257, 2, ETH),
  walletAccount(258, 1, HEZ)
]

const hash = (n: number) => EthHash.make("0x" + n.toString(16).padStart(64, "0"))
const GENESIS = Date.UTC(2026, 0, 1)

/** Writes the tokens and the accounts through the Ledger. */
function seed(accounts: ReadonlyArray<FixtureAccount>) {
  return Effect.gen(function*() {
    const ledger = yield* Ledger
    yield* ledger.recordBlock({ num: EthBlockNum.make(1000n), hash: hash(1000), timestamp: new Date(GENESIS) })
    yield* ledger.registerToken({
      id: ETH, ethereumBlockNum: EthBlockNum.make(1000n), ethereumAddress: checksum("0x" + "00".repeat(20)),
      name: "Ether", symbol: "ETH", decimals: 18
    })
    yield* ledger.registerToken({
      id: HEZ, ethereumBlockNum: EthBlockNum.make(1000n), ethereumAddress: checksum("0x" + "e5".repeat(20)),
      name: "Hermez Network Token", symbol: "HEZ", decimals: 18
    })
    yield* ledger.forgeBatch({
      batchNum: BatchNum.make(1), ethereumBlockNum: EthBlockNum.make(1010n), ethereumBlockHash: hash(1010),
      timestamp: new Date(GENESIS + 60_000), forgerAddr: checksum("0x" + "d4".repeat(20)), slotNum: SlotNum.make(0),
      stateRoot: 1n, exitRoot: 0n, collectedFees: {}, forgeL1TransactionsNum: null, l1UserResults: [],
      createdAccounts: accounts.map((a) => ({ idx: AccountIdx.make(a.idx), tokenId: a.tokenId, ethAddr: a.ethAddr, bjj: a.bjj })),
      l1CoordinatorTransactions: [],
      l2Transactions: [],
      accountUpdates: accounts.map((a) => ({ idx: AccountIdx.make(a.idx), nonce: Nonce.make(a.nonce), balance: 10n ** 24n })),
      exits: []
    })
  }).pipe(Effect.orDie)
}

/** The storage layer of a fixture: seeded memory storage, wall clock, network settings of `settings`. */
function storageLayer(accounts: ReadonlyArray<FixtureAccount>, settings: AppSettings) {
  return Layer.mergeAll(
    Layer.effectDiscard(seed(accounts)).pipe(Layer.provideMerge(MemoryStorage.layer)),
    SystemClock.layer,
    Layer.succeed(NetworkSettings, networkSettingsOf(settings))
  )
}

/** The services a test can run effects with: the storage's ports. */
export type FixtureServices = Layer.Success<ReturnType<typeof storageLayer>>

/** A running node over one storage instance. */
export interface WriteNode {
  /** Sends a request to the web handler. */
  readonly request: (path: string, init?: RequestInit) => Promise<TestResponse>
  /** POSTs `body` (serialized with JSON.stringify unless already a string) as application/json. */
  readonly post: (path: string, body: unknown) => Promise<TestResponse>
  /** Runs an effect against the same storage the handler serves. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, FixtureServices>) => Promise<A>
  readonly dispose: () => Promise<void>
}

/** Builds the storage once and serves it. */
export async function startWriteNode(
  accounts: ReadonlyArray<FixtureAccount> = WALLET_ACCOUNTS,
  settings: AppSettings = DEFAULT_APP_SETTINGS
): Promise<WriteNode> {
  const scope = Scope.makeUnsafe()
  const context = await Effect.runPromise(Layer.buildWithScope(storageLayer(accounts, settings), scope))
  const web = webHandler(Layer.succeedContext(context))
  const request = (path: string, init?: RequestInit) => send((r) => web.handler(r), path, init)
  return {
    request,
    post: (path, body) =>
      request(path, {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": "application/json" }
      }),
    run: (effect) => Effect.runPromise(Effect.provideContext(effect, context)),
    dispose: async () => {
      await web.dispose()
      await Effect.runPromise(Scope.close(scope, Exit.void))
    }
  }
}

/** What a test's second batch changes: the L2 transactions it forges and the accounts' new nonces and balances. */
export interface SecondBatch {
  readonly l2Transactions?: ReadonlyArray<NewL2Transaction>
  readonly accountUpdates: ReadonlyArray<AccountUpdate>
}

/** Forges batch 2 (block 1020, two minutes after genesis) through the node's Ledger, e.g. to move a sender's nonce past a pool transaction. */
export function forgeSecondBatch(node: WriteNode, batch: SecondBatch): Promise<void> {
  return node.run(Effect.gen(function*() {
    const ledger = yield* Ledger
    yield* ledger.forgeBatch({
      batchNum: BatchNum.make(2), ethereumBlockNum: EthBlockNum.make(1020n), ethereumBlockHash: EthHash.make("0x" + "20".repeat(32)),
      timestamp: new Date(GENESIS + 120_000), forgerAddr: FF_ADDRESS, slotNum: SlotNum.make(0), stateRoot: 2n, exitRoot: 0n,
      collectedFees: {}, forgeL1TransactionsNum: null, l1UserResults: [], createdAccounts: [], l1CoordinatorTransactions: [],
      l2Transactions: batch.l2Transactions ?? [],
      accountUpdates: batch.accountUpdates,
      exits: []
    })
  }).pipe(Effect.orDie))
}
