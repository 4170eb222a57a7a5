/** `X-Last-Batch` never contradicts the answer: a forging writer and two replica readers honour `X-Min-Batch`, a
 * rotating client never goes back, data reflects the header. Needs DATABASE_URL and the replica; skipped otherwise. */
import { Effect, Result } from "effect"
import { afterAll, expect, it } from "vitest"
import { FIRST_PAGE, makePromiseClient } from "../../adapters/http/client/client.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import {
  replicaKeptUp,
  replicaUrlOf,
  requireReplicaUrl,
  startReplica,
  waitForReplay
} from "../adapters/sql/replica_server.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"
import { POSTGRES_REPLICA, POSTGRES_SERVER, describeWith } from "../real_parts.ts"

/** One answer as the checks need it: what was asked, the header, and the last batch its data shows (if it shows one). */
interface Answer {
  readonly where: string
  readonly path: string
  readonly minBatch: number
  readonly status: number
  readonly lastBatch: number
  readonly shown: number | undefined
}

/** The last batch a body shows: `/batches?order=DESC`'s first item, `/state`'s `network.lastBatch` (none for `/batches/{n}`, found or not). */
function shownBatch(path: string, body: unknown): number | undefined {
  const at = (value: unknown, ...keys: ReadonlyArray<string>): unknown =>
    keys.reduce<unknown>(
      (inner, key) =>
        typeof inner === "object" && inner !== null ? (inner as Record<string, unknown>)[key] : undefined,
      value
    )
  const found = path.startsWith("/batches?")
    ? at(body, "batches", "0", "batchNum")
    : path === "/state"
      ? at(body, "network", "lastBatch", "batchNum")
      : undefined
  return typeof found === "number" ? found : undefined
}

/** GET `path` on `base` with `X-Min-Batch: minBatch`. */
async function ask(where: string, base: string, path: string, minBatch: number): Promise<Answer> {
  const response = await fetch(base + path, { headers: { "X-Min-Batch": String(minBatch) } })
  const text = await response.text()
  const header = response.headers.get("x-last-batch")
  return {
    where,
    path,
    minBatch,
    status: response.status,
    lastBatch: header === null ? Number.NaN : Number(header),
    shown: response.status === 200 ? shownBatch(path, JSON.parse(text)) : undefined
  }
}

/** What an answer contradicts: a header below the batch asked for, or above what its data shows. */
function contradiction(answer: Answer): string | undefined {
  if (answer.status !== 200) return `status ${answer.status}`
  if (!(answer.lastBatch >= answer.minBatch))
    return `X-Last-Batch ${answer.lastBatch} below X-Min-Batch ${answer.minBatch}`
  if (answer.shown !== undefined && answer.shown < answer.lastBatch)
    return `data shows batch ${answer.shown}, below X-Last-Batch ${answer.lastBatch}`
  return undefined
}

describeWith(POSTGRES_SERVER, POSTGRES_REPLICA)("X-Last-Batch on a streaming replica while batches are forged", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_consistency_${process.pid}_${Date.now().toString(36)}`
  const database = withDatabase(url, name)
  const nodes: Array<NodeProcess> = []
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await Effect.runPromise(Effect.ignore(startReplica))
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("is never below X-Min-Batch nor above the data, whichever process answers", async () => {
    requireReplicaUrl()
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const shared = { STORAGE: "external", DATABASE_URL: database }
    const writer = await startNode({ ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "0.5" }, 120_000)
    nodes.push(writer)
    const readerOptions = {
      ...shared,
      ROLE: "reader",
      DATABASE_READ_URLS: replicaUrlOf(database),
      DATABASE_READ_MAX_LAG_SECONDS: "5"
    }
    const readers = await Promise.all([startNode(readerOptions, 120_000), startNode(readerOptions, 120_000)])
    nodes.push(...readers)
    const processes = [
      ["writer", writer.url],
      ["reader 1", readers[0]!.url],
      ["reader 2", readers[1]!.url]
    ] as const

    await Effect.runPromise(
      Effect.scoped(
        Effect.andThen(
          replicaKeptUp,
          Effect.promise(async () => {
            await Effect.runPromise(waitForReplay(database, replicaUrlOf(database), 60_000))
            // Transfers posted to the writer, a few a second, so its forger forges a batch every half second.
            const client = makePromiseClient({ baseUrl: writer.url, revision: "later" })
            const account = async (w: number) =>
              (
                await client.call((c) =>
                  c.account.listAccounts({
                    query: {
                      ...FIRST_PAGE,
                      zkEthereumAddress: devnetWallet(w).ethAddress,
                      tokenIds: [TokenId.make(0)]
                    }
                  })
                )
              ).accounts[0]!
            const from = await account(3)
            const to = await account(4)
            let { nextNonce: nonce } = await client.call((c) =>
              c.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
            )
            const deadline = Date.now() + 20_000
            const posting = (async () => {
              while (Date.now() < deadline) {
                const draft = {
                  from,
                  toAccountIndex: to.accountIndex,
                  toEthAddr: null,
                  toBjj: null,
                  amount: 10n ** 12n,
                  fee: 0,
                  nonce
                }
                const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(3n), 1337))
                await client.call((c) => c.transaction.postPoolTransaction({ query: {}, payload: signed.transaction }))
                nonce++
                await new Promise((resolve) => setTimeout(resolve, 200))
              }
            })()

            const answers: Array<Answer> = []
            const firstBatch =
              shownBatch(
                "/batches?order=DESC&limit=1",
                JSON.parse(await (await fetch(`${writer.url}/batches?order=DESC&limit=1`)).text())
              ) ?? 0
            // Read-your-writes by batch: the batch the writer's data just showed, asked of a reader at once.
            const justForged = async (turn: number) => {
              while (Date.now() < deadline) {
                const fromWriter = await ask("writer", writer.url, "/batches?order=DESC&limit=1", 0)
                answers.push(fromWriter)
                const n = fromWriter.shown ?? 0
                const [where, base] = processes[1 + (turn++ % 2)]!
                for (const path of ["/batches?order=DESC&limit=1", "/state", `/batches/${n}`])
                  answers.push(await ask(where, base, path, n))
              }
            }
            // Monotonic reads rotating over every process.
            const rotating = async (turn: number) => {
              let seen = 0
              while (Date.now() < deadline) {
                const [where, base] = processes[turn++ % processes.length]!
                const answer = await ask(where, base, turn % 2 === 0 ? "/state" : "/batches?order=DESC&limit=1", seen)
                answers.push(answer)
                if (answer.lastBatch > seen) seen = answer.lastBatch
              }
            }
            await Promise.all([posting, justForged(0), justForged(1), rotating(0), rotating(1)])

            const lastBatch = Math.max(...answers.map((answer) => answer.shown ?? 0))
            expect(lastBatch - firstBatch, "batches were forged while reading").toBeGreaterThanOrEqual(5)
            expect(answers.length, "answers checked").toBeGreaterThan(300)
            expect(answers.filter((answer) => answer.where !== "writer" && answer.minBatch > 0).length).toBeGreaterThan(
              100
            )
            const wrong = answers.flatMap((answer) => {
              const why = contradiction(answer)
              return why === undefined
                ? []
                : [`${answer.where} GET ${answer.path} (X-Min-Batch ${answer.minBatch}): ${why}`]
            })
            expect(wrong, `${wrong.length} of ${answers.length} answers contradict their X-Last-Batch`).toEqual([])
          })
        )
      )
    )
  }, 420_000)
})
