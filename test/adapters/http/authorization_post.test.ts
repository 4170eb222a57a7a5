/** `POST`/`GET /account-creation-authorization` in process: EIP-712 signatures of devnet wallets and the hermezjs and
 * Go vectors accepted and shown; bad signatures and bodies rejected with type and code; re-posts and duplicates. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { EMPTY_BJJ, encodeBjj } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { AUTHORIZATION_VECTORS, bjjFromBigEndianHex } from "../../core/signing/vectors.ts"
import { expect400, expectError } from "./expect_error.ts"
import { authorizationBody, authorizationSignature, DEVNET_DOMAIN, walletAddress } from "./signed_authorizations.ts"
import { record, type TestResponse } from "./web_client.ts"
import { startWriteNode, type WriteNode } from "./write_fixture.ts"

const PATH = "/account-creation-authorization"

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode()
})
afterAll(() => node.dispose())

const post = (body: unknown, target: WriteNode = node) => target.post(PATH, body)
const getAuthorization = (address: string, target: WriteNode = node) => target.request(`${PATH}/${address}`)

/** Asserts a 200 with an empty body. */
function expectEmptyOk(response: TestResponse): void {
  expect(response.status, response.text).toBe(200)
  expect(response.text).toBe("")
}

/** Replaces the last byte (v) of a `0x` + 130 hex signature. */
function withV(signature: string, v: number): string {
  return signature.slice(0, 130) + v.toString(16).padStart(2, "0")
}

/** The vectors' 4th entry is the hermezjs wallet test; its BJJ key is zk:sJNp… (hez:sJNp… in hermezjs). */
const HERMEZJS_VECTOR = AUTHORIZATION_VECTORS[3]!

