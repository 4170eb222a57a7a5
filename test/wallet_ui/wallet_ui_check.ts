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

/** The amount of ETH the wallet transfers. */
const TRANSFER_AMOUNT = "0.01"

/** How long each step may take. */
const STEP_TIMEOUT_MS = 60_000

/** How the wallet's console error about an answer it cannot decode begins (its `logDecodingError`), followed by the
 * schema's complaint. */
const DECODING_ERROR = "A decoding error occurred"

/** The wallet's reads of its own local storage, which log a decoding error on a first visit (nothing stored yet). */
const OWN_STORAGE_READS = ["getPreferredCurrency", "getCurrentStorageVersion"]

/** Where the wallet posts its account-creation authorization. */
const AUTHORIZATION_PATH = "/v1/account-creation-authorization"

/** Whether a decoding error is about the wallet's own storage, not an answer of the node. */
function isOwnStorageRead(error: string): boolean {
  return OWN_STORAGE_READS.some((read) => error.includes(`from the function ${read}.`))
}

/** Whether a refusal is an answer the wallet asks for: whether an address authorized account creation (404: not yet,
 * as the anchor answers). */
function isExpectedRefusal(call: ApiCall): boolean {
  return call.method === "GET" && call.path.startsWith(`${AUTHORIZATION_PATH}/`) && call.status === 404
}

/** The values of `pairs` grouped by key, keys in first-seen order. */
function grouped(pairs: ReadonlyArray<readonly [string, string]>): Map<string, Array<string>> {
  const groups = new Map<string, Array<string>>()
  for (const [key, value] of pairs) groups.set(key, [...(groups.get(key) ?? []), value])
  return groups
}

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

/** Records a failure once (the check goes on, to report as much as it can). */
function fail(what: string): void {
  if (failures.includes(what)) return
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

/** Polls the node until pool transaction `id` is forged or dropped (up to a minute and a half); its last state. */
async function decided(node: NodeProcess, id: string): Promise<any> {
  const deadline = Date.now() + 1.5 * STEP_TIMEOUT_MS
  for (;;) {
    const transaction = await nodeGet(node, `/transactions-pool/${id}`)
    if (transaction.state === "fged" || transaction.state === "invl" || Date.now() > deadline) return transaction
    await new Promise((done) => setTimeout(done, 500))
  }
}

const wallet = devnetWallet(walletNumber)
const receiver = devnetWallet(receiverNumber)
console.log(`wallet-ui check: devnet wallet ${walletNumber} (${wallet.ethAddress}), build ${resolve(buildDir)}`)

// A slow forger, so the wallet still lists its transfer pending after sending it.
const node = await startNode({ FORGE_INTERVAL_SECONDS: "20" }, 90_000)
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

  // 3. A transfer of ETH to another devnet wallet's address, through the wallet's own form.
  try {
    await page.locator('a[href^="/transfer"]').click({ timeout: STEP_TIMEOUT_MS })
    await page.getByText("ETH", { exact: true }).first().click({ timeout: STEP_TIMEOUT_MS })
    await page.getByPlaceholder("0.00").fill(TRANSFER_AMOUNT, { timeout: STEP_TIMEOUT_MS })
    await page.getByPlaceholder(/^To hez:/u).fill(`hez:${receiver.ethAddress}`, { timeout: STEP_TIMEOUT_MS })
    await shot(page, "3-transfer-form")
    await page.getByRole("button", { name: "Continue" }).click({ timeout: STEP_TIMEOUT_MS })
    await shot(page, "4-transfer-overview")
    await page.getByRole("button", { name: "Send" }).click({ timeout: STEP_TIMEOUT_MS })
    await page.getByText("Transaction submitted").waitFor({ timeout: STEP_TIMEOUT_MS })
    await shot(page, "5-transfer-sent")
    // Home again: the wallet lists its pending pool transactions (while the slow forger has not taken the transfer).
    const listed = page.waitForResponse(
      (response) => response.url().startsWith(`${WALLET_API_ORIGIN}/v1/transactions-pool?`) && response.ok(),
      { timeout: STEP_TIMEOUT_MS }
    )
    await page.locator("header button, header a").first().click({ timeout: STEP_TIMEOUT_MS })
    await listed
    await page.waitForTimeout(2_000)
    const pending = transferId === undefined ? undefined : await nodeGet(node, `/transactions-pool/${transferId}`)
    console.log(`the wallet listed its pool transactions with the transfer ${pending?.state ?? "unknown"}`)
    await shot(page, "6-home-after-transfer")
  } catch (error) {
    await shot(page, "3-transfer-failed")
    fail(`the transfer could not be sent through the form: ${String(error).split("\n")[0]}`)
  }
  console.log("\nthe wallet asked its Ethereum provider (method ×calls → first answer):")
  for (const [method, outcomes] of grouped(ethereum.calls.map((call) => [call.method, call.outcome]))) {
    console.log(`  ${method} ×${outcomes.length} → ${outcomes[0]?.slice(0, 80)}`)
  }
  for (const method of ["eth_requestAccounts", "personal_sign", "eth_signTypedData_v4"]) {
    if (!ethereum.calls.some((call) => call.method === method && !call.outcome.startsWith("error"))) {
      fail(`the wallet did not ask its provider for ${method}`)
    }
  }
  console.log("\nthe wallet asked the node (wallet's request → the node's, statuses):")
  for (const [request, statuses] of grouped(
    proxy.exchanges.map((exchange) => [
      `${exchange.method} ${exchange.target} → ${exchange.forwarded}`,
      String(exchange.status)
    ])
  )) {
    console.log(
      `  ${request}  ${[...new Set(statuses)].join(", ")}${statuses.length > 1 ? ` (×${statuses.length})` : ""}`
    )
  }
  if (!apiCalls.some((call) => call.method === "POST" && call.path === AUTHORIZATION_PATH && call.status === 200)) {
    fail("the wallet did not post its account-creation authorization (answered 200)")
  }
  for (const call of apiCalls.filter((call) => call.status >= 400 && !isExpectedRefusal(call))) {
    fail(`the node answered ${call.status} to ${call.method} ${call.path}`)
  }
  for (const [i, error] of consoleErrors.entries()) {
    if (!error.startsWith(DECODING_ERROR) || isOwnStorageRead(error)) continue
    // The wallet logs the schema's complaint as the next error.
    const complaint = (consoleErrors[i + 1] ?? "").replace(/\s+/gu, " ")
    fail(`the wallet could not decode an answer of the node: ${error} ${complaint}`)
  }
  if (consoleErrors.length > 0) console.log(`\nthe page's console errors:\n  ${consoleErrors.join("\n  ")}`)
  if (transferId === undefined) fail("the wallet posted no transfer")
  else {
    const transfer = await decided(node, transferId)
    console.log(
      `\ntransfer ${transferId}: ${transfer.type} ${transfer.fromAccountIndex} → ${transfer.toZkEthereumAddress ?? transfer.toAccountIndex}, amount ${transfer.amount}, state ${transfer.state}${transfer.batchNum === null ? "" : ` in batch ${transfer.batchNum}`}`
    )
    if (transfer.state !== "fged") fail(`the transfer was not forged: ${JSON.stringify(transfer)}`)
  }
} finally {
  await browser.close()
  await site.close()
  await proxy.close()
  await node.stop()
}
console.log(failures.length === 0 ? "\nOK" : `\n${failures.length} failure(s)`)
process.exit(failures.length === 0 ? 0 : 1)
