/** `npm run send -- balance` over the seeded devnet in process: a balance shown once its proof verifies against the
 * batch's stateRoot, an absence proven, a tampered answer refused without a balance, and its usage errors. */
import { Effect, Exit, Layer, Result, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { PoseidonCrypto } from "../../adapters/crypto/mod.ts"
import { parseInvocation } from "../../wallet/arguments.ts"
import { formatDecimalAmount } from "../../wallet/decimal_amount.ts"
import { runSend, type SendEnvironment } from "../../wallet/send_command.ts"
import { webHandler } from "../../app/server.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { BatchNum, TokenSymbol } from "../../core/domain/scalars.ts"
import { record } from "../adapters/http/web_client.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"
import { ethAccount } from "./eth_account.ts"

/** The seeded devnet, with the Poseidon its storage's state tree hashes with. */
const devnet = () => seededDevnet().pipe(Layer.provide(PoseidonCrypto.layer))

let scope: Scope.Closeable
let web: ReturnType<typeof webHandler>
/** The typed client over the web handler, to read the node back. */
let node: PromiseClient<"later">

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(devnet(), scope))
  web = webHandler(Layer.succeedContext(context))
  node = makePromiseClient({ baseUrl: "http://node.test", revision: "later", fetch: (request) => web.handler(request) })
}, 60_000)

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** Runs the command against the web handler (or `fetch`); returns its status and what it printed. */
async function send(argv: ReadonlyArray<string>, fetch: SendEnvironment["fetch"] = (r) => web.handler(r)) {
  const out: Array<string> = []
  const err: Array<string> = []
  const status = await Effect.runPromise(
    runSend([...argv, "--url", "http://node.test"], {
      fetch,
      print: (line) => out.push(line),
      printError: (line) => err.push(line)
    })
  )
  return { status, out, err }
}

/** The last batch's number and stateRoot. */
async function lastBatch() {
  const state = await node.call((c) => c.rollupStatus.getState())
  const batch = state.network.lastBatch
  if (batch === null) throw new Error("the devnet has no batch")
  return batch
}

/** A fetch over the web handler that rewrites the JSON answer of the account proof with `change`. */
function tamperedProof(change: (answer: Record<string, unknown>) => Record<string, unknown>): SendEnvironment["fetch"] {
  return async (request) => {
    const answer = await web.handler(request)
    if (!new URL(request.url).pathname.endsWith("/proof")) return answer
    return Response.json(change(record(await answer.json())))
  }
}

/** One more than a decimal string. */
const plusOne = (value: unknown) => String(BigInt(String(value)) + 1n)

