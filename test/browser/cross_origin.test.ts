/** A real browser on another origin: headless Chromium's wallet page lists batches, POSTs a signed transfer (CORS
 * preflight) and follows it to its batch. Needs Debian's chromium; skipped otherwise, except in CI. */
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { idOf, signedBody, type TxSpec, walletSigner } from "../adapters/http/signed_transactions.ts"
import { launchChromium } from "./chromium.ts"
import { type NodeProcess, startNode } from "./node_process.ts"
import { type PageServer, servePage } from "./page_server.ts"
import { CHROMIUM_BROWSER, describeWith } from "../real_parts.ts"

/** Where the page's screenshot is written. */
const SCREENSHOT = process.env["BROWSER_TEST_SCREENSHOT"] ?? join(tmpdir(), "browser_test.png")

/** An account as `GET /accounts` lists it (the fields used here). */
const WireAccount = Schema.Struct({
  accountIndex: Schema.String,
  nonce: Schema.Number,
  bjj: Schema.String,
  token: Schema.Struct({ id: Schema.Number })
})
const decodeAccounts = Schema.decodeUnknownSync(Schema.Struct({ accounts: Schema.Array(WireAccount) }))
const decodeBatches = Schema.decodeUnknownSync(
  Schema.Struct({
    batches: Schema.Array(Schema.Struct({ batchNum: Schema.Number, forgedTransactions: Schema.Number }))
  })
)

/** One later batch, as the test reads it. */
const decodeBatch = Schema.decodeUnknownSync(
  Schema.Struct({ batchNum: Schema.Number, forgedTransactions: Schema.Number })
)
const decodeConfig = Schema.decodeUnknownSync(Schema.Struct({ chainId: Schema.Number }))

/** `GET url` as JSON, failing on a non-200. */
async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Devnet wallet `wallet`'s ETH account (the one holding its BabyJubJub key), as the node lists it. */
async function ethAccount(node: string, wallet: number): Promise<typeof WireAccount.Type> {
  const { ethAddress, bjjPublicKey } = devnetWallet(wallet)
  const listed = decodeAccounts(await getJson(`${node}/accounts?zkEthereumAddress=zk:${ethAddress}&tokenIds=0`))
  const account = listed.accounts.find((a) => a.token.id === 0 && a.bjj === encodeBjj(bjjPublicKey))
  if (account === undefined) throw new Error(`wallet ${wallet} has no ETH account on the node`)
  return account
}

describeWith(CHROMIUM_BROWSER)("a browser page on another origin (headless Chromium)", () => {
  let node: NodeProcess | undefined
  let pages: PageServer | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    ;[node, pages] = await Promise.all([startNode({}), servePage()])
    browser = await launchChromium()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await pages?.close()
    await node?.stop()
  }, 30_000)

  it("lists the latest batches with their counts, POSTs a signed transfer through a 204 preflight, sees it forged and finds it by search", async () => {
    if (node === undefined || pages === undefined || browser === undefined) throw new Error("setup failed")
    const { chainId } = decodeConfig(await getJson(`${node.url}/config`))
    const [sender, receiver] = await Promise.all([ethAccount(node.url, 1), ethAccount(node.url, 2)])
    const spec: TxSpec = {
      fromAccountIndex: sender.accountIndex,
      toAccountIndex: receiver.accountIndex,
      tokenId: 0,
      amount: 10n ** 15n,
      fee: 0,
      nonce: BigInt(sender.nonce)
    }
    const body = JSON.stringify(signedBody(spec, walletSigner(1, chainId)))
    const latest = decodeBatches(await getJson(`${node.url}/batches?order=DESC&limit=5`))
    const latestNums = latest.batches.map((b) => String(b.batchNum))
    const latestShown = latest.batches.map((b) => `${b.batchNum}: ${b.forgedTransactions} transactions`)

    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const problems: Array<string> = []
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console error: ${message.text()}`)
      })
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
      page.on("requestfailed", (request) =>
        problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`)
      )
      page.on("response", (response) => {
        if (response.status() >= 400)
          problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
      })
      // Playwright does not report CORS preflights as requests; the DevTools protocol does (as OPTIONS requests).
      const preflights = new Map<string, { url: string; status?: number }>()
      const cdp = await context.newCDPSession(page)
      cdp.on("Network.requestWillBeSent", (event) => {
        if (event.request.method === "OPTIONS") preflights.set(event.requestId, { url: event.request.url })
      })
      cdp.on("Network.responseReceived", (event) => {
        const preflight = preflights.get(event.requestId)
        if (preflight !== undefined) preflight.status = event.response.status
      })
      await cdp.send("Network.enable")

      expect(new URL(node.url).origin, "the page and the node are on different origins").not.toBe(pages.origin)
      const query = new URLSearchParams({ node: node.url, body })
      await page.goto(`${pages.origin}/?${query.toString()}`)
      await page.locator("#status:not([data-status=running])").waitFor({ timeout: 40_000 })
      await page.screenshot({ path: SCREENSHOT, fullPage: true })

      const text = async (selector: string) => (await page.locator(selector).textContent()) ?? ""
      const shown = {
        status: await text("#status"),
        error: await text("#error"),
        batches: await page.locator("#batches li").allTextContents(),
        id: await text("#tx-id"),
        state: await text("#state"),
        states: await text("#states"),
        batch: await text("#batch"),
        requestId: await text("#request-id"),
        batchesRequestId: await text("#batches-request-id"),
        found: await text("#found"),
        foundBatch: await text("#found-batch")
      }
      const seen =
        `page (screenshot ${SCREENSHOT}): ${JSON.stringify(shown)}\nproblems: ${JSON.stringify(problems)}` +
        `\npreflights: ${JSON.stringify([...preflights.values()])}`

      expect(shown.error, seen).toBe("")
      expect(shown.status, seen).toBe("done")
      expect(shown.batches, seen).toEqual(latestShown)
      expect(shown.batches, seen).toHaveLength(5)
      expect(shown.id, seen).toBe(idOf(spec))
      expect(shown.state, seen).toBe("fged")
      const forgedIn = /^\(batch (\d+)\)$/.exec(shown.batch)?.[1]
      expect(Number(forgedIn), seen).toBeGreaterThan(Number(latestNums[0]))
      expect(shown.requestId, `X-Request-Id readable by the page (exposed by CORS)\n${seen}`).not.toBe("")
      expect(shown.batchesRequestId, `X-Request-Id readable by the page (exposed by CORS)\n${seen}`).not.toBe("")
      expect(shown.found, seen).toBe(
        `transaction /transactions-history/${idOf(spec)}; poolTransaction /transactions-pool/${idOf(spec)}`
      )
      const forgedBatch = decodeBatch(await getJson(`${node.url}/batches/${forgedIn}`))
      expect(forgedBatch.forgedTransactions, seen).toBeGreaterThanOrEqual(1)
      expect(shown.foundBatch, seen).toBe(`batch ${forgedIn}: ${forgedBatch.forgedTransactions} transactions`)
      expect([...preflights.values()], seen).toEqual([{ url: `${node.url}/transactions-pool`, status: 204 }])
      expect(problems, seen).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)
})
