/** `POST` and `GET /transactions-pool` with devnet wallets' keys: every type accepted, hermezjs's signed transactions,
 * every documented rejection with type and code in order, idempotence, concurrency, 413/415. */
import { Effect } from "effect"
import { NO_REQUEST } from "../../../core/ledger/atomic_request.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SUBGROUP_ORDER } from "../crypto/reference/baby_jubjub.ts"
import { DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { EMPTY_BJJ, encodeBjj } from "../../../core/domain/bjj.ts"
import { FF_ADDRESS } from "../../../core/domain/eth_address.ts"
import { Nonce } from "../../../core/domain/scalars.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { CLIENT_CHAIN_ID, CLIENT_KEY, CLIENT_VECTORS } from "../../core/signing/vectors.ts"
import { expect400, expectError } from "./expect_error.ts"
import {
  BAD_SIGNATURE,
  type Body,
  bodyWithSignature,
  FF_ZK_ADDRESS,
  idOf,
  signatureOf,
  signedBody,
  type TxSpec,
  walletSigner,
  wireBody
} from "./signed_transactions.ts"
import { record, type TestResponse } from "./web_client.ts"
import { ETH, forgeSecondBatch, startWriteNode, walletAccount, type WriteNode } from "./write_fixture.ts"
import { WALLET_ACCOUNTS } from "../../contract/wallet_stage.ts"

const FROM = "zk:ETH:256"
const TO = "zk:ETH:257"
const W1 = devnetWallet(1)
const W2 = devnetWallet(2)
const W5 = devnetWallet(5)
const W6 = devnetWallet(6)

/** A transfer zk:ETH:256 → zk:ETH:257 of 1000 with fee 0 at `nonce`, fields replaced by `patch`. */
function transfer(nonce: bigint, patch: Partial<TxSpec> = {}): TxSpec {
  return { fromAccountIndex: FROM, toAccountIndex: TO, tokenId: 0, amount: 1000n, fee: 0, nonce, ...patch }
}

/** An exit of zk:ETH:256 at `nonce`. */
function exit(nonce: bigint, amount = 5000n): TxSpec {
  return { fromAccountIndex: FROM, toAccountIndex: "zk:EXIT:1", tokenId: 0, amount, fee: 0, nonce }
}

/** A TransferToEthAddr of zk:ETH:256 to wallet 5 (address written in lower case) at `nonce`. */
function toEthAddr(nonce: bigint, patch: Partial<TxSpec> = {}): TxSpec {
  return {
    fromAccountIndex: FROM,
    toZkEthereumAddress: `zk:${W5.ethAddress.toLowerCase()}`,
    tokenId: 0,
    amount: 1000n,
    fee: 0,
    nonce,
    ...patch
  }
}

/** A TransferToBJJ of zk:ETH:256 to wallet 6's key at `nonce`. */
function toBjj(nonce: bigint): TxSpec {
  return {
    fromAccountIndex: FROM,
    toZkEthereumAddress: FF_ZK_ADDRESS,
    toBjj: encodeBjj(W6.bjjPublicKey),
    tokenId: 0,
    amount: 7000n,
    fee: 2,
    nonce
  }
}

/** `body` without `key`. */
function without(body: Body, key: string): Body {
  return Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))
}

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode(WALLET_ACCOUNTS, DEFAULT_APP_SETTINGS, {
    laterBasePath: "/",
    earlierBasePath: "/earlier"
  })
})
afterAll(() => node.dispose())

const post = (body: unknown) => node.post("/transactions-pool", body)
const getTx = (id: string) => node.request(`/transactions-pool/${id}`)

/** How long `POST /transactions-pool` of `body` takes to answer 400 (ms). */
async function answerMillis(body: Body): Promise<number> {
  const started = performance.now()
  const response = await post(body)
  const elapsed = performance.now() - started
  expect(response.status, response.text).toBe(400)
  return elapsed
}

/** Asserts a 200 whose body is the JSON string `id`. */
function expectAccepted(response: TestResponse, id: string): void {
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get("content-type")).toBe("application/json")
  expect(response.text).toBe(JSON.stringify(id))
}

/** The ids of the pending pool transactions. */
function pendingIds(): Promise<ReadonlyArray<string>> {
  return node.run(
    Effect.gen(function* () {
      const pending = yield* (yield* PoolStore).pending(10_000)
      return pending.map((tx) => tx.id)
    })
  )
}

