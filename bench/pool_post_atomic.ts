/** The compared rows of the pool POST benchmark: a variant — `--atomic`: `POST /atomic-pool` with a group of two (a swap
 * between two funded accounts); `--max-num-batch`: the same transfer signed and sent with a `maxNumBatch` — beside
 * `POST /transactions-pool` with one transfer and an A/A twin of it (the same single POST counted as if it were another
 * build), interleaved one at a time on one server, in rounds; per round the variant's latency and CPU per request over
 * the single's, the twin's over the single's the method's noise. */
import { join } from "node:path"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { MAX_UINT32 } from "../core/domain/scalars.ts"
import type { Account } from "../core/domain/account.ts"
import { signedAtomicGroup } from "../app/testing/signed_atomic_group.ts"
import { signedTransaction } from "../app/testing/signed_requests.ts"
import { numberedWallet, type TestWallet } from "../app/testing/test_wallet.ts"
import {
  boundVerdict,
  get,
  markdownTable,
  medianOf,
  postgresCpuNs,
  type Server,
  sleep,
  stopServer
} from "./harness/mod.ts"
import {
  Connection,
  ethAccounts,
  type Latencies,
  latencies,
  type ServerOptions,
  type StorageKind,
  serverCpuNs,
  startServer,
  storageEnv,
  type Tree,
  type WalletAccount
} from "./pool_post_server.ts"

/** What a POST of the run sends: one transfer, its twin, or the variant compared with them. */
export type PostKind = "single" | "twin" | "variant"

/** The variant a run compares with one transfer: a group of two, or the transfer with a `maxNumBatch`. */
export type Variant = "group" | "limited"

/** The kinds in the order the tables list them. */
const KINDS: ReadonlyArray<PostKind> = ["single", "twin", "variant"]

/** How the tables name each variant and the bound its issue sets on its ratio to one transfer. */
export const VARIANTS: Readonly<Record<Variant, { readonly label: string; readonly bound: number }>> = {
  // Issue 64: a group of two costs at most 2.2 times one transfer.
  group: { label: "POST /atomic-pool, group of two", bound: 2.2 },
  // Issue 70: a POST with maxNumBatch costs within the A/A noise of one without.
  limited: { label: "POST /transactions-pool, one transfer with maxNumBatch", bound: 1 }
}

/** How the tables name a kind of a run of `variant`. */
function kindLabel(kind: PostKind, variant: Variant): string {
  if (kind === "single") return "POST /transactions-pool, one transfer"
  return kind === "twin" ? "the same, A/A twin" : VARIANTS[variant].label
}

/** Options of an atomic run. */
export interface AtomicOptions extends ServerOptions {
  /** What is compared with one transfer. */
  readonly variant: Variant
  readonly storages: ReadonlyArray<StorageKind>
  readonly rounds: number
  /** POSTs of each kind per round. */
  readonly requests: number
  /** POSTs of each kind before the first round, not counted. */
  readonly warmup: number
  /** Milliseconds waited after each answer before reading the CPU, so work the server does after answering is its own. */
  readonly settleMs: number
}

/** One POST to make: its kind, path, body and the ids it must store. */
interface Posting {
  readonly kind: PostKind
  readonly path: string
  readonly body: string
  readonly ids: ReadonlyArray<string>
  /** The group's id (a group only). */
  readonly groupId?: string
}

/** One timed POST: its latency and the CPU the server and PostgreSQL spent on it. */
interface Sample {
  readonly kind: PostKind
  readonly ms: number
  readonly serverCpuUs: number
  readonly postgresCpuUs: number | undefined
}

/** A kind's figures in one round. */
export interface KindFigures {
  readonly latency: Latencies
  readonly serverCpuUs: number
  readonly postgresCpuUs: number | undefined
}

/** One storage's run: each round's figures by kind, and what the checks after it found. */
export interface AtomicResult {
  readonly storage: StorageKind
  readonly rounds: ReadonlyArray<Readonly<Record<PostKind, KindFigures>>>
  /** How many POSTs of each kind were timed (every one answered 200). */
  readonly measured: number
  /** The checks made once the rounds were over. */
  readonly checked: string
}