describe("accepted authorizations", () => {
  it("a wallet's authorization of its key is 200 with no body; GET shows it (address checksummed, signature lower case)", async () => {
    const body = authorizationBody(2)
    const before = Date.now()
    // Sent with the address in lower case and the signature's hex in upper case.
    expectEmptyOk(
      await post({
        ...body,
        zkEthereumAddress: body.zkEthereumAddress.toLowerCase(),
        signature: "0x" + body.signature.slice(2).toUpperCase()
      })
    )
    const after = Date.now()
    const got = await getAuthorization(`zk:${walletAddress(2).toLowerCase()}`)
    expect(got.status, got.text).toBe(200)
    expect(got.headers.get("content-type")).toBe("application/json")
    const { timestamp, ...rest } = record(got.body)
    expect(rest).toEqual({
      zkEthereumAddress: `zk:${walletAddress(2)}`,
      bjj: encodeBjj(devnetWallet(2).bjjPublicKey),
      signature: body.signature.toLowerCase()
    })
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    const at = new Date(String(timestamp)).getTime()
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(after)
  })

  it("authorizing the empty key, even validly signed, is 400 ErrParamValidationFailed", async () => {
    const body = authorizationBody(4, { bjj: EMPTY_BJJ })
    expect400(await post(body), "ErrParamValidationFailed", 1, "empty key")
    expectError(await getAuthorization(body.zkEthereumAddress), 404, "ErrNotFound", 4)
  })

  it("a wallet may authorize a key that is not its own BabyJubJub key", async () => {
    const body = authorizationBody(3, { bjj: devnetWallet(9).bjjPublicKey })
    expectEmptyOk(await post(body))
    expect(record((await getAuthorization(body.zkEthereumAddress)).body)["bjj"]).toBe(
      encodeBjj(devnetWallet(9).bjjPublicKey)
    )
  })

  it("the hermezjs vector (eth key 0x…01, bjj zk:sJNp…, chainId 1337, the local rollup contract) is accepted", async () => {
    expect(HERMEZJS_VECTOR.chainId).toBe(DEVNET_DOMAIN.chainId)
    expect(HERMEZJS_VECTOR.verifyingContract).toBe(LOCAL_NETWORK.contracts.rollup)
    const body = {
      zkEthereumAddress: "zk:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf",
      bjj: "zk:sJNpdJ3RrRLHc3Ou5P4e69QiEH_vm58aGW0SE3zzXaBy",
      signature: HERMEZJS_VECTOR.signature
    }
    expect(encodeBjj(bjjFromBigEndianHex(HERMEZJS_VECTOR.bjjBigEndianHex))).toBe(body.bjj)
    expectEmptyOk(await post(body))
    const got = await getAuthorization(body.zkEthereumAddress)
    expect(got.status, got.text).toBe(200)
    expect(record(got.body)).toMatchObject(body)
  })

  for (const vector of AUTHORIZATION_VECTORS.slice(0, 3)) {
    it(`${vector.name}: accepted by a node configured with chain ${vector.chainId} and contract ${vector.verifyingContract}, rejected by the default node`, async () => {
      const configured = await startWriteNode(undefined, {
        ...DEFAULT_APP_SETTINGS,
        chainId: vector.chainId,
        contracts: { ...LOCAL_NETWORK.contracts, rollup: vector.verifyingContract }
      })
      try {
        const body = {
          zkEthereumAddress: `zk:${vector.address}`,
          bjj: encodeBjj(bjjFromBigEndianHex(vector.bjjBigEndianHex)),
          signature: vector.signature
        }
        expect400(await post(body), "ErrInvalidSignature", 11, vector.address)
        expectEmptyOk(await post(body, configured))
        expect(record((await getAuthorization(body.zkEthereumAddress, configured)).body)).toMatchObject(body)
      } finally {
        await configured.dispose()
      }
    })
  }

  it("the domain name comes from the configuration (NETWORK_NAME): a node named otherwise rejects the hermezjs vector", async () => {
    const renamed = await startWriteNode(undefined, { ...DEFAULT_APP_SETTINGS, networkName: "Other Network" })
    try {
      const body = {
        zkEthereumAddress: "zk:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf",
        bjj: "zk:sJNpdJ3RrRLHc3Ou5P4e69QiEH_vm58aGW0SE3zzXaBy",
        signature: HERMEZJS_VECTOR.signature
      }
      expect400(await post(body, renamed), "ErrInvalidSignature", 11, "Other Network")
      expectEmptyOk(await post(authorizationBody(4, { domain: { name: "Other Network" } }), renamed))
    } finally {
      await renamed.dispose()
    }
  })
})

describe("rejected signatures: 400 ErrInvalidSignature (code 11)", () => {
  const wallet = 5
  const own = authorizationBody(wallet)
  const cases: ReadonlyArray<readonly [string, () => string, ReadonlyArray<string>]> = [
    [
      "signed by another address",
      () => authorizationBody(wallet, { signerWallet: 6 }).signature,
      [`signed by ${walletAddress(6)}`]
    ],
    [
      "signed for another chain (1)",
      () => authorizationBody(wallet, { domain: { chainId: 1 } }).signature,
      ["chain 1337"]
    ],
    [
      "signed for another rollup contract",
      () => authorizationBody(wallet, { domain: { verifyingContract: checksum("0x" + "ab".repeat(20)) } }).signature,
      [LOCAL_NETWORK.contracts.rollup]
    ],
    [
      "signed for another key",
      () => authorizationSignature(wallet, devnetWallet(7).bjjPublicKey, DEVNET_DOMAIN),
      [own.bjj]
    ],
    [
      "signed under another domain name",
      () => authorizationBody(wallet, { domain: { name: "Hermez" } }).signature,
      ["Hermez Network"]
    ],
    ["v = 0 (27/28 expected)", () => withV(own.signature, 0), ["no signer"]],
    ["v = 1 (27/28 expected)", () => withV(own.signature, 1), ["no signer"]],
    ["v = 29", () => withV(own.signature, 29), ["no signer"]],
    ["r = 0", () => "0x" + "00".repeat(32) + own.signature.slice(66), ["no signer"]],
    ["all zeros", () => "0x" + "00".repeat(65), ["no signer"]]
  ]
  for (const [name, signature, fragments] of cases) {
    it(name, async () => {
      expect400(
        await post({ ...own, signature: signature() }),
        "ErrInvalidSignature",
        11,
        `zk:${walletAddress(wallet)}`,
        "signature",
        ...fragments
      )
      expectError(await getAuthorization(own.zkEthereumAddress), 404, "ErrNotFound", 4)
    })
  }

  it("the wallet's own signature is then accepted (the cases above differ only in the signature)", async () => {
    expectEmptyOk(await post(own))
  })
})