describe("accepted transactions", () => {
  const NULLS = NO_REQUEST
  const cases: ReadonlyArray<readonly [string, TxSpec, Record<string, unknown>]> = [
    [
      "Transfer",
      transfer(3n),
      {
        type: "Transfer",
        toAccountIndex: TO,
        toZkEthereumAddress: `zk:${W2.ethAddress}`,
        toBjj: encodeBjj(W2.bjjPublicKey)
      }
    ],
    [
      "Exit (to zk:EXIT:1)",
      exit(4n),
      { type: "Exit", toAccountIndex: "zk:EXIT:1", toZkEthereumAddress: null, toBjj: null }
    ],
    [
      "Exit to zk:ETH:1 (as hermezjs spells it; shown as zk:EXIT:1)",
      { ...exit(40n), toAccountIndex: "zk:ETH:1" },
      { type: "Exit", toAccountIndex: "zk:EXIT:1", toZkEthereumAddress: null, toBjj: null }
    ],
    [
      "TransferToEthAddr (address in lower case)",
      toEthAddr(5n),
      {
        type: "TransferToEthAddr",
        toAccountIndex: null,
        toZkEthereumAddress: `zk:${W5.ethAddress}`,
        toBjj: null
      }
    ],
    [
      "TransferToBJJ (to zk:0x + forty F)",
      toBjj(6n),
      {
        type: "TransferToBJJ",
        toAccountIndex: null,
        toZkEthereumAddress: `zk:${FF_ADDRESS}`,
        toBjj: encodeBjj(W6.bjjPublicKey)
      }
    ]
  ]
  for (const [name, spec, destination] of cases) {
    it(`a signed ${name} is 200 with its id; GET shows it pend with its token, sender, receiver and timestamp`, async () => {
      const body = signedBody(spec)
      const id = idOf(spec)
      const before = Date.now()
      expectAccepted(await post(body), id)
      const after = Date.now()

      const got = await getTx(id)
      expect(got.status, got.text).toBe(200)
      const { timestamp, ...rest } = record(got.body)
      const token = (await node.request("/tokens/0")).body
      expect(token).toMatchObject({ id: 0, symbol: "ETH", name: "Ether", decimals: 18 })
      expect(rest).toEqual({
        id,
        ...destination,
        toBJJ: destination.toBjj,
        fromAccountIndex: FROM,
        fromZkEthereumAddress: `zk:${W1.ethAddress}`,
        fromBJJ: encodeBjj(W1.bjjPublicKey),
        amount: spec.amount.toString(),
        fee: spec.fee,
        nonce: Number(spec.nonce),
        state: "pend",
        signature: body["signature"],
        batchNum: null,
        maxNumBatch: 0,
        invalidationReason: null,
        atomicGroupId: null,
        info: null,
        ...NULLS,
        token
      })
      expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
      const at = new Date(String(timestamp)).getTime()
      expect(at).toBeGreaterThanOrEqual(before)
      expect(at).toBeLessThanOrEqual(after)
    })
  }

  it("accepts the body shape of the JS client: every optional field present and null", async () => {
    const spec = transfer(7n)
    const body = {
      ...signedBody(spec),
      toZkEthereumAddress: null,
      toBjj: null,
      requestFromAccountIndex: null,
      requestToAccountIndex: null,
      requestToZkEthereumAddress: null,
      requestToBjj: null,
      requestTokenId: null,
      requestAmount: null,
      requestFee: null,
      requestNonce: null
    }
    expectAccepted(await post(body), idOf(spec))
  })

  it("accepts id and signature in upper case and emits them lower case", async () => {
    const spec = transfer(13n)
    const body = signedBody(spec)
    const id = idOf(spec)
    expectAccepted(
      await post({ ...body, id: "0x" + id.slice(2).toUpperCase(), signature: String(body["signature"]).toUpperCase() }),
      id
    )
    expect(record((await getTx(id)).body)["signature"]).toBe(body["signature"])
  })

  it("accepts a nonce above the account's (gaps are allowed)", async () => {
    const spec = transfer(1000n)
    expectAccepted(await post(signedBody(spec)), idOf(spec))
  })

  it("accepts the largest fee that does not overflow: 10^20 with selector 253 (10^20 · 2^61 < 2^128)", async () => {
    const spec = transfer(8n, { amount: 10n ** 20n, fee: 253 })
    expectAccepted(await post(signedBody(spec)), idOf(spec))
  })
})

describe("the chainId comes from the network settings", () => {
  let chain5: WriteNode
  beforeAll(async () => {
    chain5 = await startWriteNode(undefined, { ...DEFAULT_APP_SETTINGS, chainId: 5 })
  })
  afterAll(() => chain5.dispose())

  it("a node on chain 5 accepts a transaction signed for chain 5 and rejects one signed for 1337", async () => {
    const spec = transfer(3n)
    expect400(
      await chain5.post("/transactions-pool", signedBody(spec, walletSigner(1, 1337))),
      "ErrInvalidSignature",
      11,
      "chain 5",
      FROM
    )
    expectAccepted(await chain5.post("/transactions-pool", signedBody(spec, walletSigner(1, 5))), idOf(spec))
  })
})

describe("transactions made and signed by the hermezjs client (docs/testing.md)", () => {
  let client: WriteNode
  beforeAll(async () => {
    client = await startWriteNode(
      [
        { idx: 256, tokenId: ETH, ethAddr: W1.ethAddress, bjj: CLIENT_KEY.publicKey, nonce: 0n },
        walletAccount(257, 2, ETH)
      ],
      { ...DEFAULT_APP_SETTINGS, chainId: CLIENT_CHAIN_ID }
    )
  })
  afterAll(() => client.dispose())

  for (const vector of CLIENT_VECTORS) {
    it(`${vector.name} is accepted with the client's id`, async () => {
      const { tx } = vector
      const spec: TxSpec = {
        fromAccountIndex: `zk:${tx.fromAccountIndex.symbol}:${tx.fromAccountIndex.idx}`,
        toAccountIndex: tx.toAccountIndex ? `zk:${tx.toAccountIndex.symbol}:${tx.toAccountIndex.idx}` : null,
        // The client sends addresses as typed; the FF…FF one in lower case.
        toZkEthereumAddress: tx.toZkEthereumAddress ? `zk:${tx.toZkEthereumAddress.toLowerCase()}` : null,
        toBjj: tx.toBjj ? encodeBjj(tx.toBjj) : null,
        tokenId: tx.tokenId,
        amount: tx.amount,
        fee: tx.fee,
        nonce: tx.nonce
      }
      const body = wireBody(spec, { id: vector.id, type: vector.type, signature: vector.signature })
      const response = await client.post("/transactions-pool", body)
      expectAccepted(response, vector.id)
      expect(record((await client.request(`/transactions-pool/${vector.id}`)).body)).toMatchObject({
        state: "pend",
        type: vector.type,
        signature: vector.signature
      })
    })
  }
})

