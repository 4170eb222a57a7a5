/**
 * What handing a BabyJubJub check to the verifier worker threads costs, in process and without
 * HTTP: `npx tsx bench/verifier_handover.ts`. The same signed L2 checks (10 devnet wallets'
 * keys, six message elements each, as `Pool.submit` builds them) go to each setup:
 *
 * - `inline`: `verifyCheck` on the calling thread with a key cache (what a check costs by itself);
 * - `pool`: this tree's `VerifierPool` on 2 workers with inline checks off, so every check
 *   crosses to a worker and back;
 * - with `--versus DIR`, the same for another tree's `VerifierPool` (another checkout of this
 *   repository, e.g. `git archive <commit> | tar -x -C DIR` with `node_modules` linked; its module
 *   is imported from there, so its own worker entry runs), side by side.
 *
 * Each setup runs every check twice per round, once with one check in flight at a time and once
 * with `--in-flight` (default 32) outstanding; setups alternate in every round (`--rounds`,
 * default 4), after a warm-up pass each. Reported per check: wall time, the calling thread's CPU
 * (`process.threadCpuUsage`) and the other threads' (`process.cpuUsage` minus it: the workers,
 * GC helpers, libuv), medians over the rounds. On a machine shared with other benchmarks the CPU
 * columns are the ones to compare.
 */
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Result, Schema } from "effect"
import { verifyCheck } from "../adapters/crypto/babyjubjub_check.ts"
import { signElements } from "../adapters/crypto/eddsa_poseidon_sign.ts"
import { VerifierPool } from "../adapters/crypto/verifier_pool.ts"
import { VerifyingKeyCache } from "../adapters/crypto/verifying_key_cache.ts"
import { devnetWallet, privateKeyBytes } from "../app/devnet/wallets.ts"
import { AccountIndex } from "../core/domain/account_index.ts"
import { Nonce, TokenId } from "../core/domain/scalars.ts"
import type { BabyJubJubCheck } from "../core/ports/signature_verifier.ts"
import { l2TransactionMessage } from "../core/signing/mod.ts"
import { loadLine, machineLine, markdownTable, quantile, sorted } from "./bench_stats.ts"

/** A verifier under test. */
interface Verifier {
  readonly check: (check: BabyJubJubCheck) => boolean | Promise<boolean>
  readonly close: () => Promise<void>
}

/** A named way to build a verifier. */
interface Setup {
  readonly label: string
  readonly make: () => Verifier
}

/** The setups of this tree: the check inline, and the pool with every check handed over. */
const SETUPS: ReadonlyArray<Setup> = [
  {
    label: "inline (calling thread)",
    make: () => {
      const cache = new VerifyingKeyCache()
      return { check: (check) => verifyCheck(check, cache), close: () => Promise.resolve() }
    }
  },
  {
    label: "pool (this tree), 2 workers, every check handed over",
    make: () => {
      const pool = new VerifierPool(2, { inlineWhenIdle: false })
      return { check: (check) => pool.check(check), close: () => pool.close() }
    }
  }
]

const WALLETS = 10
const CHAIN_ID = 1337
const decodeIndex = Schema.decodeUnknownSync(AccountIndex)

/** A method of an unknown object, called with `args`. */
function call(target: unknown, name: string, args: ReadonlyArray<unknown>): unknown {
  const method: unknown = typeof target === "object" && target !== null ? Reflect.get(target, name) : undefined
  if (typeof method !== "function") throw new Error(`no method ${name}`)
  return Reflect.apply(method, target, args)
}

/** The pool of another tree (its `adapters/crypto/verifier_pool.ts`), 2 workers, inline checks off. */
async function versusSetup(dir: string): Promise<Setup> {
  const module: unknown = await import(pathToFileURL(join(dir, "adapters", "crypto", "verifier_pool.ts")).href)
  const Pool: unknown = typeof module === "object" && module !== null ? Reflect.get(module, "VerifierPool") : undefined
  if (typeof Pool !== "function") throw new Error(`no VerifierPool in ${dir}`)
  return {
    label: `pool (${dir}), 2 workers, every check handed over`,
    make: () => {
      const pool: unknown = Reflect.construct(Pool, [2, { inlineWhenIdle: false }])
      return {
        check: (check) => {
          const answer = call(pool, "check", [check])
          if (typeof answer === "boolean") return answer
          if (answer instanceof Promise) return answer.then((valid: unknown) => valid === true)
          throw new Error("check answered neither a boolean nor a promise")
        },
        close: () => Promise.resolve(call(pool, "close", [])).then(() => undefined)
      }
    }
  }
}

