/** The anchor's own web wallet (`hermeznetwork/wallet-ui`, built unchanged) against the devnet, in headless Chromium:
 * it logs in with a devnet wallet's Ethereum key through an injected provider, finds that wallet's login-key accounts
 * with their balances, and sends a transfer the devnet forges. Not part of `npm test` (the wallet is built from its
 * GitHub release, which CI cannot fetch): docs/client.md, "The anchor's web wallet".
 *
 * npx tsx test/wallet_ui/wallet_ui_check.ts <wallet-ui build folder> [--wallet <n>] [--to <n>] [--screenshots <dir>]
 *
 * Prints what the wallet asked of its Ethereum provider and of the node, and what it showed; exits 1 on a failure. */
import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { parseArgs } from "node:util"
import type { Page, Response } from "playwright-core"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { LOCAL_NETWORK } from "../../core/domain/local_network.ts"
import { launchChromium } from "../browser/chromium.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"
import { startAnchorDialectProxy } from "../hermezjs/anchor_dialect_proxy.ts"
import { injectEthereum } from "./injected_ethereum.ts"
import { serveWalletSite } from "./wallet_site.ts"

/** The API URL the wallet is built with (`REACT_APP_HERMEZ_API_URL`, `REACT_APP_PRICE_UPDATER_API_URL`): Chromium
 * resolves its host to the proxy. */
const WALLET_API_ORIGIN = "http://api.devnet.test"

/** How long each step may take. */
const STEP_TIMEOUT_MS = 60_000

/** The text the wallet shows when it cannot decode an answer (`src/adapters/errors.ts` of the wallet). */
const DECODING_ERROR = "decoding error"

/** One request of the wallet to the node, as the page saw it. */
interface ApiCall {
  readonly method: string
  readonly path: string
  readonly status: number
}

/** An account of the node's own listing. */
interface NodeAccount {
  readonly accountIndex: string
  readonly balance: string
  readonly token: { readonly symbol: string; readonly decimals: number }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    wallet: { type: "string", default: "1" },
    to: { type: "string", default: "2" },
    screenshots: { type: "string" }
  }
})
const buildDir = positionals[0]
if (buildDir === undefined) {
  console.error("usage: wallet_ui_check.ts <wallet-ui build folder> [--wallet <n>] [--to <n>] [--screenshots <dir>]")
  process.exit(2)
}
const walletNumber = Number(values.wallet)
const receiverNumber = Number(values.to)
const screenshots = values.screenshots === undefined ? undefined : resolve(values.screenshots)
if (screenshots !== undefined) mkdirSync(screenshots, { recursive: true })

const failures: Array<string> = []
const apiCalls: Array<ApiCall> = []

/** Records a failure (the check goes on, to report as much as it can). */
function fail(what: string): void {
  failures.push(what)
  console.log(`FAIL ${what}`)
}

/** Saves a screenshot named `name` when asked to. */
async function shot(page: Page, name: string): Promise<void> {
  if (screenshots !== undefined) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true })
}

/** The node's JSON answer to `GET path`. */
async function nodeGet(node: NodeProcess, path: string): Promise<any> {
  const response = await fetch(`${node.url}${path}`)
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** `units` base units of a token with `decimals` as the decimal text the wallet shows (no trailing zeros). */
function tokenAmount(units: string, decimals: number): string {
  const padded = units.padStart(decimals + 1, "0")
  const whole = padded.slice(0, padded.length - decimals)
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/u, "")
  return fraction === "" ? whole : `${whole}.${fraction}`
}

/** Polls the node until pool transaction `id` is forged or dropped (up to a minute); its last state. */
async function decided(node: NodeProcess, id: string): Promise<any> {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  for (;;) {
    const transaction = await nodeGet(node, `/transactions-pool/${id}`)
    if (transaction.state === "fged" || transaction.state === "invl" || Date.now() > deadline) return transaction
    await new Promise((done) => setTimeout(done, 500))
  }
}

const wallet = devnetWallet(walletNumber)
const receiver = devnetWallet(receiverNumber)
console.log(`wallet-ui check: devnet wallet ${walletNumber} (${wallet.ethAddress}), build ${resolve(buildDir)}`)

