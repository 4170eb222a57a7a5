/** End to end as a wallet, the real start command on each storage (DATABASE_URL adds a server) and the Promise client:
 * pending list, nonce, sign, dry run, send, pending again, next nonce, forged. */
import { Result } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Error404 } from "../../adapters/http/api/error_schemas.ts"
import { FIRST_PAGE, makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { runSend } from "../../wallet/send_command.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import type { Account } from "../../core/domain/account.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"

/** Seconds between two devnet forger steps. */
const FORGE_INTERVAL = 3

/** A storage the node starts on: its environment, made when the suite starts, and what to clean up after. */
interface StorageSetup {
  readonly env: () => Promise<Readonly<Record<string, string>>>
  readonly cleanUp: () => Promise<void>
}

/** The embedded PostgreSQL in a fresh data directory: what `npm start` runs with no configuration. */
function embedded(): StorageSetup {
  let dir: string | undefined
  return {
    env: async () => {
      dir = mkdtempSync(join(tmpdir(), "zk-wallet-flow-"))
      return { STORAGE: "embedded", DATA_DIR: join(dir, "data") }
    },
    cleanUp: async () => {
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** A fresh database on the PostgreSQL server of `url`. */
function external(url: string): StorageSetup {
  const name = `zk_wallet_flow_${process.pid}_${Date.now().toString(36)}`
  return {
    env: async () => {
      await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
      return { STORAGE: "external", DATABASE_URL: withDatabase(url, name) }
    },
    cleanUp: () => Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  }
}

/** The storages the flow runs on. */
const STORAGES: ReadonlyArray<readonly [string, StorageSetup]> = [
  ["embedded PostgreSQL (npm start's default)", embedded()],
  ["memory", { env: async () => ({ STORAGE: "memory" }), cleanUp: async () => {} }],
  ...(DATABASE_URL === undefined ? [] : [["external PostgreSQL", external(DATABASE_URL)] as const])
]

/** The node of the storage being tested, and the wallet's client of it. */
let node: NodeProcess
let client: PromiseClient<"later">

/** The ETH account of devnet wallet `w`. */
async function ethAccount(w: number): Promise<Account> {
  const page = await client.call((c) =>
    c.account.listAccounts({
      query: { ...FIRST_PAGE, zkEthereumAddress: devnetWallet(w).ethAddress, tokenIds: [TokenId.make(0)] }
    })
  )
  const account = page.accounts[0]
  if (account === undefined) throw new Error(`wallet ${w} has no ETH account`)
  return account
}

/** A transfer of `amount` from wallet `w`'s account to `to`, signed for the devnet's chain with `nonce`. */
function signedTransfer(w: number, from: Account, to: Account, amount: bigint, nonce: bigint) {
  const draft = { from, toAccountIndex: to.accountIndex, toEthAddr: null, toBjj: null, amount, fee: 0, nonce }
  return Result.getOrThrow(signTransaction(draft, privateKeyBytes(BigInt(w)), 1337))
}

/** How many transactions the pool holds in any state, counted through the pool list. */
async function poolSize(): Promise<number> {
  const page = await client.call((c) => c.wallet.listPoolTransactions({ query: { order: "ASC", limit: 1 } }))
  return page.transactions.length + page.pendingItems
}

/** Polls pool transaction `id` every 50 ms until a forger step has decided it (fged or invl; up to `withinMs`); returns that state. */
async function settled(id: TxId, withinMs: number): Promise<string> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const { state } = await client.call((c) => c.transaction.getPoolTransaction({ params: { id } }))
    if (state === "fged" || state === "invl") return state
    if (Date.now() > deadline) throw new Error(`${id} still ${state} after ${withinMs} ms:\n${node.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each(STORAGES)("a wallet against the started node on %s", (_, storage) => {
  beforeAll(async () => {
    node = await startNode({ ...(await storage.env()), FORGE_INTERVAL_SECONDS: String(FORGE_INTERVAL) }, 90_000)
    client = makePromiseClient({ baseUrl: node.url, revision: "later" })
  }, 120_000)

  afterAll(async () => {
    await node?.stop()
    await storage.cleanUp()
  })

  it("lists its pending transactions, asks its next nonce, dry-runs, sends, sees it pending, then forged", async () => {
    const from = await ethAccount(1)
    const to = await ethAccount(2)
    const sender = { accountIndex: from.accountIndex }
    const pendingOfSender = () =>
      client.call((c) => c.wallet.listPoolTransactions({ query: { ...FIRST_PAGE, ...sender, state: "pend" } }))

    expect(await pendingOfSender()).toEqual({ transactions: [], pendingItems: 0 })
    const nonce = await client.call((c) => c.wallet.getAccountNonce({ params: sender }))
    expect(nonce).toEqual({
      accountIndex: from.accountIndex,
      forgedNonce: from.nonce,
      nextNonce: from.nonce,
      pendingNonces: []
    })
    const transfer = signedTransfer(1, from, to, 15n * 10n ** 17n, nonce.nextNonce)

    const size = await poolSize()
    const tried = await client.call((c) =>
      c.transaction.postPoolTransaction({ query: { dryRun: true }, payload: transfer.transaction })
    )
    expect(tried).toEqual({
      id: transfer.id,
      wouldBeState: "pend",
      alreadyInPool: false,
      nextNonce: nonce.nextNonce + 1n,
      replaces: []
    })
    expect(await poolSize()).toBe(size)
    const unknown = await client
      .call((c) => c.transaction.getPoolTransaction({ params: { id: transfer.id } }))
      .catch((e: unknown) => e)
    expect(unknown).toBeInstanceOf(Error404)

    // Sent right after a forger step (wallet 3's transfer forged), so what follows sees it before the next step: a
    // step in between would forge it, and the checks of it pending would fail.
    const other = await ethAccount(3)
    const tick = signedTransfer(3, other, to, 10n ** 17n, other.nonce)
    expect(await client.call((c) => c.transaction.postPoolTransaction({ query: {}, payload: tick.transaction }))).toBe(
      tick.id
    )
    expect(await settled(tick.id, (FORGE_INTERVAL + 5) * 1000)).toBe("fged")
    const sent = await client.call((c) =>
      c.transaction.postPoolTransaction({ query: {}, payload: transfer.transaction })
    )
    expect(sent).toBe(transfer.id)
    const pending = await pendingOfSender()
    expect(pending.pendingItems).toBe(0)
    expect(pending.transactions.map((tx) => [tx.id, tx.state, tx.nonce])).toEqual([
      [transfer.id, "pend", nonce.nextNonce]
    ])
    expect(pending.transactions[0]?.itemId).toBeTypeOf("number")
    const next = await client.call((c) => c.wallet.getAccountNonce({ params: sender }))
    expect(next).toEqual({ ...nonce, nextNonce: nonce.nextNonce + 1n, pendingNonces: [nonce.nextNonce] })

    expect(await settled(transfer.id, (FORGE_INTERVAL + 5) * 1000)).toBe("fged")
    expect(await pendingOfSender()).toEqual({ transactions: [], pendingItems: 0 })
    const forged = await client.call((c) => c.wallet.getAccountNonce({ params: sender }))
    expect(forged).toEqual({ ...nonce, forgedNonce: nonce.nextNonce + 1n, nextNonce: nonce.nextNonce + 1n })
    const history = await client.call((c) => c.transaction.getTransaction({ params: { id: transfer.id } }))
    expect(history.type).toBe("Transfer")
    expect(history.amount).toBe(15n * 10n ** 17n)
    expect((await ethAccount(1)).balance).toBe(from.balance - 15n * 10n ** 17n)
  })

  it("asks the devnet's faucet with npm run send -- deposit: the node's forger forges the account under any key", async () => {
    // Wallet 5's address with wallet 11's key (none of the devnet's accounts has it), in WBTC.
    const key = devnetWallet(11).bjjPublicKey
    const out: Array<string> = []
    const err: Array<string> = []
    const argv = ["deposit", "--to", "5", "--bjj", encodeBjj(key), "--token", "WBTC", "--amount", "0.25"]
    const status = await Effect.runPromise(
      runSend([...argv, "--url", node.url, "--timeout", String(FORGE_INTERVAL + 20)], {
        fetch: (request) => fetch(request),
        print: (line) => out.push(line),
        printError: (line) => err.push(line),
        pollInterval: "100 millis"
      })
    )
    expect([status, err], out.join("\n")).toEqual([0, []])
    expect(out[out.length - 1]).toMatch(/^forged in batch \d+: account zk:WBTC:\d+; see \/transactions-history\/0x00/)
    const page = await client.call((c) => c.account.listAccounts({ query: { ...FIRST_PAGE, BJJ: key } }))
    expect(page.accounts.map((a) => [a.zkEthereumAddress, a.token.symbol, a.balance])).toEqual([
      [devnetWallet(5).ethAddress, "WBTC", 25_000_000n]
    ])
  })
})