/** The six orders of the three kinds: POST k of each kind is sent in order k mod 6, so no kind always follows another. */
const ORDERS: ReadonlyArray<ReadonlyArray<PostKind>> = [
  ["single", "twin", "variant"],
  ["variant", "twin", "single"],
  ["twin", "variant", "single"],
  ["single", "variant", "twin"],
  ["variant", "single", "twin"],
  ["twin", "single", "variant"]
]

/** The account index as a path segment: `zk:ETH:256`. */
function accountIndexText(account: Account): string {
  return `zk:${account.accountIndex.symbol}:${account.accountIndex.idx}`
}

/**
 * `count` triples of postings: a transfer, its twin (each from account k mod n to the next), and the variant: a group of
 * two that swaps between accounts k+1 and k+2 mod n, each member requesting the other, or the transfer with the largest
 * `maxNumBatch` (so none expires during the run). Every transaction takes its sender's next unused nonce, so every POST
 * stores new transactions. Also returns the nonces each account gave.
 */
function postings(
  accounts: ReadonlyArray<WalletAccount>,
  count: number,
  variant: Variant
): { readonly triples: Array<Readonly<Record<PostKind, Posting>>>; readonly nonces: Map<string, number> } {
  const nonces = new Map<string, number>()
  const wallets = new Map<number, TestWallet>()
  const walletOf = (n: number) => wallets.get(n) ?? wallets.set(n, numberedWallet(n)).get(n)!
  const nextNonce = (account: Account) => {
    const used = nonces.get(accountIndexText(account)) ?? 0
    nonces.set(accountIndexText(account), used + 1)
    return account.nonce + BigInt(used)
  }
  const at = (i: number) => accounts[i % accounts.length]!
  const single = (kind: PostKind, k: number, maxNumBatch?: number): Posting => {
    const from = at(k)
    const to = at(k + 1)
    const signed = signedTransaction(
      {
        from: from.account,
        toAccountIndex: to.account.accountIndex,
        amount: 1000n + BigInt(k % 7),
        nonce: nextNonce(from.account),
        maxNumBatch
      },
      walletOf(from.wallet),
      LOCAL_NETWORK.chainId
    )
    return { kind, path: "/transactions-pool", body: JSON.stringify(signed.body), ids: [signed.id] }
  }
  const group = (k: number): Posting => {
    const a = at(k + 1)
    const b = at(k + 2)
    const signed = signedAtomicGroup(
      [
        {
          wallet: walletOf(a.wallet),
          from: a.account,
          toAccountIndex: b.account.accountIndex,
          amount: 2000n + BigInt(k % 7),
          nonce: nextNonce(a.account),
          requests: 1
        },
        {
          wallet: walletOf(b.wallet),
          from: b.account,
          toAccountIndex: a.account.accountIndex,
          amount: 3000n + BigInt(k % 7),
          nonce: nextNonce(b.account),
          requests: 0
        }
      ],
      LOCAL_NETWORK.chainId
    )
    return {
      kind: "variant",
      path: "/atomic-pool",
      body: JSON.stringify(signed.body),
      ids: signed.ids,
      groupId: signed.atomicGroupId
    }
  }
  const triples = Array.from({ length: count }, (_, k) => ({
    single: single("single", k),
    twin: single("twin", k),
    variant: variant === "group" ? group(k) : single("variant", k, MAX_UINT32)
  }))
  return { triples, nonces }
}

/** Posts the triples one POST at a time (triple k in order k mod 6); each answer must be 200 naming the ids it stored. */
async function post(
  server: Server,
  triples: ReadonlyArray<Readonly<Record<PostKind, Posting>>>,
  database: string | undefined,
  settleMs: number
): Promise<Array<Sample>> {
  const connection = new Connection(server.port)
  const samples: Array<Sample> = []
  const postgres = () => (database === undefined ? 0 : postgresCpuNs(database))
  try {
    let cpu = serverCpuNs(server)
    let pg = postgres()
    for (const [k, triple] of triples.entries()) {
      for (const kind of ORDERS[k % ORDERS.length]!) {
        const posting = triple[kind]
        const started = performance.now()
        const answer = await connection.post(posting.body, posting.path)
        const ms = performance.now() - started
        if (answer.status !== 200 || posting.ids.some((id) => !answer.body.includes(id)))
          throw new Error(`${posting.path} answered ${answer.status} ${answer.body} for ${posting.ids.join(", ")}`)
        if (settleMs > 0) await sleep(settleMs)
        const cpuNow = serverCpuNs(server)
        const pgNow = postgres()
        samples.push({
          kind,
          ms,
          serverCpuUs: (cpuNow - cpu) / 1000,
          postgresCpuUs: database === undefined ? undefined : (pgNow - pg) / 1000
        })
        cpu = cpuNow
        pg = pgNow
      }
    }
  } finally {
    connection.close()
  }
  return samples
}

