/** A fresh node for the write endpoints' tests: a memory storage seeded through the Ledger with ETH, HEZ and the asked
 * accounts, served in process with a configuration's network settings and the given route options. */
import { Effect, Exit, Layer, Scope } from "effect"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { type AppSettings, DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { configuredNetworkSettings } from "../../../app/network_settings.ts"
import type { HttpRoutesOptions } from "../../../adapters/http/server/routes.ts"
import { webHandler } from "../../../app/server.ts"
import { testBatch } from "../../../app/testing/chain_values.ts"
import { FF_ADDRESS } from "../../../core/domain/eth_address.ts"
import { EthBlockNum, EthHash } from "../../../core/domain/scalars.ts"
import { type AccountUpdate, Ledger, type NewL2Transaction } from "../../../core/ports/ledger.ts"
import { NetworkSettings } from "../../../core/ports/network_settings.ts"
import { type FixtureAccount, GENESIS, seedAccounts, WALLET_ACCOUNTS } from "../../contract/wallet_stage.ts"
import { send, type TestResponse } from "./web_client.ts"

export { ETH, type FixtureAccount, HEZ, WALLET_ACCOUNTS, walletAccount } from "../../contract/wallet_stage.ts"

/** The storage layer of a fixture: seeded memory storage, wall clock, network settings of `settings`. */
function storageLayer(accounts: ReadonlyArray<FixtureAccount>, settings: AppSettings) {
  return Layer.mergeAll(
    Layer.effectDiscard(seedAccounts(accounts)).pipe(Layer.provideMerge(memoryStorage)),
    SystemClock.layer,
    Layer.succeed(NetworkSettings, configuredNetworkSettings(settings))
  )
}

/** The services a test can run effects with: the storage's ports. */
export type FixtureServices = Layer.Success<ReturnType<typeof storageLayer>>

/** A running node over one storage instance. */
export interface WriteNode {
  /** The web handler itself (e.g. to read an endless event stream). */
  readonly handler: (request: Request) => Promise<Response>
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
  settings: AppSettings = DEFAULT_APP_SETTINGS,
  routes: HttpRoutesOptions = {}
): Promise<WriteNode> {
  const scope = Scope.makeUnsafe()
  const context = await Effect.runPromise(Layer.buildWithScope(storageLayer(accounts, settings), scope))
  const web = webHandler(Layer.succeedContext(context), routes)
  const request = (path: string, init?: RequestInit) => send((r) => web.handler(r), path, init)
  return {
    handler: (r) => web.handler(r),
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
  return node.run(
    Effect.gen(function* () {
      const ledger = yield* Ledger
      const block = {
        num: EthBlockNum.make(1020n),
        hash: EthHash.make("0x" + "20".repeat(32)),
        timestamp: new Date(GENESIS + 120_000)
      }
      yield* ledger.forgeBatch(
        testBatch(block, 2, {
          ethereumTxHash: EthHash.make("0x" + "fe".repeat(32)),
          forgerAddr: FF_ADDRESS,
          l2Transactions: batch.l2Transactions ?? [],
          accountUpdates: batch.accountUpdates
        })
      )
    }).pipe(Effect.orDie)
  )
}
