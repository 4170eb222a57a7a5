/** The `send` command with the wallet extensions: the node's next nonce (consecutive sends), `--dry-run` storing
 * nothing and rejected as the real send is; `NodeApi`'s own calls. */
import { Effect, Exit, Layer, Schema, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Client, makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { type NodeApi, NodeError, nodeApi } from "../../wallet/node_api.ts"
import { runSend } from "../../wallet/send_command.ts"
import { forgeStep } from "../../devnet/forger.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { webHandler } from "../../app/server.ts"
import type { Account } from "../../core/domain/account.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { TokenSymbol } from "../../core/domain/scalars.ts"
import { type TxId, TxIdValue } from "../../core/domain/tx_id.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"
import { ethAccount } from "./eth_account.ts"

let scope: Scope.Closeable
let services: Layer.Layer<Layer.Success<ReturnType<typeof seededDevnet>>>
let web: ReturnType<typeof webHandler>
/** The typed client over the web handler, to read the node back. */
let node: PromiseClient<"later">
/** The command's own client of the node. */
let api: NodeApi

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  services = Layer.succeedContext(context)
  web = webHandler(services)
  const fetch = (request: Request) => web.handler(request)
  node = makePromiseClient({ baseUrl: "http://node.test", revision: "later", fetch })
  api = await Effect.runPromise(nodeApi("http://node.test", fetch))
}, 60_000)

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** Runs the command against the web handler; returns its status and what it printed. */
async function send(argv: ReadonlyArray<string>) {
  const out: Array<string> = []
  const err: Array<string> = []
  const status = await Effect.runPromise(
    runSend([...argv, "--url", "http://node.test"], {
      fetch: (request) => web.handler(request),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      pollInterval: "20 millis"
    })
  )
  return { status, out, err }
}

/** A NodeApi call as a Promise that rejects with the NodeError. */
function apiCall<A>(effect: Effect.Effect<A, NodeError>): Promise<A> {
  return Effect.runPromise(effect)
}

/** `GET /accounts/{accountIndex}/nonce` of an account. */
function nonceOf(account: Account) {
  return node.call((c) => c.wallet.getAccountNonce({ params: { accountIndex: account.accountIndex } }))
}

/** How many transactions the whole pool holds, in any state (counted through the pool list). */
async function poolSize(): Promise<number> {
  const page = await node.call((c: Client<"later">) =>
    c.wallet.listPoolTransactions({ query: { order: "ASC", limit: 1 } })
  )
  return page.transactions.length + page.pendingItems
}

/** The id the command printed. */
function printedId(out: ReadonlyArray<string>): TxId {
  const line = out.find((l) => l.startsWith("id: "))
  if (line === undefined) throw new Error(`no id printed: ${out.join("\n")}`)
  return Schema.decodeUnknownSync(TxIdValue)(line.slice(4))
}

/** Whether the node knows pool transaction `id`. */
async function inPool(id: TxId): Promise<boolean> {
  return node
    .call((c) => c.transaction.getPoolTransaction({ params: { id } }))
    .then(
      () => true,
      () => false
    )
}

const transfer = (from: number, amount: string) => [
  "transfer",
  "--from",
  String(from),
  "--to",
  "2",
  "--token",
  "ETH",
  "--amount",
  amount,
  "--fee",
  "0"
]