/** The mean of numbers. */
function meanOf(values: ReadonlyArray<number>): number {
  return values.reduce((sum, x) => sum + x, 0) / values.length
}

/** A round's figures by kind. */
function figuresOf(samples: ReadonlyArray<Sample>): Record<PostKind, KindFigures> {
  const of = (kind: PostKind): KindFigures => {
    const mine = samples.filter((s) => s.kind === kind)
    const pg = mine.map((s) => s.postgresCpuUs)
    return {
      latency: latencies(mine.map((s) => s.ms)),
      serverCpuUs: meanOf(mine.map((s) => s.serverCpuUs)),
      postgresCpuUs: pg.some((x) => x === undefined) ? undefined : meanOf(pg as Array<number>)
    }
  }
  return { single: of("single"), twin: of("twin"), variant: of("variant") }
}

/**
 * After the rounds: every account's pool holds exactly the nonces the run gave it (so every POST stored new
 * transactions), and every group reads back as its two members in order with its id. Throws otherwise.
 */
async function checkStored(
  server: Server,
  accounts: ReadonlyArray<WalletAccount>,
  nonces: ReadonlyMap<string, number>,
  groups: ReadonlyArray<Posting>
): Promise<string> {
  for (const { account } of accounts) {
    const path = `/accounts/${accountIndexText(account)}/nonce`
    const answer = await get(server.port, path)
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.toString()}`)
    const pending: unknown = Reflect.get(JSON.parse(answer.body.toString()), "pendingNonces")
    const expected = nonces.get(accountIndexText(account)) ?? 0
    if (!Array.isArray(pending) || pending.length !== expected)
      throw new Error(`${path}: ${JSON.stringify(pending)} pending nonces, the run gave ${expected}`)
  }
  for (const group of groups) {
    const path = `/atomic-pool/${group.groupId}`
    const answer = await get(server.port, path)
    const members: unknown = answer.status === 200 ? JSON.parse(answer.body.toString()) : undefined
    const ids = Array.isArray(members) ? members.map((m) => Reflect.get(m as object, "id")) : []
    const groupIds = Array.isArray(members) ? members.map((m) => Reflect.get(m as object, "atomicGroupId")) : []
    if (ids.join() !== group.ids.join() || groupIds.some((id) => id !== group.groupId))
      throw new Error(
        `GET ${path}: ${answer.status} ${answer.body.toString()}, expected members ${group.ids.join(", ")}`
      )
  }
  const transactions = [...nonces.values()].reduce((sum, n) => sum + n, 0)
  return (
    `every POST (warm-up included) answered 200 naming its ids; ${transactions} transactions pending on ` +
    `${accounts.length} accounts, each account's pending nonces as many as the run gave it` +
    (groups.length === 0 ? "" : `; all ${groups.length} groups read back whole, in order, with their id`)
  )
}