describe("npm run send -- balance", () => {
  it("prints an account's balance, nonce, index and batch once its proof verifies against the batch's stateRoot", async () => {
    const account = await ethAccount(node, 1)
    const batch = await lastBatch()
    const index = `zk:ETH:${account.accountIndex.idx}`
    const shown = await send(["balance", "--account", index])
    expect(shown.err).toEqual([])
    expect(shown.status).toBe(0)
    expect(shown.out).toEqual([
      `account ${index} after batch ${batch.batchNum}`,
      `balance: ${formatDecimalAmount(account.balance, 18)} ETH (${account.balance} base units)`,
      `nonce: ${account.nonce}`,
      `proof verified against stateRoot ${batch.stateRoot}`
    ])

    // The wallet's account in the token, found as the send commands find the sender's.
    const byWallet = await send(["balance", "--from", "1", "--token", "ETH"])
    expect(byWallet.status, byWallet.err.join("\n")).toBe(0)
    expect(byWallet.out).toEqual([`account ${index} (wallet 1) after batch ${batch.batchNum}`, ...shown.out.slice(1)])
  })

  it("proves the balance after an earlier batch, against that batch's stateRoot", async () => {
    const account = await ethAccount(node, 2)
    const last = await lastBatch()
    expect(last.batchNum).toBeGreaterThan(1)
    const batchNum = BatchNum.make(last.batchNum - 1)
    const earlier = await node.call((c) => c.rollupStatus.getBatch({ params: { batchNum } }))
    const index = `zk:ETH:${account.accountIndex.idx}`
    const shown = await send(["balance", "--account", index, "--batch", String(batchNum)])
    expect(shown.status, shown.err.join("\n")).toBe(0)
    expect(shown.out[0]).toBe(`account ${index} after batch ${batchNum}`)
    expect(shown.out[1]).toMatch(/^balance: [\d.]+ ETH \(\d+ base units\)$/u)
    expect(shown.out[3]).toBe(`proof verified against stateRoot ${earlier.stateRoot}`)
  })

  it("for an index the tree does not hold, says so once the non-inclusion proof verifies", async () => {
    const batch = await lastBatch()
    const shown = await send(["balance", "--account", "zk:ETH:99999"])
    expect(shown.err).toEqual([])
    expect(shown.status).toBe(0)
    expect(shown.out).toEqual([
      `the tree holds no account at zk:ETH:99999 after batch ${batch.batchNum}`,
      `non-inclusion proof verified against stateRoot ${batch.stateRoot}`
    ])
  })

  it("refuses a tampered proof or balance: status 1, the reason on stderr, no balance", async () => {
    const index = `zk:ETH:${(await ethAccount(node, 1)).accountIndex.idx}`
    const sibling = tamperedProof((answer) => {
      const proof = record(answer["merkleProof"])
      const siblings = proof["siblings"]
      if (!Array.isArray(siblings) || siblings.length === 0) throw new Error("the proof has no sibling to alter")
      return { ...answer, merkleProof: { ...proof, siblings: [plusOne(siblings[0]), ...siblings.slice(1)] } }
    })
    const richer = tamperedProof((answer) => {
      const account = record(answer["account"])
      return { ...answer, account: { ...account, balance: plusOne(account["balance"]) } }
    })
    for (const [fetch, reason] of [
      [sibling, "the Merkle path does not lead to the root"],
      [richer, "the proof's leaf is not the account shown"]
    ] as const) {
      const shown = await send(["balance", "--account", index], fetch)
      expect(shown.status).toBe(1)
      expect(shown.out).toEqual([])
      expect(shown.err).toEqual([
        expect.stringMatching(
          new RegExp(
            `^error: the proof of ${index} after batch \\d+ does not hold against its stateRoot \\d+: .+; no balance shown$`,
            "u"
          )
        )
      ])
      expect(shown.err[0]).toContain(reason)
    }
  })

  it("refuses a stateRoot the proof does not lead to (the batch's, not the proof's own)", async () => {
    const withOtherRoot: SendEnvironment["fetch"] = async (request) => {
      const answer = await web.handler(request)
      if (!/^\/batches\/\d+$/u.test(new URL(request.url).pathname)) return answer
      const batch = record(await answer.json())
      return Response.json({ ...batch, stateRoot: plusOne(batch["stateRoot"]) })
    }
    const shown = await send(["balance", "--from", "1", "--token", "ETH"], withOtherRoot)
    expect(shown.status).toBe(1)
    expect(shown.out).toEqual([])
    expect(shown.err[0]).toMatch(
      /^error: the proof of .+ \(wallet 1\) after batch \d+ does not hold .+: the proof is under root \d+, not the trusted \d+; no balance shown$/u
    )
  })

  it("a node that cannot serve the proof (a batch not forged) is status 1 with its error", async () => {
    const shown = await send(["balance", "--account", "zk:ETH:256", "--batch", "4000000000"])
    expect(shown.status).toBe(1)
    expect(shown.out).toEqual([])
    expect(shown.err[0]).toMatch(/^error: GET \/accounts\/zk:ETH:256\/proof\?batchNum=4000000000 answered 404: /u)
  })

  it("parses --account or --from with --token, --batch and --url", () => {
    expect(parseInvocation(["balance", "--account", "zk:ETH:256", "--batch", "7"])).toEqual(
      Result.succeed({
        _tag: "Balance",
        request: {
          target: { _tag: "Index", accountIndex: { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(256) } },
          batchNum: BatchNum.make(7),
          url: "http://localhost:4010"
        }
      })
    )
    expect(parseInvocation(["balance", "--from", "3", "--token", "USDT", "--url", "http://n.test/"])).toEqual(
      Result.succeed({
        _tag: "Balance",
        request: { target: { _tag: "Wallet", from: 3, token: "USDT" }, batchNum: undefined, url: "http://n.test" }
      })
    )
  })

  it("usage errors are status 2 and ask nothing of the node", async () => {
    const refused = async (argv: ReadonlyArray<string>, message: string) => {
      const shown = await send(argv, () => Promise.reject(new Error("the node must not be asked")))
      expect(shown.status, argv.join(" ")).toBe(2)
      expect(shown.out).toEqual([])
      expect(shown.err).toEqual([`error: ${message}`, "run with --help for usage"])
    }
    await refused(["balance"], "balance needs --account <index>, or --from <wallet> with --token <token>")
    await refused(["balance", "--from", "1"], "balance with --from needs --token <symbol or id>")
    await refused(["balance", "--token", "ETH"], "balance with --token needs --from <wallet number>")
    await refused(
      ["balance", "--account", "zk:ETH:256", "--from", "1", "--token", "ETH"],
      "balance takes either --account <index> or --from <wallet> --token <token>, not both"
    )
    await refused(["balance", "--account", "256"], '--account must be an account index like zk:ETH:256, got "256"')
    await refused(
      ["balance", "--account", "zk:ETH:256", "--batch", "last"],
      '--batch must be a whole number, got "last"'
    )
    await refused(["balance", "--account", "zk:ETH:256", "--amount", "1"], "balance sends nothing: drop --amount")
    await refused(
      ["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1", "--batch", "3"],
      "--batch is an option of balance, not of transfer"
    )
    await refused(
      ["balances"],
      'unknown command "balances": expected one of transfer, transfer-to-eth, transfer-to-bjj, exit, swap, deposit, balance'
    )
  })
})