describe("maxNumBatch (the later revision's body; the earlier one refuses it)", () => {
  const limited = (nonce: bigint, maxNumBatch: number) => transfer(nonce, { maxNumBatch })

  it("is signed, stored and shown on GET and the pool list; absent or null is 0", async () => {
    const spec = limited(40n, 70)
    expectAccepted(await post(signedBody(spec)), idOf(spec))
    expect(record((await getTx(idOf(spec))).body)).toMatchObject({ id: idOf(spec), state: "pend", maxNumBatch: 70 })
    const listed = await node.request(`/transactions-pool?ids=${idOf(spec)}`)
    expect(listed.status, listed.text).toBe(200)
    expect(record(listed.body)["transactions"]).toMatchObject([{ id: idOf(spec), maxNumBatch: 70 }])
    const unlimited = transfer(41n)
    expectAccepted(await post({ ...signedBody(unlimited), maxNumBatch: null }), idOf(unlimited))
    expect(record((await getTx(idOf(unlimited))).body)["maxNumBatch"]).toBe(0)
    const zero = limited(42n, 0)
    expectAccepted(await post(signedBody(zero)), idOf(zero))
    expect(record((await getTx(idOf(zero))).body)["maxNumBatch"]).toBe(0)
  })

  it("is covered by the signature: a limit other than the one signed is ErrInvalidSignature naming it", async () => {
    const spec = limited(43n, 70)
    expect400(await post({ ...signedBody(spec), maxNumBatch: 71 }), "ErrInvalidSignature", 11, "with maxNumBatch 71")
    expect400(await post({ ...signedBody(spec), maxNumBatch: 0 }), "ErrInvalidSignature", 11)
    expect400(await post(without(signedBody(spec), "maxNumBatch")), "ErrInvalidSignature", 11)
  })

  it("re-posted with another limit (so another signature) is a duplicate; the same post again is its id", async () => {
    const spec = limited(44n, 80)
    expectAccepted(await post(signedBody(spec)), idOf(spec))
    expectAccepted(await post(signedBody(spec)), idOf(spec))
    const other = limited(44n, 81)
    expect(idOf(other)).toBe(idOf(spec))
    expect400(await post(signedBody(other)), "ErrDuplicatedKey", 2)
    expect400(await post(signedBody(transfer(44n))), "ErrDuplicatedKey", 2)
    expect(record((await getTx(idOf(spec))).body)["maxNumBatch"]).toBe(80)
  })

  it("must be a uint32", async () => {
    const base = signedBody(transfer(45n))
    for (const value of [-1, 2 ** 32, 1.5, "7", true]) {
      expect400(await post({ ...base, maxNumBatch: value }), "ErrParamValidationFailed", 1, "maxNumBatch")
    }
  })

  it("the earlier revision's body refuses it as an unknown field, and does not show it", async () => {
    const spec = limited(46n, 0)
    expect400(
      await node.post("/earlier/transactions-pool", signedBody(spec)),
      "ErrParamValidationFailed",
      1,
      `unknown body field "maxNumBatch"`
    )
    const accepted = limited(47n, 90)
    expectAccepted(await post(signedBody(accepted)), idOf(accepted))
    const earlier = await node.request(`/earlier/transactions-pool/${idOf(accepted)}`)
    expect(earlier.status, earlier.text).toBe(200)
    expect("maxNumBatch" in record(earlier.body)).toBe(false)
  })
})

