/** One run of `bench:forging` in a fresh process, on one build's compiled modules (`<tree>/dist`): forges batches of L2
 * transfers through that build's ledger (directly, or as a coordinator does from the pool, some of them atomic groups),
 * or seeds its devnet; prints `FORGING {json}`. */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { Effect as EffectModule, Layer as LayerModule, ManagedRuntime as ManagedRuntimeModule } from "effect"
import type { AccountStore as AccountStoreService } from "../core/ports/account_store.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import type { Ledger as LedgerService, NewBatch, NewToken } from "../core/ports/ledger.ts"
import type { PoolStore as PoolStoreService } from "../core/ports/pool_store.ts"
import { makeRandom } from "../devnet/random.ts"
import { type PoolAccount, poolForging } from "./forging_pool.ts"

/** What a run was asked: `forge` on a storage, or `seed` the devnet on memory. */
export interface WorkerSettings {
  readonly mode: "forge" | "seed"
  /** The tree whose `dist/` runs. */
  readonly tree: string
  /** A fresh PostgreSQL database, or none: memory. */
  readonly databaseUrl?: string | undefined
  readonly accounts: number
  readonly tokens: number
  readonly batches: number
  readonly warmupBatches: number
  readonly transactionsPerBatch: number
  /**
   * Through the pool (`databaseUrl` unused): one storage per variant in this process, forging the same transfers, their
   * batches interleaved (batch i of each variant in turn, the order rotating), so a drifting load falls on all alike.
   * Each batch's transfers enter the variant's pool first, untimed (plain ones with `PoolStore.add`, groups with
   * `addGroup`), and the timed part is the coordinator's: the pending read, each group read whole and laid out with
   * `atomicOrder`, `selectForForging`, `forgeBatch`. A variant's `groupsPerBatch` pairs of each batch's transfers are
   * atomic groups of two (each member requesting the other). Absent: one storage, each batch forged directly.
   */
  readonly pool?: { readonly variants: ReadonlyArray<PoolVariant> } | undefined
}

/** A variant of a run through the pool: its groups per batch and its storage (a fresh PostgreSQL database, or memory). */
export interface PoolVariant {
  readonly groupsPerBatch: number
  readonly databaseUrl?: string | undefined
}

/** A pool variant's figures: its timed batches, its last state root and what the checks after the run found. */
export interface VariantReport {
  readonly batchMs: ReadonlyArray<number>
  readonly stateRoot: string
  /** The pool transactions found forged in their batch, in the order laid. */
  readonly poolForged: number
  /** The groups found with both members forged in the same batch. */
  readonly groupsForgedWhole: number
}

/** A forging run's figures (the timed batches only), or a seed's duration. */
export interface WorkerReport {
  /** Whether the build computes the state tree (`dist/core/ledger/state_tree.js`). */
  readonly stateTree: boolean
  /** Milliseconds per timed batch, in order; a seed: its one duration. */
  readonly batchMs: ReadonlyArray<number>
  /** Milliseconds the accounts' creation batches took (forging only). */
  readonly setupMs: number
  /** The last batch's `stateRoot` as the ledger recorded it (decimal; forging only). */
  readonly stateRoot: string
  /** Through the pool: each variant's figures, in the order asked (`batchMs` and `stateRoot` above are the first's). */
  readonly variants?: ReadonlyArray<VariantReport> | undefined
}

/** The line prefix of the report. */
export const REPORT_PREFIX = "FORGING"

/** The accounts created per batch before the transfers. */
const ACCOUNTS_PER_CREATION_BATCH = 500
/** Every account's balance at creation: no run of transfers exhausts it. */
const INITIAL_BALANCE = 10n ** 18n
/** The first user account index. */
const FIRST_IDX = 256
/** The first Ethereum block of the run. */
const GENESIS_BLOCK = 1000n

/** `n` as 2·`bytes` lowercase hex digits. */
function hex(n: number | bigint, bytes: number): string {
  return n.toString(16).padStart(bytes * 2, "0")
}