describe("npm run send with the wallet extensions", () => {
  it("without --nonce, two sends in a row take the node's next nonce: the second forgedNonce + 1 while the first is pending", async () => {
    const account = await ethAccount(node, 6)
    const before = await nonceOf(account)
    expect(before.pendingNonces).toEqual([])
    expect(before.nextNonce).toBe(before.forgedNonce)

    const first = await send([...transfer(6, "0.5"), "--no-wait"])
    expect(first.err).toEqual([])
    expect(first.status).toBe(0)
    expect(first.out[0]).toMatch(new RegExp(`, nonce ${before.forgedNonce}$`))
    const second = await send([...transfer(6, "0.25"), "--no-wait"])
    expect(second.err).toEqual([])
    expect(second.status).toBe(0)
    expect(second.out[0]).toMatch(new RegExp(`, nonce ${before.forgedNonce + 1n}$`))

    const ids = [printedId(first.out), printedId(second.out)]
    const pending = await apiCall(api.pendingTransactions({ accountIndex: account.accountIndex }))
    expect(pending.map((tx) => tx.id)).toEqual(ids)
    expect(pending.map((tx) => tx.nonce)).toEqual([before.forgedNonce, before.forgedNonce + 1n])
    expect((await nonceOf(account)).nextNonce).toBe(before.forgedNonce + 2n)

    // Both nonces are the right ones: one batch forges both.
    const report = await Effect.runPromise(forgeStep({ wallets: 10 }).pipe(Effect.provide(services)))
    expect(report.forged).toEqual(ids)
    expect(report.invalidated).toEqual([])
    expect(await apiCall(api.pendingTransactions({ accountIndex: account.accountIndex }))).toEqual([])
    const after = await nonceOf(account)
    expect(after.forgedNonce).toBe(before.forgedNonce + 2n)
    expect(after.nextNonce).toBe(after.forgedNonce)
  })

  it("--dry-run prints the id, the would-be state and the next nonce, and leaves the pool unchanged", async () => {
    const account = await ethAccount(node, 7)
    const before = await nonceOf(account)
    const size = await poolSize()
    const tried = await send([...transfer(7, "1.5"), "--dry-run"])
    expect(tried.err).toEqual([])
    expect(tried.status).toBe(0)
    expect(tried.out[0]).toMatch(new RegExp(`^Transfer 1\\.5 ETH from wallet 7 .*, nonce ${before.nextNonce}$`))
    const id = printedId(tried.out)
    expect(tried.out.slice(1)).toEqual([
      "dry run: the node accepts it; nothing was stored",
      `id: ${id}`,
      "would-be state: pend",
      `next nonce: ${before.nextNonce + 1n}`
    ])
    expect(await poolSize()).toBe(size)
    expect(await inPool(id)).toBe(false)
    expect(await nonceOf(account)).toEqual(before)

    // The same transaction sent for real gets the id the dry run announced; tried again, the dry run says it is there.
    const sent = await send([...transfer(7, "1.5"), "--no-wait"])
    expect(printedId(sent.out)).toBe(id)
    expect(await poolSize()).toBe(size + 1)
    const again = await send([...transfer(7, "1.5"), "--dry-run", "--nonce", String(before.nextNonce)])
    expect(again.status).toBe(0)
    expect(again.out).toContain("this very transaction is already in the pool: sending it again changes nothing")
    expect(again.out).toContain(`next nonce: ${before.nextNonce + 1n}`)
    expect(await poolSize()).toBe(size + 1)
  })

  it("a dry run with a nonce below the forged one reports ErrInvalidNonce like the real send (status 1), and stores nothing", async () => {
    const account = await ethAccount(node, 8)
    const { forgedNonce } = await nonceOf(account)
    expect(forgedNonce).toBeGreaterThan(0n)
    const stale = [...transfer(8, "1"), "--nonce", String(forgedNonce - 1n)]
    const size = await poolSize()
    const tried = await send([...stale, "--dry-run"])
    const real = await send(stale)
    expect(tried.status).toBe(1)
    expect(real.status).toBe(1)
    expect(tried.out).toHaveLength(1)
    expect(tried.err).toHaveLength(1)
    expect(tried.err[0]).toMatch(
      /^error: POST \/transactions-pool\?dryRun=true answered 400: .*\(ErrInvalidNonce, code \d+\)$/
    )
    expect(tried.err[0]?.replace("?dryRun=true", "")).toBe(real.err[0])
    expect(await poolSize()).toBe(size)
  })

  it("NodeApi: pending transactions by address, key or account (pend only), the next nonce, a dry run; failures are NodeErrors", async () => {
    const account = await ethAccount(node, 9)
    const wallet = devnetWallet(9)
    const { nextNonce } = await nonceOf(account)
    expect(await apiCall(api.nextNonce(account.accountIndex))).toBe(nextNonce)
    const draft = {
      from: account,
      toAccountIndex: (await ethAccount(node, 3)).accountIndex,
      toEthAddr: null,
      toBjj: null,
      amount: 10n ** 17n,
      fee: 0,
      nonce: nextNonce
    }
    const signed = signTransaction(draft, privateKeyBytes(9n), 1337)
    if (signed._tag === "Failure") throw new Error(signed.failure)
    const outcome = await apiCall(api.dryRunTransaction(signed.success.transaction))
    expect(outcome).toEqual({
      id: signed.success.id,
      wouldBeState: "pend",
      alreadyInPool: false,
      nextNonce: nextNonce + 1n,
      replaces: []
    })
    expect(await apiCall(api.pendingTransactions({ ethAddr: wallet.ethAddress }))).toEqual([])

    expect(await apiCall(api.postTransaction(signed.success.transaction))).toBe(signed.success.id)
    for (const sender of [
      { ethAddr: wallet.ethAddress },
      { bjj: wallet.bjjPublicKey },
      { accountIndex: account.accountIndex }
    ]) {
      const pending = await apiCall(api.pendingTransactions(sender))
      expect(
        pending.map((tx) => [tx.id, tx.state]),
        JSON.stringify(sender)
      ).toEqual([[signed.success.id, "pend"]])
      expect(pending[0]?.itemId).toBeTypeOf("number")
    }
    expect(await apiCall(api.nextNonce(account.accountIndex))).toBe(nextNonce + 1n)
    await Effect.runPromise(forgeStep({ wallets: 10 }).pipe(Effect.provide(services)))
    expect(await apiCall(api.pendingTransactions({ ethAddr: wallet.ethAddress }))).toEqual([])
    expect(await inPool(signed.success.id)).toBe(true)

    const unknown = { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(999_999) }
    const missing = await Effect.runPromise(Effect.flip(api.nextNonce(unknown)))
    expect(missing).toBeInstanceOf(NodeError)
    expect(missing.status).toBe(404)
    expect(missing.message).toMatch(/^GET \/accounts\/zk:ETH:999999\/nonce answered 404: .*\(ErrNotFound, code \d+\)$/)
    const stale = signTransaction({ ...draft, nonce: 0n }, privateKeyBytes(9n), 1337)
    if (stale._tag === "Failure") throw new Error(stale.failure)
    const rejected = await Effect.runPromise(Effect.flip(api.dryRunTransaction(stale.success.transaction)))
    expect(rejected.status).toBe(400)
    expect(rejected.message).toMatch(/ErrInvalidNonce/)
  })
})