describe("malformed bodies: 400 ErrParamValidationFailed (code 1) naming the field", () => {
  const base = bodyWithSignature(transfer(3n))
  const cases: ReadonlyArray<readonly [string, Body | string, string]> = [
    [
      "the anchor's field name toHezEthereumAddress",
      { ...base, toHezEthereumAddress: null },
      `unknown body field "toHezEthereumAddress"`
    ],
    ["a field in another case (toBJJ)", { ...base, toBJJ: null }, `unknown body field "toBJJ"`],
    ["a state", { ...base, state: "pend" }, `unknown body field "state"`],
    ...["id", "type", "tokenId", "fromAccountIndex", "amount", "fee", "nonce", "signature"].map(
      (field) => [`no ${field}`, without(base, field), `missing body field "${field}"`] as const
    ),
    ["tokenId as a string", { ...base, tokenId: "0" }, `body field "tokenId"`],
    ["tokenId above 2^32 − 1", { ...base, tokenId: 4294967296 }, `body field "tokenId"`],
    ["amount as a number", { ...base, amount: 1000 }, `body field "amount"`],
    ["a negative amount", { ...base, amount: "-1000" }, `body field "amount"`],
    ["an amount in exponent notation", { ...base, amount: "1e3" }, `body field "amount"`],
    ["an empty amount", { ...base, amount: "" }, `body field "amount"`],
    ["fee as a string", { ...base, fee: "0" }, `body field "fee"`],
    ["a fractional fee", { ...base, fee: 1.5 }, `body field "fee"`],
    ["fee 257", { ...base, fee: 257 }, `body field "fee"`],
    ["a negative fee", { ...base, fee: -1 }, `body field "fee"`],
    ["nonce as a string", { ...base, nonce: "3" }, `body field "nonce"`],
    ["a negative nonce", { ...base, nonce: -1 }, `body field "nonce"`],
    ["type Deposit (not an L2 type)", { ...base, type: "Deposit" }, `body field "type"`],
    ["type null", { ...base, type: null }, `body field "type"`],
    ["an id of 12 bytes (the old format)", { ...base, id: "0x020000000001000000000006" }, `body field "id"`],
    ["an id without 0x", { ...base, id: String(base["id"]).slice(2) + "00" }, `body field "id"`],
    ["an id with a non-hex character", { ...base, id: "0x" + "g".repeat(66) }, `body field "id"`],
    ["a signature of 127 hex characters", { ...base, signature: BAD_SIGNATURE.slice(1) }, `body field "signature"`],
    ["a signature of 130 hex characters", { ...base, signature: BAD_SIGNATURE + "ab" }, `body field "signature"`],
    ["a signature with 0x", { ...base, signature: "0x" + BAD_SIGNATURE.slice(2) }, `body field "signature"`],
    [
      "a signature with a non-hex character",
      { ...base, signature: "z" + BAD_SIGNATURE.slice(1) },
      `body field "signature"`
    ],
    ["a fromAccountIndex without zk:", { ...base, fromAccountIndex: "ETH:256" }, `body field "fromAccountIndex"`],
    ["a fromAccountIndex with hez:", { ...base, fromAccountIndex: "hez:ETH:256" }, `body field "fromAccountIndex"`],
    ["a negative account index", { ...base, fromAccountIndex: "zk:ETH:-1" }, `body field "fromAccountIndex"`],
    [
      "an account index with a leading zero",
      { ...base, fromAccountIndex: "zk:ETH:0256" },
      `body field "fromAccountIndex"`
    ],
    ["an account index without symbol", { ...base, fromAccountIndex: "zk::256" }, `body field "fromAccountIndex"`],
    ["a toAccountIndex as a number", { ...base, toAccountIndex: 257 }, `body field "toAccountIndex"`],
    ["a toAccountIndex without index", { ...base, toAccountIndex: "zk:ETH:" }, `body field "toAccountIndex"`],
    [
      "an address without zk:",
      { ...base, toAccountIndex: null, toZkEthereumAddress: W5.ethAddress },
      `body field "toZkEthereumAddress"`
    ],
    [
      "an address with hez:",
      { ...base, toAccountIndex: null, toZkEthereumAddress: `hez:${W5.ethAddress}` },
      `body field "toZkEthereumAddress"`
    ],
    [
      "an address of 39 hex characters",
      { ...base, toAccountIndex: null, toZkEthereumAddress: `zk:${W5.ethAddress.slice(0, 41)}` },
      `body field "toZkEthereumAddress"`
    ],
    [
      "a BJJ key with a wrong checksum",
      { ...base, toBjj: badChecksum(encodeBjj(W6.bjjPublicKey)) },
      `body field "toBjj"`
    ],
    ["a BJJ key with hez:", { ...base, toBjj: "hez:" + encodeBjj(W6.bjjPublicKey).slice(3) }, `body field "toBjj"`],
    ["a BJJ key of 43 characters", { ...base, toBjj: encodeBjj(W6.bjjPublicKey).slice(0, 46) }, `body field "toBjj"`],
    ["a requestTokenId as a string", { ...base, requestTokenId: "1" }, `body field "requestTokenId"`],
    ["a requestAmount as a number", { ...base, requestAmount: 1 }, `body field "requestAmount"`],
    ["invalid JSON", "{", "body"],
    ["a JSON array", "[]", "body"],
    ["JSON null", "null", "body"],
    ["a JSON string", JSON.stringify(base["id"]), "body"]
  ]
  for (const [name, body, fragment] of cases) {
    it(`${name}`, async () => {
      expect400(await post(body), "ErrParamValidationFailed", 1, fragment)
    })
  }

  it("the checksum rule is named for a BJJ key whose checksum byte is wrong", async () => {
    expect400(
      await post({ ...base, toBjj: badChecksum(encodeBjj(W6.bjjPublicKey)) }),
      "ErrParamValidationFailed",
      1,
      "checksum"
    )
  })
})

/** The wire key with its checksum byte (the last of 33) changed. */
function badChecksum(wire: string): string {
  const bytes = Buffer.from(wire.slice(3), "base64url")
  bytes[32] = (bytes[32]! + 1) & 0xff
  return "zk:" + bytes.toString("base64url")
}