/** A module of the build's `dist/`, or of its `node_modules`. */
function load<M>(tree: string, path: string): Promise<M> {
  return import(pathToFileURL(join(tree, path)).href) as Promise<M>
}

/** An account as the run keeps it. */
interface Account {
  readonly idx: number
  readonly tokenId: number
  nonce: bigint
  balance: bigint
}

/** Runs what `settings` asks and returns the report. */
export async function runWorker(settings: WorkerSettings): Promise<WorkerReport> {
  const { tree } = settings
  const stateTree = existsSync(join(tree, "dist/core/ledger/state_tree.js"))
  const { Effect, Layer, ManagedRuntime, Redacted, References } = await load<typeof import("effect")>(
    tree,
    "node_modules/effect/dist/index.js"
  )
  const { storageLayer } = await load<typeof import("../app/storage.ts")>(tree, "dist/app/storage.js")
  const { Ledger } = await load<typeof import("../core/ports/ledger.ts")>(tree, "dist/core/ports/ledger.js")
  const { AccountStore } = await load<typeof import("../core/ports/account_store.ts")>(
    tree,
    "dist/core/ports/account_store.js"
  )
  const { checksum } = await load<typeof import("../core/domain/eth_address.ts")>(
    tree,
    "dist/core/domain/eth_address.js"
  )
  /** The build's storage: a PostgreSQL database, or memory. */
  const storageOf = (databaseUrl: string | undefined) =>
    storageLayer(
      databaseUrl === undefined ? { kind: "memory" } : { kind: "external", url: Redacted.make(databaseUrl) }
    ).pipe(Layer.orDie)
  const storage = storageOf(settings.databaseUrl)
  const quiet = <A, E, R>(effect: EffectModule.Effect<A, E, R>) =>
    effect.pipe(Effect.provideService(References.MinimumLogLevel, "None"))

  if (settings.mode === "seed") {
    const { seedDevnet } = await load<typeof import("../devnet/seed.ts")>(tree, "dist/devnet/seed.js")
    const ms = await Effect.runPromise(
      quiet(
        Effect.gen(function* () {
          const started = performance.now()
          yield* seedDevnet({ genesisTime: new Date(Date.UTC(2026, 0, 1)) })
          return performance.now() - started
        }).pipe(Effect.provide(storage))
      )
    )
    return { stateTree, batchMs: [ms], setupMs: 0, stateRoot: "" }
  }

  const address = (kind: number, n: number) => checksum(`0x${hex(kind, 2)}${hex(n, 18)}`)
  const forger = address(0xf0, 1)
  let batchNum = 0
  /** The next batch's fields besides its contents; the baseline (no state tree) requires some `stateRoot`. */
  const header = () => {
    batchNum += 1
    const block = GENESIS_BLOCK + BigInt(batchNum)
    return {
      batchNum,
      ethereumBlockNum: block,
      ethereumBlockHash: `0x${hex(block, 32)}`,
      ethereumTxHash: `0x${hex(0xfeedn, 2)}${hex(batchNum, 30)}`,
      timestamp: new Date(Date.UTC(2026, 0, 1) + batchNum * 15_000),
      forgerAddr: forger,
      slotNum: Math.floor(batchNum / 40),
      ...(stateTree ? {} : { stateRoot: 0n }),
      exitRoot: 0n,
      collectedFees: {},
      forgeL1TransactionsNum: null,
      l1UserResults: [],
      l1CoordinatorTransactions: [],
      exits: []
    }
  }
  const accounts: Array<Account> = []
  const creationBatches: Array<NewBatch> = []
  for (let first = 0; first < settings.accounts; first += ACCOUNTS_PER_CREATION_BATCH) {
    const created = Array.from({ length: Math.min(ACCOUNTS_PER_CREATION_BATCH, settings.accounts - first) }, (_, i) => {
      const n = first + i
      const account: Account = { idx: FIRST_IDX + n, tokenId: n % settings.tokens, nonce: 0n, balance: INITIAL_BALANCE }
      accounts.push(account)
      return account
    })
    creationBatches.push({
      ...header(),
      // The key's last byte (the top of its little-endian y) is 0, so y is a field element.
      createdAccounts: created.map((a) => ({
        idx: a.idx,
        tokenId: a.tokenId,
        bjj: `${hex(0xbbn, 1)}${hex(a.idx, 30)}00`,
        ethAddr: address(0xac, a.idx)
      })),
      l2Transactions: [],
      accountUpdates: created.map((a) => ({ idx: a.idx, nonce: 0n, balance: a.balance }))
    } as unknown as NewBatch)
  }
  const byToken = Array.from({ length: settings.tokens }, (_, t) => accounts.filter((a) => a.tokenId === t))
  // Seeded, so every build forges the same transfers.
  const random = makeRandom(0x5eed)
  /** A batch of transfers between random accounts of one token, with the states they leave. */
  const transferBatch = (): NewBatch => {
    const touched = new Map<number, Account>()
    const l2Transactions = Array.from({ length: settings.transactionsPerBatch }, (_, position) => {
      const from = random.pick(accounts)
      const peers = byToken[from.tokenId]!
      let to = random.pick(peers)
      if (to === from) to = peers[(peers.indexOf(from) + 1) % peers.length]!
      const amount = BigInt(random.int(1, 1000))
      const nonce = from.nonce
      from.nonce += 1n
      from.balance -= amount
      to.balance += amount
      touched.set(from.idx, from)
      touched.set(to.idx, to)
      return { position, type: "Transfer", fromIdx: from.idx, toIdx: to.idx, amount, fee: 0, nonce }
    })
    return {
      ...header(),
      createdAccounts: [],
      l2Transactions,
      accountUpdates: [...touched.values()]
        .sort((a, b) => a.idx - b.idx)
        .map((a) => ({ idx: a.idx, nonce: a.nonce, balance: a.balance }))
    } as unknown as NewBatch
  }
  const transfers = Array.from({ length: settings.warmupBatches + settings.batches }, transferBatch)
  const tokens: Array<NewToken> = Array.from({ length: settings.tokens }, (_, id) => ({
    id,
    ethereumBlockNum: GENESIS_BLOCK,
    ethereumAddress: address(0x70, id + 1),
    name: `Bench token ${id}`,
    symbol: `BT${id}`,
    decimals: 18
  })) as unknown as Array<NewToken>
  /** Registers the tokens and forges the account-creation batches; the milliseconds the batches took. */
  const setup = Effect.gen(function* () {
    const ledger = yield* Ledger
    for (const token of tokens) yield* ledger.registerToken(token)
    const started = performance.now()
    for (const batch of creationBatches) yield* ledger.forgeBatch(batch)
    return performance.now() - started
  })
  /** Untimed: the storage holds the nonce and balance each account was forged to. */
  const checkAccounts = Effect.gen(function* () {
    const stored = yield* (yield* AccountStore).getMany(accounts.map((a) => a.idx as never))
    const wrong = accounts.filter((a, i) => {
      const account = stored[i]
      return (
        account?._tag !== "Some" ||
        BigInt(account.value.nonce) !== a.nonce ||
        BigInt(account.value.balance) !== a.balance
      )
    })
    if (wrong.length > 0)
      throw new Error(`${wrong.length} accounts hold other states than forged, e.g. ${wrong[0]!.idx}`)
  })

  if (settings.pool !== undefined) {
    const byIdx = new Map(accounts.map((a) => [a.idx, a]))
    return forgeThroughPool(settings, settings.pool.variants, {
      stateTree,
      transfers,
      account: (idx) => byIdx.get(idx)!,
      storageOf,
      setup,
      checkAccounts,
      quiet,
      pooled: await poolForging(tree, {
        address: (idx) => address(0xac, idx),
        bjj: (idx) => `${hex(0xbbn, 1)}${hex(idx, 30)}00`
      }),
      ManagedRuntime
    })
  }

  return Effect.runPromise(
    quiet(
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const setupMs = yield* setup
        const batchMs: Array<number> = []
        let stateRoot = ""
        for (const [i, batch] of transfers.entries()) {
          const started = performance.now()
          const forged = yield* ledger.forgeBatch(batch)
          if (i >= settings.warmupBatches) batchMs.push(performance.now() - started)
          stateRoot = String(forged.stateRoot)
        }
        yield* checkAccounts
        return { stateTree, batchMs, setupMs, stateRoot }
      }).pipe(Effect.scoped, Effect.provide(storage))
    )
  )
}

