/** The anchor's wallet library as published, hermezjs 1.1.6 and 2.0.1 from the npm registry, unmodified, against the
 * devnet of the real node process (memory storage, a forger every second): each reads, transfers and exits, 2.0.1
 * posts an atomic group, every transaction is forged, and a wallet made from a devnet wallet's Ethereum key finds its
 * funded accounts. Between the libraries and the node only the test's proxy (`anchor_dialect.ts`: `hez` ↔ `zk`, `/v1`
 * stripped) and an Ethereum endpoint answering the chain id (`chain_id_rpc.ts`): docs/client.md, "hermezjs, the anchor's
 * wallet library". */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { LOCAL_NETWORK } from "../../core/domain/local_network.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"
import { renamedValue } from "./anchor_dialect.ts"
import { type AnchorDialectProxy, startAnchorDialectProxy } from "./anchor_dialect_proxy.ts"
import { type ChainIdRpc, startChainIdRpc } from "./chain_id_rpc.ts"
import { configuredHermezjs, type Hermezjs, RELEASES, type Release } from "./releases.ts"

/** The devnet's chain id and rollup contract (the address hermezjs's own `Local` environment names). */
const { chainId: CHAIN_ID, contracts } = LOCAL_NETWORK

/** The devnet wallets each release sends from and to, and logs in with (createWalletFromEtherAccount). */
const WALLETS: Readonly<
  Record<Release, { readonly sender: number; readonly receiver: number; readonly login: number }>
> = {
  "1.1.6": { sender: 1, receiver: 2, login: 5 },
  "2.0.1": { sender: 3, receiver: 4, login: 6 }
}

let node: NodeProcess
let proxy: AnchorDialectProxy
let rpc: ChainIdRpc

beforeAll(async () => {
  ;[node, rpc] = await Promise.all([startNode({ FORGE_INTERVAL_SECONDS: "1" }, 90_000), startChainIdRpc(CHAIN_ID)])
  proxy = await startAnchorDialectProxy(node.url)
}, 120_000)

afterAll(async () => {
  await proxy?.close()
  await rpc?.close()
  await node?.stop()
})

/** What `call` resolves to; a rejection of the library's HTTP client rethrown with the node's status and body. */
async function library(call: Promise<any>): Promise<any> {
  try {
    return await call
  } catch (error: any) {
    const response = error?.response
    if (response === undefined) throw error
    throw new Error(`the node answered ${response.status} ${JSON.stringify(response.data)} (${error.config?.url})`)
  }
}

/** `hez:` + devnet wallet `w`'s Ethereum address: its Hermez Ethereum address. */
function hezAddressOf(w: number): string {
  return `hez:${devnetWallet(w).ethAddress}`
}