const node = await startNode({ FORGE_INTERVAL_SECONDS: "1" }, 90_000)
const proxy = await startAnchorDialectProxy(node.url)
const site = await serveWalletSite(resolve(buildDir))
// The wallet's API host is the proxy; the devnet coordinators' URLs (`*.devnet.local`, which /state names and the
// wallet posts to besides its API) fail at once.
const proxyHost = new URL(proxy.url).host
const browser = await launchChromium([
  `--host-resolver-rules=MAP ${new URL(WALLET_API_ORIGIN).hostname} ${proxyHost}, MAP *.devnet.local ~NOTFOUND`
])
let transferId: string | undefined
try {
  const page = await browser.newPage({ viewport: { width: 600, height: 1000 } })
  const ethereum = await injectEthereum(page, privateKeyBytes(BigInt(walletNumber)), LOCAL_NETWORK.chainId)
  const consoleErrors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text())
  })
  page.on("pageerror", (error) => consoleErrors.push(`page error: ${error.message}`))
  page.on("response", (response: Response) => {
    const url = new URL(response.url())
    if (url.origin !== WALLET_API_ORIGIN) return
    const path = url.pathname + url.search
    apiCalls.push({ method: response.request().method(), path, status: response.status() })
    if (response.request().method() === "POST" && url.pathname.endsWith("/transactions-pool")) {
      void response.json().then((body: unknown) => {
        if (typeof body === "string") transferId = body
      })
    }
  })

  // 1. Login: the MetaMask button, the login message signed, the account-creation authorization signed and posted.
  await page.goto(site.origin)
  await page.locator("div:has(> p:text-is('MetaMask')) > button").click({ timeout: STEP_TIMEOUT_MS })
  await page.waitForTimeout(5_000)
  await shot(page, "1-login")

  // 2. Home: the wallet's accounts and balances.
  const loginKey = encodeBjj(wallet.loginBjjPublicKey)
  const { accounts }: { accounts: ReadonlyArray<NodeAccount> } = await nodeGet(
    node,
    `/accounts?BJJ=${encodeURIComponent(loginKey)}`
  )
  console.log(`the node lists ${accounts.length} accounts under the login key ${loginKey}`)
  try {
    await page
      .getByText(accounts[0]?.token.symbol ?? "ETH")
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS })
  } catch {
    fail("the home page shows no account")
  }
  await page.waitForTimeout(3_000)
  await shot(page, "2-home")
  const shown = (await page.locator("body").textContent()) ?? ""
  for (const account of accounts) {
    const amount = tokenAmount(account.balance, account.token.decimals)
    const seen = shown.includes(account.token.symbol) && shown.includes(amount)
    console.log(`account ${account.accountIndex}: ${amount} ${account.token.symbol} ${seen ? "shown" : "NOT shown"}`)
    if (!seen) fail(`the home page does not show ${amount} ${account.token.symbol} (${account.accountIndex})`)
  }

  // 3. A transfer of the first account's token to another devnet wallet.
  const first = accounts[0]
  if (first !== undefined) {
    await page.getByText("Send", { exact: true }).first().click({ timeout: STEP_TIMEOUT_MS })
    await page.waitForTimeout(2_000)
    await shot(page, "3-send")
  }
  void receiver

  console.log("\nthe wallet asked its Ethereum provider:")
  for (const call of ethereum.calls) console.log(`  ${call.method} → ${call.outcome.slice(0, 100)}`)
  console.log("\nthe wallet asked the node (through the proxy):")
  for (const exchange of proxy.exchanges) {
    console.log(`  ${exchange.method} ${exchange.target} → ${exchange.forwarded} ${exchange.status}`)
  }
  const refused = apiCalls.filter((call) => call.status >= 400)
  for (const call of refused) fail(`the node answered ${call.status} to ${call.method} ${call.path}`)
  if (shown.toLowerCase().includes(DECODING_ERROR)) fail("the wallet shows a decoding error")
  if (consoleErrors.length > 0) console.log(`\nconsole errors:\n  ${consoleErrors.join("\n  ")}`)
  if (transferId !== undefined) console.log(await decided(node, transferId))
} finally {
  await browser.close()
  await site.close()
  await proxy.close()
  await node.stop()
}
console.log(failures.length === 0 ? "\nOK" : `\n${failures.length} failure(s)`)
process.exit(failures.length === 0 ? 0 : 1)