describe("malformed bodies: 400 ErrParamValidationFailed (code 1) naming the field", () => {
  const base = authorizationBody(8)
  const key = base.bjj
  const badChecksum = (() => {
    const bytes = Buffer.from(key.slice(3), "base64url")
    bytes[32] = (bytes[32]! + 1) & 0xff
    return "zk:" + bytes.toString("base64url")
  })()
  const cases: ReadonlyArray<readonly [string, unknown, string]> = [
    ["a signature of 64 bytes", { ...base, signature: base.signature.slice(0, 130) }, `body field "signature"`],
    ["a signature of 66 bytes", { ...base, signature: base.signature + "00" }, `body field "signature"`],
    ["a signature without 0x", { ...base, signature: base.signature.slice(2) + "00" }, `body field "signature"`],
    [
      "a signature with a non-hex character",
      { ...base, signature: "0x" + "g" + base.signature.slice(3) },
      `body field "signature"`
    ],
    ["an address without zk:", { ...base, zkEthereumAddress: walletAddress(8) }, `body field "zkEthereumAddress"`],
    [
      "an address with hez:",
      { ...base, zkEthereumAddress: `hez:${walletAddress(8)}` },
      `body field "zkEthereumAddress"`
    ],
    [
      "an address of 41 hex characters",
      { ...base, zkEthereumAddress: `${base.zkEthereumAddress}0` },
      `body field "zkEthereumAddress"`
    ],
    ["a key with a wrong checksum", { ...base, bjj: badChecksum }, `body field "bjj"`],
    ["a key with hez:", { ...base, bjj: "hez:" + key.slice(3) }, `body field "bjj"`],
    ["a key in hex", { ...base, bjj: devnetWallet(8).bjjPublicKey }, `body field "bjj"`],
    ["no signature", { zkEthereumAddress: base.zkEthereumAddress, bjj: base.bjj }, `missing body field "signature"`],
    ["no address", { bjj: base.bjj, signature: base.signature }, `missing body field "zkEthereumAddress"`],
    ["no key", { zkEthereumAddress: base.zkEthereumAddress, signature: base.signature }, `missing body field "bjj"`],
    [
      "the anchor's field name hezEthereumAddress",
      { hezEthereumAddress: base.zkEthereumAddress, bjj: base.bjj, signature: base.signature },
      `unknown body field "hezEthereumAddress"`
    ],
    ["an extra field", { ...base, timestamp: "2026-01-01T00:00:00Z" }, `unknown body field "timestamp"`],
    ["a signature as a number", { ...base, signature: 1 }, `body field "signature"`],
    ["invalid JSON", "{", "body"],
    ["a JSON array", "[]", "body"]
  ]
  for (const [name, body, fragment] of cases) {
    it(name, async () => {
      expect400(await post(body), "ErrParamValidationFailed", 1, fragment)
    })
  }

  it("a body that is not application/json is 415 ErrUnsupportedMediaType (code 29)", async () => {
    const response = await node.request(PATH, {
      method: "POST",
      body: JSON.stringify(base),
      headers: { "content-type": "text/plain" }
    })
    expectError(response, 415, "ErrUnsupportedMediaType", 29)
    expectError(await getAuthorization(base.zkEthereumAddress), 404, "ErrNotFound", 4)
  })
})