describe("type and id: 400 ErrInvalidTxTypeOrTxID (code 6)", () => {
  /** A body with the spec's own id, the given type and a signature that is never reached. */
  const typed = (spec: TxSpec, type: string) => wireBody(spec, { id: idOf(spec), type, signature: BAD_SIGNATURE })
  const someId = idOf(transfer(99n))
  const cases: ReadonlyArray<readonly [string, Body, ReadonlyArray<string>]> = [
    ["type Exit for a transfer destination", typed(transfer(3n), "Exit"), [`"type"`, "Exit", "Transfer"]],
    [
      "type TransferToEthAddr for a transfer destination",
      typed(transfer(3n), "TransferToEthAddr"),
      [`"type"`, "Transfer"]
    ],
    ["type Transfer for an exit", typed(exit(4n), "Transfer"), [`"type"`, "Exit"]],
    [
      "toAccountIndex with toBjj",
      typed(transfer(3n, { toBjj: encodeBjj(W6.bjjPublicKey) }), "Transfer"),
      [`"toAccountIndex"`, `"toBjj"`]
    ],
    [
      "toAccountIndex with toZkEthereumAddress",
      typed(transfer(3n, { toZkEthereumAddress: `zk:${W5.ethAddress}` }), "Transfer"),
      [`"toAccountIndex"`, `"toZkEthereumAddress"`]
    ],
    [
      "toBjj without an address",
      typed({ ...toBjj(6n), toZkEthereumAddress: null }, "TransferToBJJ"),
      [`"toBjj"`, `"toZkEthereumAddress"`, FF_ADDRESS]
    ],
    [
      "toBjj with an address other than the FF one",
      typed({ ...toBjj(6n), toZkEthereumAddress: `zk:${W5.ethAddress}` }, "TransferToBJJ"),
      [`"toBjj"`, FF_ADDRESS]
    ],
    [
      "toBjj the empty key",
      typed({ ...toBjj(6n), toBjj: encodeBjj(EMPTY_BJJ) }, "TransferToBJJ"),
      [`"toBjj"`, "empty"]
    ],
    [
      "a TransferToEthAddr to the FF address",
      typed(toEthAddr(5n, { toZkEthereumAddress: FF_ZK_ADDRESS }), "TransferToEthAddr"),
      [`"toZkEthereumAddress"`, "TransferToBJJ"]
    ],
    [
      "a TransferToEthAddr to the zero address",
      typed(toEthAddr(5n, { toZkEthereumAddress: "zk:0x" + "0".repeat(40) }), "TransferToEthAddr"),
      [`"toZkEthereumAddress"`, "zero"]
    ],
    [
      "toAccountIndex zk:ETH:5 (a reserved index)",
      typed(transfer(3n, { toAccountIndex: "zk:ETH:5" }), "Transfer"),
      [`"toAccountIndex"`, "zk:ETH:5"]
    ],
    [
      "toAccountIndex zk:HEZ:1 for an ETH exit (the exit index with another token's symbol)",
      typed(transfer(3n, { toAccountIndex: "zk:HEZ:1" }), "Exit"),
      [`"toAccountIndex"`, "zk:HEZ:1", "an exit goes to zk:EXIT:1 or zk:ETH:1"]
    ],
    [
      "no destination",
      typed(transfer(3n, { toAccountIndex: null }), "Transfer"),
      [`"toAccountIndex"`, `"toZkEthereumAddress"`, `"toBjj"`]
    ],
    [
      "an id that is not the transaction's",
      { ...bodyWithSignature(transfer(3n)), id: someId },
      [`"id"`, someId, idOf(transfer(3n))]
    ],
    [
      "fee selector 256 (no table entry)",
      wireBody(transfer(3n, { fee: 256 }), { id: someId, type: "Transfer", signature: BAD_SIGNATURE }),
      ["fee selector 256"]
    ],
    [
      "a nonce of 2^40 (wider than the id's 40 bits)",
      wireBody(transfer(2n ** 40n), { id: someId, type: "Transfer", signature: BAD_SIGNATURE }),
      ["nonce", (2n ** 40n).toString()]
    ]
  ]
  for (const [name, body, fragments] of cases) {
    it(name, async () => {
      expect400(await post(body), "ErrInvalidTxTypeOrTxID", 6, ...fragments)
    })
  }
})

describe("amounts Float40 cannot represent: 400 ErrInvalidFloat40Amount (code 31) naming the field and the value", () => {
  /** A transfer body with `patch` applied, a wrong id and a signature that are never reached. */
  const unrepresentable = (patch: Partial<TxSpec>, extra: Body = {}) => ({
    ...wireBody(transfer(3n, patch), { id: idOf(transfer(99n)), type: "Transfer", signature: BAD_SIGNATURE }),
    ...extra
  })
  const cases: ReadonlyArray<readonly [string, Body, ReadonlyArray<string>]> = [
    [
      "an amount whose significant digits need more than 35 bits",
      unrepresentable({ amount: 99223344556573838487575n }),
      [`"amount"`, "99223344556573838487575", "35 bits"]
    ],
    [
      "2^35 (the first amount that needs 36 bits and has no trailing zero)",
      unrepresentable({ amount: 2n ** 35n }),
      [`"amount"`, (2n ** 35n).toString()]
    ],
    [
      "an amount above the largest Float40 amount (10^45)",
      unrepresentable({ amount: 10n ** 45n }),
      [`"amount"`, (10n ** 45n).toString(), "largest"]
    ],
    [
      "the largest Float40 amount + 1",
      unrepresentable({ amount: 343597383670000000000000000000000000000001n }),
      [`"amount"`, "343597383670000000000000000000000000000001"]
    ],
    [
      "a requestAmount Float40 cannot represent",
      unrepresentable({}, { requestAmount: "99223344556573838487575" }),
      [`"requestAmount"`, "99223344556573838487575"]
    ]
  ]
  for (const [name, body, fragments] of cases) {
    it(name, async () => {
      const message = expect400(await post(body), "ErrInvalidFloat40Amount", 31, "Float40", ...fragments)
      expect(message).not.toContain("transaction id")
    })
  }

  it("the largest Float40 amount and one with 35 significant bits followed by 31 zeros are representable (fee overflow comes next)", async () => {
    expect400(
      await post(bodyWithSignature(transfer(3n, { amount: 343597383670000000000000000000000000000000n, fee: 191 }))),
      "ErrFeeOverflow",
      7
    )
    expect400(
      await post(bodyWithSignature(transfer(3n, { amount: (2n ** 35n - 1n) * 10n ** 31n, fee: 255 }))),
      "ErrFeeOverflow",
      7
    )
  })

  it("an amount of 60 000 digits (a body under the size limit) is rejected without work per digit (within a small multiple of an ordinary bad amount's time), named by its length", async () => {
    // "1" followed by 60 000 zeros: not Float40 (exponent far above 31). Rejecting it must not take
    // a division per digit, or one request of 60 KB holds the event loop for seconds, orders of magnitude
    // longer than an ordinary bad amount's answer (reading and parsing the longer body cost a small multiple).
    const huge = { ...bodyWithSignature(transfer(3n)), amount: "1" + "0".repeat(60_000) }
    const ordinary = unrepresentable({ amount: 99223344556573838487575n })
    const message = expect400(await post(huge), "ErrInvalidFloat40Amount", 31, `"amount"`, "60001 digits", "Float40")
    expect(message.length).toBeLessThan(300)
    expect400(await post(ordinary), "ErrInvalidFloat40Amount", 31, "99223344556573838487575")
    // Each timed in turn on the same machine, the fastest of each compared: a pause of the process slows one
    // round, not every one.
    const fastest = { huge: Number.POSITIVE_INFINITY, ordinary: Number.POSITIVE_INFINITY }
    for (let round = 0; round < 5; round++) {
      fastest.ordinary = Math.min(fastest.ordinary, await answerMillis(ordinary))
      fastest.huge = Math.min(fastest.huge, await answerMillis(huge))
    }
    expect(fastest.huge, `fastest answers: ${JSON.stringify(fastest)} ms`).toBeLessThan(50 * fastest.ordinary)
  })
})