/** The services a run through the pool uses of a storage. */
type PoolRunServices = LedgerService | PoolStoreService | AccountStoreService

/** What a run through the pool uses of the worker's: the batches, the build's storage, its setup and checks. */
interface PoolRun {
  readonly stateTree: boolean
  readonly transfers: ReadonlyArray<NewBatch>
  readonly account: (idx: number) => PoolAccount
  readonly storageOf: (databaseUrl: string | undefined) => LayerModule.Layer<PoolRunServices>
  readonly setup: EffectModule.Effect<number, unknown, LedgerService>
  readonly checkAccounts: EffectModule.Effect<void, unknown, AccountStoreService>
  readonly quiet: <A, E, R>(effect: EffectModule.Effect<A, E, R>) => EffectModule.Effect<A, E, R>
  readonly pooled: Awaited<ReturnType<typeof poolForging>>
  readonly ManagedRuntime: typeof ManagedRuntimeModule
}

/** The variants of a run through the pool, each on its own storage, their batches interleaved; see `WorkerSettings.pool`. */
async function forgeThroughPool(
  settings: WorkerSettings,
  variants: ReadonlyArray<PoolVariant>,
  run: PoolRun
): Promise<WorkerReport> {
  const { pooled, quiet } = run
  const runtimes = variants.map((v) => run.ManagedRuntime.make(run.storageOf(v.databaseUrl)))
  try {
    // Each variant draws its pairs from its own generator of the same seed: the variants with groups pair alike.
    const plans = variants.map((v) => {
      const pairs = makeRandom(0x9a125)
      return run.transfers.map((batch) => pooled.plan(batch, run.account, v.groupsPerBatch, pairs))
    })
    const setupMs: Array<number> = []
    for (const runtime of runtimes) setupMs.push(await runtime.runPromise(quiet(run.setup)))
    const batchMs = variants.map((): Array<number> => [])
    const laid = variants.map((): Array<ReadonlyArray<TxId>> => [])
    const roots = variants.map(() => "")
    for (const [i, batch] of run.transfers.entries()) {
      for (let k = 0; k < variants.length; k++) {
        const v = (i + k) % variants.length
        const runtime = runtimes[v]!
        await runtime.runPromise(quiet(pooled.enter(plans[v]![i]!)))
        const started = performance.now()
        const forged = await runtime.runPromise(quiet(pooled.forge(batch, settings.transactionsPerBatch)))
        if (i >= settings.warmupBatches) batchMs[v]!.push(performance.now() - started)
        laid[v]!.push(forged.ids)
        roots[v] = String(forged.stateRoot)
      }
    }
    const reports: Array<VariantReport> = []
    for (const [v, runtime] of runtimes.entries()) {
      await runtime.runPromise(quiet(run.checkAccounts))
      const checked = await runtime.runPromise(quiet(pooled.check(plans[v]!, laid[v]!)))
      reports.push({ batchMs: batchMs[v]!, stateRoot: roots[v]!, ...checked })
    }
    return {
      stateTree: run.stateTree,
      batchMs: reports[0]?.batchMs ?? [],
      setupMs: setupMs[0] ?? 0,
      stateRoot: reports[0]?.stateRoot ?? "",
      variants: reports
    }
  } finally {
    for (const runtime of runtimes) await runtime.dispose()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const settings = JSON.parse(process.argv[2] ?? "") as WorkerSettings
  const report = await runWorker(settings)
  process.stdout.write(`${REPORT_PREFIX} ${JSON.stringify(report)}\n`)
  process.exit(0)
}