/** One storage: a server, warm-up triples, then the rounds, then the checks. */
export async function measureAtomic(
  storage: StorageKind,
  tree: Tree,
  options: AtomicOptions,
  logDir: string
): Promise<AtomicResult> {
  const env = storageEnv(storage, 0, "zk_atomic_post_bench")
  let server: Server | undefined
  try {
    server = await startServer(tree, env.env, options, join(logDir, `atomic-${storage}.log`))
    const accounts = await ethAccounts(server.port)
    const signingStarted = performance.now()
    const { triples, nonces } = postings(accounts, options.warmup + options.rounds * options.requests, options.variant)
    process.stderr.write(
      `${storage}: ${triples.length} triples signed in ${((performance.now() - signingStarted) / 1000).toFixed(1)} s\n`
    )
    const database = env.database
    await post(server, triples.slice(0, options.warmup), database, options.settleMs)
    const rounds: Array<Record<PostKind, KindFigures>> = []
    for (let round = 0; round < options.rounds; round++) {
      const first = options.warmup + round * options.requests
      const samples = await post(server, triples.slice(first, first + options.requests), database, options.settleMs)
      rounds.push(figuresOf(samples))
      process.stderr.write(`${storage}: round ${round + 1}/${options.rounds} done\n`)
    }
    const checked = await checkStored(
      server,
      accounts,
      nonces,
      triples.flatMap((t) => (t.variant.groupId === undefined ? [] : [t.variant]))
    )
    const measured = options.rounds * options.requests
    return { storage, rounds, measured, checked }
  } finally {
    if (server !== undefined) await stopServer(server)
    env.cleanup()
  }
}

/** A figure of a kind's round. */
type Figure = (f: KindFigures) => number | undefined

/** The figures compared. */
const FIGURES: ReadonlyArray<{ readonly name: string; readonly of: Figure; readonly digits: number }> = [
  { name: "latency p50 ms", of: (f) => f.latency.p50, digits: 2 },
  { name: "latency p99 ms", of: (f) => f.latency.p99, digits: 2 },
  { name: "server CPU µs/request", of: (f) => f.serverCpuUs, digits: 0 },
  { name: "PostgreSQL CPU µs/request", of: (f) => f.postgresCpuUs, digits: 0 }
]

/** The tables of the atomic rows: each kind's medians over the rounds, then the ratios with their A/A noise. */
export function atomicTables(results: ReadonlyArray<AtomicResult>, variant: Variant): string {
  const bound = VARIANTS[variant].bound
  const figureRows = results.flatMap((r) =>
    KINDS.map((kind) => {
      const median = (of: Figure) => {
        const values = r.rounds.map((round) => of(round[kind]))
        return values.some((v) => v === undefined) ? undefined : medianOf(values as Array<number>)
      }
      const cell = (of: Figure, digits: number) => median(of)?.toFixed(digits) ?? "–"
      return [
        r.storage,
        kindLabel(kind, variant),
        String(r.measured),
        cell((f) => f.latency.p50, 2),
        cell((f) => f.latency.p90, 2),
        cell((f) => f.latency.p99, 2),
        cell((f) => f.serverCpuUs, 0),
        cell((f) => f.postgresCpuUs, 0)
      ]
    })
  )
  const ratioRows = results.flatMap((r) =>
    FIGURES.flatMap(({ name, of }) => {
      const perRound = r.rounds.map((round) => ({
        single: of(round.single),
        twin: of(round.twin),
        variant: of(round.variant)
      }))
      if (perRound.some((p) => p.single === undefined || p.twin === undefined || p.variant === undefined)) return []
      const ratios = perRound.map((p) => p.variant! / p.single!)
      const controls = perRound.map((p) => p.twin! / p.single!)
      const ratio = medianOf(ratios)
      const noise = Math.max(0, ...controls.map((c) => Math.abs(1 - c)))
      return [
        [
          r.storage,
          name,
          ratio.toFixed(3),
          `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
          medianOf(controls).toFixed(3),
          `±${(noise * 100).toFixed(1)} %`,
          `≤ ${bound}`,
          boundVerdict(ratio, bound, noise)
        ]
      ]
    })
  )
  return [
    markdownTable(
      [
        "storage",
        "POST",
        "measured (all 200)",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "server CPU µs/request",
        "PostgreSQL CPU µs/request"
      ],
      figureRows
    ),
    "",
    `${variant === "group" ? "Group of two" : "The transfer with maxNumBatch"} over one transfer (median per-round ratio; the A/A ratio is the twin over the single, its largest distance from 1 the noise):`,
    markdownTable(
      [
        "storage",
        "figure",
        `${variant === "group" ? "group" : "with maxNumBatch"} ÷ single`,
        "rounds' range",
        "A/A ratio",
        "noise",
        "bound",
        "verdict"
      ],
      ratioRows
    ),
    "",
    ...results.map((r) => `${r.storage}: ${r.checked}.`)
  ].join("\n")
}
