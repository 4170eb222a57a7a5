/**
 * End-to-end throughput of `POST /transactions-pool` on the in-memory storage, before and after
 * the WebAssembly verifier, in one run: `npx tsx bench/pool_post_throughput.ts` (or `npm run bench`).
 *
 * - Storage: memory adapter seeded through the Ledger with ETH and `SENDERS` accounts
 *   (zk:ETH:256…, devnet wallets 1…SENDERS, nonce 0, large balances); no forger.
 * - Bodies: `TRANSACTIONS` Transfers, sender j mod SENDERS to the next account, distinct nonces per
 *   sender, ids and signatures computed as a client does (core's TxID and message, circomlib's
 *   EdDSA-Poseidon with the wallet's key), so every one is accepted.
 * - Server: the application's routes (`adapters/http/routes.ts`) over that storage, served by
 *   Node's HTTP server on a free loopback port, with the signature verifier of the phase: the
 *   previous one (the BigInt fast verifier, inline, with a key cache of its own that builds split
 *   tables on a key's second valid signature, as the server's did) or the WebAssembly one (the
 *   server's; its key cache cleared first) inline or on worker threads (`workerLayer`). Storage is fresh for each phase,
 *   so the same bodies are accepted again; key caches start cold.
 * - Load: a worker thread sends every body once with `CONCURRENCY` requests in flight (keep-alive),
 *   so the main thread's event loop serves only the server; the first `warmup` bodies of a phase
 *   (default 500) are not measured (starting verifier workers costs ≈ 0.13–0.3 s of CPU each, which
 *   runs before 2026-11-23 09:40 counted per request: ≈ 0.1–0.3 ms of "other server threads"). Setups alternate, `repetitions`
 *   times, to spread a noisy neighbour over all of them.
 * Reported per phase: accepted/s, status counts, latency p50/p99, the server's event-loop
 * utilisation (1.0 = the event loop is the limit) and the CPU the process used (cores).
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Result, Schema, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { createServer } from "node:http"
import { pathToFileURL } from "node:url"
import { type VerifyingKey, verifyingKey, verifyWithKey, withSplitTables } from "../test/adapters/crypto/reference/eddsa_poseidon_fast.ts"
import { littleEndianHex } from "../adapters/crypto/packed_point.ts"
import { poseidonMessage } from "../test/adapters/crypto/reference/poseidon_message.ts"
import type { BabyJubJubCheck } from "../core/ports/signature_verifier.ts"
import { signElements } from "../adapters/crypto/eddsa_poseidon_sign.ts"
import { recoverEthereumSigner } from "../adapters/crypto/ethereum_recover.ts"
import { inlineLayer, sharedKeyCache, workerLayer } from "../adapters/crypto/signature_verifier.ts"
import { defaultWorkerCount } from "../adapters/crypto/verifier_pool.ts"
import { httpRoutes, ROUTER_CONFIG } from "../adapters/http/routes.ts"
import { MemoryStorage } from "../adapters/memory/mod.ts"
import { SystemClock } from "../adapters/system/mod.ts"
import { DEFAULT_APP_SETTINGS } from "../app/config.ts"
import { devnetWallet, privateKeyBytes } from "../app/devnet/wallets.ts"
import { networkSettingsOf } from "../app/network_settings.ts"
import { AccountIdx, AccountIndex } from "../core/domain/account_index.ts"
import { checksum } from "../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum, TokenId } from "../core/domain/scalars.ts"
import { l2TxId } from "../core/domain/tx_id.ts"
import { Ledger } from "../core/ports/ledger.ts"
import { NetworkSettings } from "../core/ports/network_settings.ts"
import { SignatureVerifier } from "../core/ports/signature_verifier.ts"
import { l2TransactionMessage } from "../core/signing/mod.ts"
import { loadLine, machineLine, markdownTable } from "./bench_stats.ts"
import type { LoadReport } from "./load_generator.ts"
import { postAll } from "./load_worker.ts"

/** Options of a run. */
export interface ThroughputOptions {
  /** Sender accounts (default 50). */
  readonly senders?: number
  /** Transactions per phase (default 2000). */
  readonly transactions?: number
  /** Requests in flight (default 16). */
  readonly concurrency?: number
  /** Before/after pairs (default 2). */
  readonly repetitions?: number
  /** Transactions sent first in each phase and not measured (default 500): worker start, key tables, JIT. */
  readonly warmup?: number
}