describe.each(RELEASES)("hermezjs %s, unmodified, against the devnet", (release) => {
  const { sender, receiver, login } = WALLETS[release]
  let hermez: Hermezjs
  let api: Hermezjs
  /** Devnet wallet `w` as hermezjs makes it from its raw BabyJubJub key. */
  const walletOf = (w: number) =>
    new hermez["HermezWallet"].HermezWallet(Buffer.from(privateKeyBytes(BigInt(w))), hezAddressOf(w))
  /** Wallet `w`'s account in token `tokenId`, read with getAccounts. */
  const accountOf = async (w: number, tokenId: number) => {
    const { accounts } = await library(api["getAccounts"](hezAddressOf(w), [tokenId]))
    const account = accounts.find((a: any) => a.bjj === walletOf(w).publicKeyBase64)
    if (account === undefined) throw new Error(`wallet ${w} has no account in token ${tokenId}`)
    return account
  }
  /** `amount` token units of `decimals` as the HermezCompressedAmount hermezjs sends. */
  const compressed = (amount: string, decimals: number) =>
    hermez["HermezCompressedAmount"].compressAmount(hermez["Utils"].getTokenAmountBigInt(amount, decimals))
  /** Polls getPoolTransaction(id) until the devnet's forger decided it (up to 20 s); the pool transaction then. */
  const decided = async (id: string) => {
    const deadline = Date.now() + 20_000
    for (;;) {
      const transaction = await library(api["getPoolTransaction"](id))
      if (transaction.state === "fged" || transaction.state === "invl") return transaction
      if (Date.now() > deadline) throw new Error(`${id} still ${transaction.state} after 20 s`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  beforeAll(() => {
    hermez = configuredHermezjs(release, { baseApiUrl: proxy.url, providerUrl: rpc.url, rollup: contracts.rollup })
    api = hermez["CoordinatorAPI"]
  })

  it("makes the devnet wallet's key as the devnet documents it (HermezWallet from the raw key)", () => {
    const wallet = walletOf(sender)
    expect(wallet.publicKeyBase64).toBe(renamedValue(encodeBjj(devnetWallet(sender).bjjPublicKey), "toWallet"))
    expect(wallet.hermezEthereumAddress).toBe(hezAddressOf(sender))
  })

  it("reads tokens (getTokens by ids and symbols, getToken), accounts (getAccounts by address and key, getAccount) and config", async () => {
    const all = await library(api["getTokens"]())
    expect(all.tokens.map((t: any) => t.symbol)).toEqual(["ETH", "HEZ", "USDT", "DAI", "WBTC", "TST"])
    expect(all.pendingItems).toBe(0)
    const byIds = await library(api["getTokens"]([0, 2]))
    expect(byIds.tokens.map((t: any) => t.id)).toEqual([0, 2])
    // The list reached the node as the release writes it: ',' before 2.0.1, '|' since.
    expect(proxy.exchanges.at(-1)?.forwarded).toBe(
      `/tokens?ids=${release === "2.0.1" ? "0%7C2" : "0,2"}&order=ASC&limit=20`
    )
    const bySymbols = await library(api["getTokens"](undefined, ["HEZ", "DAI"]))
    expect(bySymbols.tokens.map((t: any) => t.symbol)).toEqual(["HEZ", "DAI"])
    expect(await library(api["getToken"](2))).toMatchObject({ id: 2, symbol: "USDT", decimals: 6 })

    const wallet = walletOf(sender)
    const byAddress = await library(api["getAccounts"](hezAddressOf(sender)))
    expect(byAddress.accounts.length).toBeGreaterThan(0)
    for (const account of byAddress.accounts) {
      expect(account.hezEthereumAddress).toBe(hezAddressOf(sender))
      expect(account.accountIndex).toMatch(/^hez:[A-Z]+:\d+$/u)
    }
    const byKey = await library(api["getAccounts"](wallet.publicKeyBase64, [0]))
    expect(byKey.accounts.length).toBeGreaterThan(0)
    for (const account of byKey.accounts)
      expect(account).toMatchObject({ bjj: wallet.publicKeyBase64, token: { id: 0 } })
    const eth = byKey.accounts[0]
    expect(await library(api["getAccount"](eth.accountIndex))).toMatchObject({
      accountIndex: eth.accountIndex,
      token: { id: 0, symbol: "ETH" }
    })
    expect(await library(api["getConfig"]())).toMatchObject({ chainId: CHAIN_ID })
    // getHealth came with 1.1.8.
    if (release === "2.0.1") expect(await library(api["getHealth"]())).toMatchObject({ status: "UP" })
  })

  it("reads /state (getState): the next forgers it posts to, and the final dialect's node and metrics its wallets decode", async () => {
    const state = await library(api["getState"]())
    expect(state.network.lastBatch.batchNum).toBeGreaterThan(0)
    // What hermezjs reads of /state to find where to post (getNextForgerUrls).
    expect(state.network.nextForgers.length).toBeGreaterThan(0)
    for (const forger of state.network.nextForgers) expect(typeof forger.coordinator.URL).toBe("string")
    // The anchor's spellings since 2021-03-19, before any wallet release (docs/api.md).
    expect(state.node).toEqual({ forgeDelay: expect.any(Number), poolLoad: expect.any(Number) })
    expect(state.metrics).toMatchObject({ tokenAccounts: expect.any(Number), wallets: expect.any(Number) })
  })

  it("reads batches, exits, coordinators, slots, bids and the history (getBatches, getBatch, getExits, getExit, getCoordinators, getSlot, getBids, getTransactions, getHistoryTransaction)", async () => {
    const batches = await library(api["getBatches"](undefined, undefined, undefined, "DESC", 2))
    expect(batches.batches.length).toBe(2)
    const last = batches.batches[0]
    expect(await library(api["getBatch"](last.batchNum))).toMatchObject({ batchNum: last.batchNum })

    const exits = await library(api["getExits"](hezAddressOf(sender)))
    expect(exits.exits.length).toBeGreaterThan(0)
    const exit = exits.exits[0]
    expect(exit.accountIndex).toMatch(/^hez:/u)
    const oneExit = await library(api["getExit"](exit.batchNum, exit.accountIndex))
    expect(oneExit).toMatchObject({ batchNum: exit.batchNum, accountIndex: exit.accountIndex })
    expect(oneExit.merkleProof.siblings).toBeInstanceOf(Array)

    const coordinators = await library(api["getCoordinators"]())
    expect(coordinators.coordinators.length).toBeGreaterThan(0)
    const slot = await library(api["getSlot"](last.slotNum))
    expect(slot).toMatchObject({ slotNum: last.slotNum })
    const bids = await library(api["getBids"](undefined, coordinators.coordinators[1].bidderAddr))
    expect(bids.bids.length).toBeGreaterThan(0)

    const history = await library(api["getTransactions"](hezAddressOf(sender)))
    expect(history.transactions.length).toBeGreaterThan(0)
    const item = history.transactions[0]
    expect(await library(api["getHistoryTransaction"](item.id))).toMatchObject({ id: item.id, type: item.type })
  })

  it("transfers (Tx.generateAndSendL2Tx): forged (getPoolTransaction, getPoolTransactions), in the history (getHistoryTransaction, getTransactions)", async () => {
    const from = await accountOf(sender, 0)
    const to = await accountOf(receiver, 0)
    const amount = compressed("0.25", 18)
    const sent = await library(
      hermez["Tx"].generateAndSendL2Tx(
        { from: from.accountIndex, to: to.accountIndex, amount, fee: 0 },
        walletOf(sender),
        from.token,
        [proxy.url]
      )
    )
    expect(sent).toMatchObject({ status: 200, nonce: from.nonce })
    const pooled = await decided(sent.id)
    expect(pooled).toMatchObject({
      id: sent.id,
      state: "fged",
      type: "Transfer",
      fromAccountIndex: from.accountIndex,
      toAccountIndex: to.accountIndex,
      amount: "250000000000000000"
    })
    const forged = await library(api["getHistoryTransaction"](sent.id))
    expect(forged).toMatchObject({ id: sent.id, type: "Transfer", amount: "250000000000000000" })
    expect(forged.batchNum).toBeGreaterThan(0)
    expect((await accountOf(sender, 0)).nonce).toBe(from.nonce + 1)
    const received = await library(api["getTransactions"](hezAddressOf(receiver), 0, forged.batchNum))
    expect(received.transactions.map((t: any) => t.id)).toContain(sent.id)
    const pool = await library(
      api["getPoolTransactions"](undefined, undefined, undefined, undefined, from.accountIndex)
    )
    expect(pool.transactions.map((t: any) => t.id)).toContain(sent.id)
  })

  it("transfers to an Ethereum address (Tx.generateAndSendL2Tx to hez:0x…, a TransferToEthAddr): forged", async () => {
    const from = await accountOf(sender, 2)
    const to = hezAddressOf(receiver)
    const sent = await library(
      hermez["Tx"].generateAndSendL2Tx(
        { from: from.accountIndex, to, amount: compressed("3.5", 6), fee: 0 },
        walletOf(sender),
        from.token,
        [proxy.url]
      )
    )
    expect(await decided(sent.id)).toMatchObject({
      id: sent.id,
      state: "fged",
      type: "TransferToEthAddr",
      toHezEthereumAddress: to,
      amount: "3500000"
    })
  })

  it("exits (Tx.generateAndSendL2Tx of type Exit, to hez:<symbol>:1): forged, the exit read with getExits and getExit", async () => {
    const from = await accountOf(sender, 1)
    const amount = compressed("1.5", 18)
    const sent = await library(
      hermez["Tx"].generateAndSendL2Tx(
        { type: "Exit", from: from.accountIndex, amount, fee: 0 },
        walletOf(sender),
        from.token,
        [proxy.url]
      )
    )
    expect(sent.status).toBe(200)
    expect(await decided(sent.id)).toMatchObject({ id: sent.id, state: "fged", type: "Exit" })
    const { batchNum } = await library(api["getHistoryTransaction"](sent.id))
    const exits = await library(api["getExits"](hezAddressOf(sender), false, 1))
    expect(exits.exits.map((e: any) => [e.batchNum, e.accountIndex])).toContainEqual([batchNum, from.accountIndex])
    const exit = await library(api["getExit"](batchNum, from.accountIndex))
    expect(exit).toMatchObject({ batchNum, accountIndex: from.accountIndex, balance: "1500000000000000000" })
  })

  // postAtomicGroup came with 2.0.1: 1.1.6 has no atomic groups.
  if (release === "2.0.1")
    it("posts an atomic group (AtomicUtils.buildAtomicTransaction, Tx.generateAndSendAtomicGroup → postAtomicGroup): both legs forged in one batch", async () => {
      const gives = await accountOf(sender, 0)
      const takes = await accountOf(receiver, 0)
      const givesBack = await accountOf(receiver, 1)
      const takesBack = await accountOf(sender, 1)
      const generate = async (from: any, to: any, amount: string, w: number) =>
        (
          await library(
            hermez["TxUtils"].generateL2Transaction(
              { from: from.accountIndex, to: to.accountIndex, amount: compressed(amount, 18), fee: 0 },
              walletOf(w).publicKeyCompressedHex,
              from.token
            )
          )
        ).transaction
      const give = await generate(gives, takes, "0.5", sender)
      const giveBack = await generate(givesBack, takesBack, "2", receiver)
      const atomic = hermez["AtomicUtils"]
      const legs = [
        await atomic.buildAtomicTransaction(give, walletOf(sender), giveBack),
        await atomic.buildAtomicTransaction(giveBack, walletOf(receiver), give)
      ]
      const sent = await library(hermez["Tx"].generateAndSendAtomicGroup(legs, [proxy.url]))
      expect(sent.status).toBe(200)
      const ids = legs.map((leg) => leg.id)
      const forged = await Promise.all(ids.map(decided))
      expect(forged.map((t) => t.state)).toEqual(["fged", "fged"])
      const batches = await Promise.all(
        ids.map(async (id) => (await library(api["getHistoryTransaction"](id))).batchNum)
      )
      expect(batches[0]).toBe(batches[1])
    })

  it("logs in as a wallet app does (HermezWallet.createWalletFromEtherAccount) and posts its account-creation authorization", async () => {
    const { hermezWallet, hermezEthereumAddress } = await hermez["HermezWallet"].createWalletFromEtherAccount(rpc.url, {
      type: hermez["Signers"].SignerType.WALLET,
      privateKey: devnetWallet(login).ethPrivateKey
    })
    expect(hermezEthereumAddress).toBe(hezAddressOf(login))
    const signature = await hermezWallet.signCreateAccountAuthorization(rpc.url, {
      type: hermez["Signers"].SignerType.WALLET,
      privateKey: devnetWallet(login).ethPrivateKey
    })
    const posted = await library(
      api["postCreateAccountAuthorization"](hermezEthereumAddress, hermezWallet.publicKeyBase64, signature, [proxy.url])
    )
    expect(posted.status).toBe(200)
    expect(await library(api["getCreateAccountAuthorization"](hermezEthereumAddress))).toMatchObject({
      hezEthereumAddress: hermezEthereumAddress,
      bjj: hermezWallet.publicKeyBase64,
      signature
    })
  })

  it("finds the funded accounts of a devnet wallet logged in with its Ethereum key and sends from one (createWalletFromEtherAccount, getAccounts, generateAndSendL2Tx)", async () => {
    const { hermezWallet } = await hermez["HermezWallet"].createWalletFromEtherAccount(rpc.url, {
      type: hermez["Signers"].SignerType.WALLET,
      privateKey: devnetWallet(login).ethPrivateKey
    })
    // hermezjs's derivation gives the login key the devnet documents (docs/devnet.md), not the raw one.
    expect(hermezWallet.publicKeyBase64).toBe(
      renamedValue(encodeBjj(devnetWallet(login).loginBjjPublicKey), "toWallet")
    )
    expect(hermezWallet.publicKeyBase64).not.toBe(walletOf(login).publicKeyBase64)
    const { accounts } = await library(api["getAccounts"](hermezWallet.publicKeyBase64))
    expect(accounts.length).toBeGreaterThan(0)
    for (const account of accounts) {
      expect(account.hezEthereumAddress).toBe(hezAddressOf(login))
      expect(BigInt(account.balance)).toBeGreaterThan(0n)
    }
    const from = accounts.find((account: any) => account.token.id === 0)
    const to = await accountOf(receiver, 0)
    const sent = await library(
      hermez["Tx"].generateAndSendL2Tx(
        { from: from.accountIndex, to: to.accountIndex, amount: compressed("0.01", 18), fee: 0 },
        hermezWallet,
        from.token,
        [proxy.url]
      )
    )
    expect(await decided(sent.id)).toMatchObject({ id: sent.id, state: "fged", fromBJJ: hermezWallet.publicKeyBase64 })
  })
})