/** `count` valid checks: Transfers of the devnet wallets, signed with their keys. */
function signedChecks(count: number): Array<BabyJubJubCheck> {
  const checks: Array<BabyJubJubCheck> = []
  for (let j = 0; j < count; j++) {
    const w = (j % WALLETS) + 1
    const wallet = devnetWallet(w)
    const fields = {
      fromAccountIndex: decodeIndex(`zk:ETH:${256 + w}`),
      toAccountIndex: decodeIndex(`zk:ETH:${256 + (w % WALLETS) + 1}`),
      toZkEthereumAddress: null,
      toBjj: null,
      tokenId: TokenId.make(0),
      amount: 1000n + BigInt(j),
      fee: 0,
      nonce: Nonce.make(BigInt(Math.floor(j / WALLETS)))
    }
    const elements = Result.getOrThrow(l2TransactionMessage(fields, { chainId: CHAIN_ID }))
    checks.push({ elements, publicKey: wallet.bjjPublicKey, signature: signElements(privateKeyBytes(BigInt(w)), elements) })
  }
  return checks
}

/** One pass's cost per check (µs). */
interface PassCost {
  readonly wall: number
  readonly main: number
  readonly others: number
}

/** Sends every check with `inFlight` outstanding; fails on any invalid answer. */
async function pass(verifier: Verifier, checks: ReadonlyArray<BabyJubJubCheck>, inFlight: number): Promise<PassCost> {
  const cpu = process.cpuUsage()
  const main = process.threadCpuUsage()
  const started = performance.now()
  let next = 0
  let invalid = 0
  const lane = async () => {
    while (next < checks.length) {
      const answer = verifier.check(checks[next++]!)
      if (!(typeof answer === "boolean" ? answer : await answer)) invalid++
    }
  }
  await Promise.all(Array.from({ length: inFlight }, lane))
  const wall = performance.now() - started
  const usedMain = process.threadCpuUsage(main)
  const used = process.cpuUsage(cpu)
  if (invalid > 0) throw new Error(`${invalid} checks answered invalid`)
  const mainUs = usedMain.user + usedMain.system
  return { wall: (wall * 1000) / checks.length, main: mainUs / checks.length, others: (used.user + used.system - mainUs) / checks.length }
}

/** Options of a run. */
export interface HandoverOptions {
  readonly checks: number
  readonly rounds: number
  readonly inFlight: number
  readonly setups: ReadonlyArray<Setup>
}

/** Runs the setups and prints the table. */
export async function main(options: HandoverOptions): Promise<void> {
  console.log(`## Verifier hand-over cost (${new Date().toISOString()})`)
  console.log(machineLine())
  console.log(`${options.checks} checks (${WALLETS} keys) per pass, ${options.rounds} rounds, 1 and ${options.inFlight} in flight`)
  console.log(`load average before: ${loadLine()}`)
  const checks = signedChecks(options.checks)
  const verifiers = options.setups.map((s) => s.make())
  const costs = options.setups.map(() => ({ one: [] as Array<PassCost>, many: [] as Array<PassCost> }))
  try {
    for (const v of verifiers) {
      await pass(v, checks, 1)
      await pass(v, checks, options.inFlight)
    }
    for (let r = 0; r < options.rounds; r++) {
      const order = r % 2 === 0 ? verifiers.map((_, i) => i) : verifiers.map((_, i) => verifiers.length - 1 - i)
      for (const i of order) {
        costs[i]!.one.push(await pass(verifiers[i]!, checks, 1))
        costs[i]!.many.push(await pass(verifiers[i]!, checks, options.inFlight))
      }
    }
  } finally {
    for (const v of verifiers) await v.close()
  }
  console.log(`load average after: ${loadLine()}\n`)
  const median = (values: ReadonlyArray<number>) => quantile(sorted(values), 0.5).toFixed(1)
  const rows = options.setups.flatMap((setup, i) =>
    ([["1", costs[i]!.one], [String(options.inFlight), costs[i]!.many]] as const).map(([inFlight, list]) => [
      setup.label,
      inFlight,
      median(list.map((c) => c.wall)),
      median(list.map((c) => c.main)),
      median(list.map((c) => c.others)),
      median(list.map((c) => c.main + c.others))
    ])
  )
  console.log(markdownTable(["setup", "in flight", "wall µs/check", "calling thread CPU µs/check", "other threads CPU µs/check", "total CPU µs/check"], rows))
}

/** Reads the command line (`--checks 1000 --rounds 4 --in-flight 32 --versus DIR`). */
async function parseOptions(argv: ReadonlyArray<string>): Promise<HandoverOptions> {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const versus = value("--versus")
  return {
    checks: Number(value("--checks") ?? 1000),
    rounds: Number(value("--rounds") ?? 4),
    inFlight: Number(value("--in-flight") ?? 32),
    setups: versus === undefined ? SETUPS : [...SETUPS, await versusSetup(resolve(versus))]
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(await parseOptions(process.argv.slice(2)))
}