/** A verifier configuration to measure. */
export interface VerifierSetup {
  readonly label: string
  readonly layer: Layer.Layer<SignatureVerifier>
  /** Worker threads verifying (0 = inline). */
  readonly workers: number
}

/**
 * The rate two cores could sustain at the measured CPU costs per request: the event loop is one
 * thread (≤ 1000 / main ms), the verifier workers share what they have (≤ 1000·n / workers ms),
 * and both together have two cores (≤ 2000 / (main + workers) ms). Derived from CPU time, so it
 * discounts the neighbours that share this machine, but not their effect on the CPU's speed.
 */
export function capacityOnTwoCores(mainMs: number, workersMs: number, workers: number): number {
  const limits = [1000 / mainMs, 2000 / (mainMs + workersMs)]
  if (workers > 0 && workersMs > 0) limits.push((1000 * Math.min(workers, 2)) / workersMs)
  return Math.min(...limits)
}

/** One phase's figures. */
export interface PhaseResult {
  readonly verifier: string
  readonly report: LoadReport
  readonly acceptedPerSecond: number
  readonly serverUtilization: number
  /** CPU of the whole process over the phase, in cores. */
  readonly cores: number
  /** Server main-thread CPU per accepted request (ms). */
  readonly mainMsPerRequest: number
  /** CPU of the other server threads (verifier workers, libuv) per accepted request (ms). */
  readonly workersMsPerRequest: number
  /** Worker threads verifying (0 = inline). */
  readonly workers: number
  /** Requests per second two cores could serve at these CPU costs (see `capacityOnTwoCores`). */
  readonly twoCoreCapacity: number
}

const ETH = TokenId.make(0)
const AMOUNT = 10n ** 18n
const FIRST_IDX = 256
const hash = (n: number) => EthHash.make("0x" + n.toString(16).padStart(64, "0"))
const GENESIS = Date.UTC(2026, 0, 1)

/** The BigInt verifier's keys by hex, with the count of valid signatures seen (the server's former key cache, unbounded here). */
const bigIntKeys = new Map<string, { readonly key: VerifyingKey | undefined; valid: number }>()

/** A check with the BigInt fast verifier, as the server's port function did before WebAssembly. */
function verifyBigInt(check: BabyJubJubCheck): boolean {
  const message = poseidonMessage(check.elements)
  const packedKey = littleEndianHex(check.publicKey, 0, 32)
  const r8 = littleEndianHex(check.signature, 0, 32)
  const s = littleEndianHex(check.signature, 32, 32)
  if (message === undefined || packedKey === undefined || r8 === undefined || s === undefined || check.publicKey.length !== 64) return false
  let slot = bigIntKeys.get(check.publicKey)
  if (slot === undefined) {
    slot = { key: verifyingKey(packedKey), valid: 0 }
    bigIntKeys.set(check.publicKey, slot)
  } else if (slot.key !== undefined && slot.valid > 0) withSplitTables(slot.key)
  if (slot.key === undefined || !verifyWithKey(message, slot.key, r8, s)) return false
  slot.valid++
  return true
}

/** The verifier the server had before the WebAssembly one: the BigInt fast verifier, inline. */
const bigIntVerifierLayer: Layer.Layer<SignatureVerifier> = Layer.succeed(
  SignatureVerifier,
  SignatureVerifier.of({
    verifyBabyJubJub: (check) => Effect.sync(() => verifyBigInt(check)),
    recoverEthereumSigner: (digest, signature) => Effect.sync(() => recoverEthereumSigner(digest, signature))
  })
)