describe("re-posts and duplicates", () => {
  it("the identical authorization posted again is 200, and GET still shows the first", async () => {
    const body = authorizationBody(10)
    expectEmptyOk(await post(body))
    const first = record((await getAuthorization(body.zkEthereumAddress)).body)
    expectEmptyOk(await post(body))
    expect(record((await getAuthorization(body.zkEthereumAddress)).body)).toEqual(first)
  })

  it("another key for an address that has one, validly signed, is 400 ErrDuplicatedKey (code 2); the first stays", async () => {
    const body = authorizationBody(11)
    expectEmptyOk(await post(body))
    const first = record((await getAuthorization(body.zkEthereumAddress)).body)
    const other = authorizationBody(11, { bjj: devnetWallet(12).bjjPublicKey })
    expect400(await post(other), "ErrDuplicatedKey", 2, `zk:${walletAddress(11)}`, body.bjj)
    expect(record((await getAuthorization(body.zkEthereumAddress)).body)).toEqual(first)
  })

  it("another key for an address that has one, with a bad signature, is ErrInvalidSignature (the signature is checked first)", async () => {
    const body = authorizationBody(11)
    const other = { ...body, bjj: encodeBjj(devnetWallet(12).bjjPublicKey) }
    expect400(await post(other), "ErrInvalidSignature", 11, `zk:${walletAddress(11)}`)
  })

  it("the same address and key with a signature that does not verify is 400 ErrInvalidSignature, not an identical re-post", async () => {
    const body = authorizationBody(13)
    expectEmptyOk(await post(body))
    for (const signature of [
      authorizationBody(13, { signerWallet: 14 }).signature,
      withV(body.signature, 29),
      "0x" + "11".repeat(65)
    ]) {
      expect400(await post({ ...body, signature }), "ErrInvalidSignature", 11, `zk:${walletAddress(13)}`)
    }
    expect(record((await getAuthorization(body.zkEthereumAddress)).body)["signature"]).toBe(body.signature)
  })

  it("16 concurrent identical posts are all 200", async () => {
    const body = authorizationBody(15)
    const responses = await Promise.all(Array.from({ length: 16 }, () => post(body)))
    for (const response of responses) expectEmptyOk(response)
    expect(record((await getAuthorization(body.zkEthereumAddress)).body)).toMatchObject(body)
  })

  it("concurrent posts of two keys for one address: one key is stored, every post of the other is ErrDuplicatedKey", async () => {
    const a = authorizationBody(16)
    const b = authorizationBody(16, { bjj: devnetWallet(17).bjjPublicKey })
    const bodies = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? a : b))
    const responses = await Promise.all(bodies.map((body) => post(body)))
    const stored = record((await getAuthorization(a.zkEthereumAddress)).body)
    const winner = stored["bjj"] === a.bjj ? a : b
    expect(stored).toMatchObject(winner)
    responses.forEach((response, i) => {
      if (bodies[i] === winner) expectEmptyOk(response)
      else expect400(response, "ErrDuplicatedKey", 2, `zk:${walletAddress(16)}`)
    })
  })
})

describe("GET /account-creation-authorization/{zkEthereumAddress}", () => {
  it("an address without an authorization is 404 ErrNotFound (code 4) naming it", async () => {
    const address = checksum("0x" + "12".repeat(20))
    expect(expectError(await getAuthorization(`zk:${address}`), 404, "ErrNotFound", 4)).toContain(address)
  })

  it("a malformed address is 400 ErrParamValidationFailed naming the path parameter", async () => {
    expect400(
      await getAuthorization(walletAddress(2)),
      "ErrParamValidationFailed",
      1,
      `path parameter "zkEthereumAddress"`
    )
    expect400(await getAuthorization("zk:0x1234"), "ErrParamValidationFailed", 1, `path parameter "zkEthereumAddress"`)
  })
})