describe("fee overflow: 400 ErrFeeOverflow (code 7)", () => {
  const cases: ReadonlyArray<readonly [string, TxSpec]> = [
    ["10^20 with selector 254 (10^20 · 2^62 ≥ 2^128)", transfer(3n, { amount: 10n ** 20n, fee: 254 })],
    ["10^20 with selector 255", transfer(3n, { amount: 10n ** 20n, fee: 255 })],
    [
      "the largest Float40 amount with selector 191",
      transfer(3n, { amount: 343597383670000000000000000000000000000000n, fee: 191 })
    ]
  ]
  for (const [name, spec] of cases) {
    it(`${name}; the amounts are Float40-representable`, async () => {
      expect400(
        await post(bodyWithSignature(spec)),
        "ErrFeeOverflow",
        7,
        "128 bits",
        `fee selector ${spec.fee}`,
        spec.amount.toString()
      )
    })
  }
})

describe("sender account, token and nonce", () => {
  it("an unknown sender is 400 ErrGettingSenderAccount (code 8)", async () => {
    expect400(
      await post(bodyWithSignature(transfer(3n, { fromAccountIndex: "zk:ETH:999" }))),
      "ErrGettingSenderAccount",
      8,
      "zk:ETH:999"
    )
  })

  it("a tokenId other than the sender's token is 400 ErrAccountTokenNotEqualTxToken (code 9)", async () => {
    expect400(
      await post(bodyWithSignature(transfer(3n, { tokenId: 1 }))),
      "ErrAccountTokenNotEqualTxToken",
      9,
      `"tokenId"`,
      "zk:ETH:256",
      "ETH"
    )
  })

  it("a fromAccountIndex written with another token's symbol is 400 ErrParamValidationFailed (code 1)", async () => {
    expect400(
      await post(bodyWithSignature(transfer(3n, { fromAccountIndex: "zk:HEZ:256" }))),
      "ErrParamValidationFailed",
      1,
      `"fromAccountIndex"`,
      "HEZ",
      "ETH"
    )
  })

  for (const nonce of [2n, 0n]) {
    it(`nonce ${nonce}, below the account's nonce 3, is 400 ErrInvalidNonce (code 10)`, async () => {
      expect400(await post(bodyWithSignature(transfer(nonce))), "ErrInvalidNonce", 10, `"nonce"`, `${nonce}`, "nonce 3")
    })
  }
})

describe("signature: 400 ErrInvalidSignature (code 11)", () => {
  const spec = transfer(12n)
  const valid = () => String(signedBody(spec)["signature"])
  /** The signature with S replaced by f(S) (S: the last 32 bytes, little-endian). */
  const withS = (signature: string, f: (s: bigint) => bigint) => {
    const s = BigInt("0x" + Buffer.from(signature.slice(64), "hex").reverse().toString("hex"))
    return signature.slice(0, 64) + Buffer.from(f(s).toString(16).padStart(64, "0"), "hex").reverse().toString("hex")
  }
  const cases: ReadonlyArray<readonly [string, () => string]> = [
    ["the signature of another transaction", () => signatureOf(transfer(13n), walletSigner(1))],
    ["a signature by another key (wallet 2's)", () => signatureOf(spec, walletSigner(2))],
    ["a signature made for chainId 1", () => signatureOf(spec, walletSigner(1, 1))],
    ["a signature made for chainId 0 (what old clients used)", () => signatureOf(spec, walletSigner(1, 0))],
    ["a signature with one bit of S flipped", () => withS(valid(), (s) => s ^ 1n)],
    [
      "a signature with S + l (non-canonical, rejected as circomlib does)",
      () => withS(valid(), (s) => s + SUBGROUP_ORDER)
    ],
    ["a signature of zeros", () => "0".repeat(128)],
    ["a signature of ones (R8 not a field element)", () => "f".repeat(128)]
  ]
  for (const [name, signature] of cases) {
    it(name, async () => {
      expect400(
        await post(bodyWithSignature(spec, signature())),
        "ErrInvalidSignature",
        11,
        "signature",
        FROM,
        encodeBjj(W1.bjjPublicKey),
        "chain 1337"
      )
    })
  }

  it("the valid signature of that transaction is accepted (the cases above differ only in the signature)", async () => {
    expectAccepted(await post(signedBody(spec)), idOf(spec))
  })
})