/** Writes ETH and the sender accounts through the Ledger. */
function seed(senders: number) {
  return Effect.gen(function*() {
    const ledger = yield* Ledger
    yield* ledger.recordBlock({ num: EthBlockNum.make(1000n), hash: hash(1000), timestamp: new Date(GENESIS) })
    yield* ledger.registerToken({
      id: ETH, ethereumBlockNum: EthBlockNum.make(1000n), ethereumAddress: checksum("0x" + "00".repeat(20)),
      name: "Ether", symbol: "ETH", decimals: 18
    })
    const wallets = Array.from({ length: senders }, (_, i) => devnetWallet(i + 1))
    yield* ledger.forgeBatch({
      batchNum: BatchNum.make(1), ethereumBlockNum: EthBlockNum.make(1010n), ethereumBlockHash: hash(1010),
      timestamp: new Date(GENESIS + 60_000), forgerAddr: checksum("0x" + "d4".repeat(20)), slotNum: SlotNum.make(0),
      stateRoot: 1n, exitRoot: 0n, collectedFees: {}, forgeL1TransactionsNum: null, l1UserResults: [],
      createdAccounts: wallets.map((w, i) => ({ idx: AccountIdx.make(FIRST_IDX + i), tokenId: ETH, ethAddr: w.ethAddress, bjj: w.bjjPublicKey })),
      l1CoordinatorTransactions: [],
      l2Transactions: [],
      accountUpdates: wallets.map((_, i) => ({ idx: AccountIdx.make(FIRST_IDX + i), nonce: Nonce.make(0n), balance: 10n ** 30n })),
      exits: []
    })
  }).pipe(Effect.orDie)
}

/** The seeded storage layer: memory storage, wall clock, the default network settings (chain 1337). */
export function storageLayer(senders: number) {
  return Layer.mergeAll(
    Layer.effectDiscard(seed(senders)).pipe(Layer.provideMerge(MemoryStorage.layer)),
    SystemClock.layer,
    Layer.succeed(NetworkSettings, networkSettingsOf(DEFAULT_APP_SETTINGS))
  )
}

const decodeIndex = Schema.decodeUnknownSync(AccountIndex)

/** The JSON bodies of `count` Transfers signed by the senders' wallets, every one acceptable. */
export function signedBodies(senders: number, count: number): Array<string> {
  const chainId = DEFAULT_APP_SETTINGS.chainId
  const bodies: Array<string> = []
  for (let j = 0; j < count; j++) {
    const sender = j % senders
    const nonce = BigInt(Math.floor(j / senders))
    const from = `zk:ETH:${FIRST_IDX + sender}`
    const to = `zk:ETH:${FIRST_IDX + ((sender + 1) % senders)}`
    const fields = {
      fromAccountIndex: decodeIndex(from), toAccountIndex: decodeIndex(to), toZkEthereumAddress: null, toBjj: null,
      tokenId: ETH, amount: AMOUNT, fee: 0, nonce
    }
    const elements = Result.getOrThrow(l2TransactionMessage(fields, { chainId }))
    const signature = signElements(privateKeyBytes(BigInt(sender + 1)), elements)
    const id = Result.getOrThrow(l2TxId({ fromIdx: fields.fromAccountIndex.idx, tokenId: ETH, amount: AMOUNT, nonce, fee: 0 }))
    bodies.push(JSON.stringify({
      id, type: "Transfer", tokenId: 0, fromAccountIndex: from, toAccountIndex: to, amount: AMOUNT.toString(), fee: 0,
      nonce: Number(nonce), signature
    }))
  }
  return bodies
}

/** The setups measured: the previous verifier (inline), the WebAssembly one inline and on 1 and 2 worker threads. */
export function verifierSetups(): Array<VerifierSetup> {
  return [
    { label: "before: BigInt fast, inline", layer: bigIntVerifierLayer, workers: 0 },
    { label: "after: WebAssembly, inline (event loop)", layer: inlineLayer, workers: 0 },
    { label: `after: WebAssembly, 1 worker thread${defaultWorkerCount() === 1 ? " (server default here)" : ""}`, layer: workerLayer(1), workers: 1 },
    { label: `after: WebAssembly, 2 worker threads${defaultWorkerCount() === 2 ? " (server default here)" : ""}`, layer: workerLayer(2), workers: 2 }
  ]
}

