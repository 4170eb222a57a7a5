/**
 * `ROLE` with the real start command on a PostgreSQL server (when DATABASE_URL is set; a fresh
 * database): a reader started before any writer is refused (the schema is not migrated: it never
 * migrates); the writer (`ROLE=all`) migrates, seeds and forges; a second writer is refused with
 * the reason; a reader then serves the same data and takes a POST the writer forges; a reader on
 * the memory storage is refused.
 */
import { Effect, Result } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { FIRST_PAGE, makePromiseClient } from "../../adapters/http/client.ts"
import { signTransaction } from "../../app/client/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../app/devnet/wallets.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"

/** The error `startNode` gives for a process that exits before serving. */
async function refusal(env: Readonly<Record<string, string>>): Promise<string> {
  try {
    const node = await startNode(env, 60_000)
    await node.stop()
    return "it started"
  } catch (error) {
    return String(error)
  }
}

describe("ROLE=reader on the memory storage", () => {
  it("is refused with the reason", async () => {
    expect(await refusal({ STORAGE: "memory", ROLE: "reader" })).toContain("ROLE=reader needs a PostgreSQL server that a writer keeps")
  }, 90_000)
})

describe.skipIf(DATABASE_URL === undefined)("ROLE on a PostgreSQL server", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_roles_${process.pid}_${Date.now().toString(36)}`
  const database = withDatabase(url, name)
  const nodes: Array<NodeProcess> = []
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("a reader before the writer is refused; one writer; a second writer is refused; readers serve and take POSTs", async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const shared = { STORAGE: "external", DATABASE_URL: database }
    expect(await refusal({ ...shared, ROLE: "reader" })).toContain("the database's schema is at migration 0, this node needs")

    const writer = await startNode({ ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "1" }, 90_000)
    nodes.push(writer)
    expect(await refusal({ ...shared, ROLE: "writer" })).toContain("another writer already runs against this database")

    const reader = await startNode({ ...shared, ROLE: "reader", FORGE_INTERVAL_SECONDS: "1" }, 90_000)
    nodes.push(reader)
    expect(reader.output()).toContain('"role":"reader"')
    const viaWriter = makePromiseClient({ baseUrl: writer.url, revision: "later" })
    const viaReader = makePromiseClient({ baseUrl: reader.url, revision: "later" })
    const page = { ...FIRST_PAGE, limit: 50 }
    const [fromWriter, fromReader] = await Promise.all([
      viaWriter.call((c) => c.rollupStatus.listBatches({ query: page })),
      viaReader.call((c) => c.rollupStatus.listBatches({ query: page }))
    ])
    expect(fromReader).toEqual(fromWriter)

    // A transfer POSTed to the reader is forged by the writer.
    const account = async (w: number) =>
      (await viaReader.call((c) =>
        c.account.listAccounts({ query: { ...FIRST_PAGE, zkEthereumAddress: devnetWallet(w).ethAddress, tokenIds: [TokenId.make(0)] } })
      )).accounts[0]!
    const from = await account(1)
    const to = await account(2)
    const { nextNonce } = await viaReader.call((c) => c.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } }))
    const draft = { from, toAccountIndex: to.accountIndex, toEthAddr: null, toBjj: null, amount: 10n ** 15n, fee: 0, nonce: nextNonce }
    const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(1n), 1337))
    await viaReader.call((c) => c.transaction.postPoolTransaction({ query: {}, payload: signed.transaction }))
    const deadline = Date.now() + 20_000
    let state = "pend"
    while (state !== "fged" && Date.now() < deadline) {
      state = (await viaReader.call((c) => c.transaction.getPoolTransaction({ params: { id: signed.id } }))).state
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(state).toBe("fged")
  }, 240_000)
})