describe("receiver and exit amount", () => {
  it("a transfer to an unknown account is 400 ErrGettingReceiverAccount (code 12)", async () => {
    expect400(
      await post(signedBody(transfer(20n, { toAccountIndex: "zk:ETH:300" }))),
      "ErrGettingReceiverAccount",
      12,
      "zk:ETH:300"
    )
  })

  it("a transfer to an account of another token is 400 ErrAccountTokenNotEqualTxToken (code 9)", async () => {
    expect400(
      await post(signedBody(transfer(21n, { toAccountIndex: "zk:HEZ:258" }))),
      "ErrAccountTokenNotEqualTxToken",
      9,
      "receiver",
      "zk:HEZ:258",
      "HEZ"
    )
  })

  it("a toAccountIndex written with another token's symbol is 400 ErrParamValidationFailed (code 1)", async () => {
    expect400(
      await post(signedBody(transfer(22n, { toAccountIndex: "zk:HEZ:257" }))),
      "ErrParamValidationFailed",
      1,
      `"toAccountIndex"`,
      "HEZ",
      "ETH"
    )
  })

  it("an exit spelled zk:<symbol>:1 is the same transaction as zk:EXIT:1: its id, signature and a re-post", async () => {
    const spelled = { ...exit(41n), toAccountIndex: "zk:ETH:1" }
    expect(idOf(spelled)).toBe(idOf(exit(41n)))
    expect(signedBody(spelled)["signature"]).toBe(signedBody(exit(41n))["signature"])
    expectAccepted(await post(signedBody(spelled)), idOf(spelled))
    expectAccepted(await post(signedBody(exit(41n))), idOf(spelled))
    expectAccepted(await post(signedBody(spelled)), idOf(spelled))
    expect(record((await getTx(idOf(spelled))).body)["toAccountIndex"]).toBe("zk:EXIT:1")
  })

  it("a signed exit to another token's zk:<symbol>:1 is 400 ErrInvalidTxTypeOrTxID (code 6), nothing stored", async () => {
    const spec = { ...exit(42n), toAccountIndex: "zk:HEZ:1" }
    expect400(
      await post(signedBody(spec)),
      "ErrInvalidTxTypeOrTxID",
      6,
      `"toAccountIndex" zk:HEZ:1 is not a destination: an exit goes to zk:EXIT:1 or zk:ETH:1`
    )
    expect((await getTx(idOf(spec))).status).toBe(404)
  })

  it("an exit of amount 0 is 400 ErrExitAmount0 (code 5)", async () => {
    expect400(await post(signedBody(exit(23n, 0n))), "ErrExitAmount0", 5, "exit", "amount")
  })
})

describe("the order of the checks: a body failing several gets the earliest one's code", () => {
  const unknownSender = { fromAccountIndex: "zk:ETH:999" }
  const overflow = { amount: 10n ** 20n, fee: 255 }
  const cases: ReadonlyArray<readonly [string, Body, string, number, string]> = [
    [
      "schema + wrong id + unknown sender → schema",
      { ...bodyWithSignature(transfer(3n, unknownSender)), id: idOf(transfer(4n)), requestOffset: 1 },
      "ErrParamValidationFailed",
      1,
      "requestOffset"
    ],
    [
      "wrong type + wrong id + fee overflow + unknown sender → type",
      wireBody(transfer(3n, { ...unknownSender, ...overflow }), {
        id: idOf(transfer(4n)),
        type: "Exit",
        signature: BAD_SIGNATURE
      }),
      "ErrInvalidTxTypeOrTxID",
      6,
      `"type"`
    ],
    [
      "wrong id + fee overflow + unknown sender → id",
      { ...bodyWithSignature(transfer(3n, { ...unknownSender, ...overflow })), id: idOf(transfer(4n)) },
      "ErrInvalidTxTypeOrTxID",
      6,
      `"id"`
    ],
    [
      "wrong type + amount not Float40 → type",
      wireBody(transfer(3n, { amount: 99223344556573838487575n }), {
        id: idOf(transfer(4n)),
        type: "Exit",
        signature: BAD_SIGNATURE
      }),
      "ErrInvalidTxTypeOrTxID",
      6,
      `"type"`
    ],
    [
      "nonce too wide for the id + amount not Float40 → id (the id's other fields first)",
      wireBody(transfer(2n ** 40n, { amount: 99223344556573838487575n }), {
        id: idOf(transfer(4n)),
        type: "Transfer",
        signature: BAD_SIGNATURE
      }),
      "ErrInvalidTxTypeOrTxID",
      6,
      "nonce"
    ],
    [
      "amount not Float40 + wrong id + fee overflow + unknown sender → Float40 (no id exists to compare)",
      wireBody(transfer(3n, { ...unknownSender, amount: 99223344556573838487575n, fee: 255 }), {
        id: idOf(transfer(4n)),
        type: "Transfer",
        signature: BAD_SIGNATURE
      }),
      "ErrInvalidFloat40Amount",
      31,
      `"amount"`
    ],
    [
      "requestAmount not Float40 + fee overflow + unknown sender → Float40",
      {
        ...bodyWithSignature(transfer(3n, { ...unknownSender, ...overflow })),
        requestAmount: "99223344556573838487575"
      },
      "ErrInvalidFloat40Amount",
      31,
      `"requestAmount"`
    ],
    [
      "fee overflow + unknown sender + bad signature → fee overflow",
      bodyWithSignature(transfer(3n, { ...unknownSender, ...overflow })),
      "ErrFeeOverflow",
      7,
      "128 bits"
    ],
    [
      "unknown sender + another token + low nonce → sender",
      bodyWithSignature(transfer(0n, { ...unknownSender, tokenId: 1 })),
      "ErrGettingSenderAccount",
      8,
      "zk:ETH:999"
    ],
    [
      "another token + low nonce + bad signature → token",
      bodyWithSignature(transfer(0n, { tokenId: 1 })),
      "ErrAccountTokenNotEqualTxToken",
      9,
      `"tokenId"`
    ],
    [
      "low nonce + bad signature + unknown receiver → nonce",
      bodyWithSignature(transfer(0n, { toAccountIndex: "zk:ETH:300" })),
      "ErrInvalidNonce",
      10,
      `"nonce"`
    ],
    [
      "bad signature + unknown receiver → signature",
      bodyWithSignature(transfer(30n, { toAccountIndex: "zk:ETH:300" })),
      "ErrInvalidSignature",
      11,
      "signature"
    ],
    [
      "bad signature + receiver of another token → signature",
      bodyWithSignature(transfer(30n, { toAccountIndex: "zk:HEZ:258" })),
      "ErrInvalidSignature",
      11,
      "signature"
    ],
    ["bad signature + exit of 0 → signature", bodyWithSignature(exit(30n, 0n)), "ErrInvalidSignature", 11, "signature"]
  ]
  for (const [name, body, type, code, fragment] of cases) {
    it(name, async () => {
      expect400(await post(body), type, code, fragment)
    })
  }
})