/** One phase: fresh seeded storage, the server with the setup's verifier (key caches cold), the warm-up bodies, then every measured body once. */
async function phase(
  setup: VerifierSetup,
  bodies: { readonly warmup: ReadonlyArray<string>; readonly measured: ReadonlyArray<string> },
  options: Required<ThroughputOptions>
): Promise<PhaseResult> {
  const verifier = setup.layer
  sharedKeyCache().clear()
  bigIntKeys.clear()
  const scope = Scope.makeUnsafe()
  try {
    const storage = await Effect.runPromise(Layer.buildWithScope(storageLayer(options.senders), scope))
    const app = httpRoutes({}).pipe(Layer.provide(verifier), Layer.provide(Layer.succeedContext(storage)))
    const served = HttpRouter.serve(app, { routerConfig: ROUTER_CONFIG, disableLogger: true }).pipe(
      Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0 }))
    )
    const context = await Effect.runPromise(Layer.buildWithScope(served, scope))
    const address = Context.get(context, HttpServer.HttpServer).address
    if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
    const url = `http://127.0.0.1:${address.port}/transactions-pool`
    const warm = await postAll(url, bodies.warmup, options.concurrency)
    if ((warm.statuses["200"] ?? 0) !== bodies.warmup.length) throw new Error(`warm-up rejected: ${JSON.stringify(warm.statuses)} ${warm.firstError}`)
    const elu = performance.eventLoopUtilization()
    const cpu = process.cpuUsage()
    const mainCpu = process.threadCpuUsage()
    const report = await postAll(url, bodies.measured, options.concurrency)
    const usedMain = process.threadCpuUsage(mainCpu)
    const used = process.cpuUsage(cpu)
    const accepted = report.statuses["200"] ?? 0
    const processMs = (used.user + used.system) / 1000
    const mainMs = (usedMain.user + usedMain.system) / 1000
    const mainMsPerRequest = mainMs / accepted
    const workersMsPerRequest = Math.max(0, processMs - mainMs - report.generatorCpuMs) / accepted
    return {
      verifier: setup.label,
      report,
      acceptedPerSecond: accepted / (report.elapsedMs / 1000),
      serverUtilization: performance.eventLoopUtilization(elu).utilization,
      cores: processMs / report.elapsedMs,
      mainMsPerRequest,
      workersMsPerRequest,
      workers: setup.workers,
      twoCoreCapacity: capacityOnTwoCores(mainMsPerRequest, workersMsPerRequest, setup.workers)
    }
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

/** Runs the phases (every setup in turn, `repetitions` times) and returns their results. */
export async function runThroughput(options: ThroughputOptions = {}): Promise<Array<PhaseResult>> {
  const full: Required<ThroughputOptions> = {
    senders: options.senders ?? 50,
    transactions: options.transactions ?? 2000,
    concurrency: options.concurrency ?? 16,
    repetitions: options.repetitions ?? 2,
    warmup: options.warmup ?? 500
  }
  const all = signedBodies(full.senders, full.warmup + full.transactions)
  const bodies = { warmup: all.slice(0, full.warmup), measured: all.slice(full.warmup) }
  const results: Array<PhaseResult> = []
  for (let r = 0; r < full.repetitions; r++) {
    for (const setup of verifierSetups()) results.push(await phase(setup, bodies, full))
  }
  return results
}

/** The results as a Markdown table. */
export function throughputTable(results: ReadonlyArray<PhaseResult>): string {
  return markdownTable(
    ["verifier", "sent", "accepted/s", "statuses", "p50 ms", "p99 ms", "event loop busy", "process CPU (cores)", "CPU ms/req: event loop", "CPU ms/req: other server threads", "CPU ms/req: load generator", "2-core capacity (req/s)"],
    results.map((r) => [
      r.verifier,
      String(Object.values(r.report.statuses).reduce((a, b) => a + b, 0)),
      r.acceptedPerSecond.toFixed(0),
      Object.entries(r.report.statuses).map(([s, n]) => `${s}: ${n}`).join(", "),
      r.report.latencyP50Ms.toFixed(1),
      r.report.latencyP99Ms.toFixed(1),
      `${(r.serverUtilization * 100).toFixed(0)} %`,
      r.cores.toFixed(2),
      r.mainMsPerRequest.toFixed(2),
      r.workersMsPerRequest.toFixed(2),
      (r.report.generatorCpuMs / Math.max(1, r.report.statuses["200"] ?? 0)).toFixed(2),
      r.twoCoreCapacity.toFixed(0)
    ])
  )
}

/** Runs the benchmark and prints the machine, the load and the table. */
export async function main(options: ThroughputOptions = {}): Promise<void> {
  console.log(`## POST /transactions-pool throughput, in-memory storage (${new Date().toISOString()})`)
  console.log(machineLine())
  console.log(`load average before: ${loadLine()}`)
  const results = await runThroughput(options)
  console.log(`load average after: ${loadLine()}\n`)
  console.log(throughputTable(results))
  const firstError = results.map((r) => r.report.firstError).find((e) => e !== undefined)
  if (firstError !== undefined) console.log(`\nfirst rejection: ${firstError}`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