describe("idempotency and duplicate ids", () => {
  it("posting the identical body again is 200 with the same id, and it is stored once", async () => {
    const spec = transfer(9n)
    const body = signedBody(spec)
    const id = idOf(spec)
    expectAccepted(await post(body), id)
    const first = record((await getTx(id)).body)
    expectAccepted(await post(body), id)
    expect(record((await getTx(id)).body)).toEqual(first)
    expect((await pendingIds()).filter((x) => x === id)).toEqual([id])
  })

  it("another valid transaction with the same id (same TxID fields, another destination, re-signed) is 400 ErrDuplicatedKey (code 2)", async () => {
    const spec = transfer(9n)
    const other = toEthAddr(9n)
    const id = idOf(spec)
    expect(idOf(other)).toBe(id)
    expectAccepted(await post(signedBody(spec)), id)
    const stored = record((await getTx(id)).body)
    expect(stored["type"]).toBe("Transfer")
    expect400(await post(signedBody(other)), "ErrDuplicatedKey", 2, id)
    expect(record((await getTx(id)).body)).toEqual(stored)
  })

  it("re-posting a transaction after it was forged is still 200 with its id; it stays forged", async () => {
    const spec: TxSpec = { fromAccountIndex: TO, toAccountIndex: FROM, tokenId: 0, amount: 100n, fee: 0, nonce: 0n }
    const body = signedBody(spec, walletSigner(2))
    const id = idOf(spec)
    expectAccepted(await post(body), id)
    await forgeSecondBatch(node, {
      l2Transactions: [
        {
          position: 0,
          type: "Transfer",
          fromIdx: AccountIdx.make(257),
          toIdx: AccountIdx.make(256),
          amount: 100n,
          fee: 0,
          nonce: Nonce.make(0n)
        }
      ],
      accountUpdates: [
        { idx: AccountIdx.make(257), nonce: Nonce.make(1n), balance: 10n ** 24n - 100n },
        { idx: AccountIdx.make(256), nonce: Nonce.make(3n), balance: 10n ** 24n + 100n }
      ]
    })
    expect(record((await getTx(id)).body)).toMatchObject({ state: "fged", batchNum: 2 })
    expectAccepted(await post(body), id)
    expect(record((await getTx(id)).body)).toMatchObject({ state: "fged", batchNum: 2 })
    // The account moved on: a new transaction at the forged nonce is now too low.
    expect400(await post(bodyWithSignature({ ...spec, amount: 200n })), "ErrInvalidNonce", 10, "nonce 1")
  })

  it("16 concurrent identical posts are all 200 with the same id, and one transaction is stored", async () => {
    const spec = transfer(10n)
    const body = signedBody(spec)
    const id = idOf(spec)
    const responses = await Promise.all(Array.from({ length: 16 }, () => post(body)))
    for (const response of responses) expectAccepted(response, id)
    expect((await pendingIds()).filter((x) => x === id)).toEqual([id])
  })

  it("concurrent posts of two different transactions with one id: one of them is stored, every post of the other is ErrDuplicatedKey", async () => {
    const a = signedBody(transfer(11n))
    const b = signedBody(toEthAddr(11n))
    const id = idOf(transfer(11n))
    const bodies = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? a : b))
    const responses = await Promise.all(bodies.map((body) => post(body)))
    const stored = record((await getTx(id)).body)
    const winner = stored["type"] === "Transfer" ? a : b
    responses.forEach((response, i) => {
      if (bodies[i] === winner) expectAccepted(response, id)
      else expect400(response, "ErrDuplicatedKey", 2, id)
    })
    expect((await pendingIds()).filter((x) => x === id)).toEqual([id])
  })
})

describe("transport and lookups", () => {
  const spec = transfer(14n)

  it("a body that is not application/json is 415 ErrUnsupportedMediaType (code 29) and is not stored", async () => {
    const body = JSON.stringify(signedBody(spec))
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await node.request("/transactions-pool", {
        method: "POST",
        body,
        headers: { "content-type": contentType }
      })
      expect(expectError(response, 415, "ErrUnsupportedMediaType", 29)).toContain("application/json")
    }
    expectError(await getTx(idOf(spec)), 404, "ErrNotFound", 4)
    const ok = await node.request("/transactions-pool", {
      method: "POST",
      body,
      headers: { "content-type": "application/json; charset=utf-8" }
    })
    expectAccepted(ok, idOf(spec))
  })

  it("a body over 64 KiB is 413 ErrPayloadTooLarge (code 28)", async () => {
    const response = await post({ ...bodyWithSignature(transfer(15n)), padding: "x".repeat(70_000) })
    expectError(response, 413, "ErrPayloadTooLarge", 28)
  })

  it("GET of an id not in the pool is 404 ErrNotFound (code 4) naming it; a malformed id is 400", async () => {
    const id = idOf(transfer(16n))
    expect(expectError(await getTx(id), 404, "ErrNotFound", 4)).toContain(id)
    expect400(await getTx("0x1234"), "ErrParamValidationFailed", 1, `path parameter "id"`)
    expect(await pendingIds()).not.toContain(id)
  })
})
