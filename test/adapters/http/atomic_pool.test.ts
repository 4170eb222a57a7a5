/** `POST /atomic-pool` and `GET /atomic-pool/{atomicGroupId}` on a test node of each storage, with groups signed by
 * devnet wallets' keys: a swap and a ring accepted and read back, every refusal of the endpoint (codes 18–22) with its code and type,
 * a member's own error naming it, request fields replaced from the member requested, retries (also once forged), a
 * taken id, the typed client, a requester posted alone paired in the pool, and the earlier revision without the routes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Error400Atomic } from "../../../adapters/http/api/error_schemas.ts"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import { webHandler } from "../../../app/server.ts"
import {
  type AtomicGroupFault,
  type AtomicMemberSpec,
  makeTestNode,
  numberedWallet,
  signedAtomicGroup,
  type TestAnswer,
  type TestNode
} from "../../../app/testing/mod.ts"
import { type Layer, Schema } from "effect"
import type { Account } from "../../../core/domain/account.ts"
import { EXIT_IDX } from "../../../core/domain/account_index.ts"
import { PostAtomicGroup } from "../../../core/domain/atomic_group_post.ts"
import type { Token } from "../../../core/domain/token.ts"
import { atomicGroupId } from "../../../core/ledger/atomic_group_id.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, embeddedStorage, serverStorage } from "../sql/test_databases.ts"
import { expectError } from "./expect_error.ts"
import { FixtureStorage } from "./fixture.ts"
import { send } from "./web_client.ts"

const alice = numberedWallet(1)
const bob = numberedWallet(2)
const carol = numberedWallet(3)
const dave = numberedWallet(4)
const erin = numberedWallet(5)

/** The storages the endpoints run on: memory, the embedded PostgreSQL and, when `DATABASE_URL` names one, a server. */
const STORAGES: ReadonlyArray<readonly [string, Layer.Layer<StoragePorts, unknown, PoseidonHasher>]> = [
  ["memory", MemoryStorage.layer],
  ["embedded PostgreSQL", embeddedStorage],
  ...(DATABASE_URL === undefined ? [] : [["a PostgreSQL server", serverStorage(DATABASE_URL)] as const])
]

let node: TestNode
let eth: Token
let hez: Token
/** Alice's, Bob's and Carol's ETH accounts, and Alice's and Bob's HEZ accounts. */
let aliceEth: Account
let bobEth: Account
let carolEth: Account
let aliceHez: Account
let bobHez: Account
/** Dave's and Erin's ETH accounts, whose nonce 0 only the forging test uses (the others' groups start at nonce 1, so the
 * forger leaves them waiting). */
let daveEth: Account
let erinEth: Account

/** Each test's transactions take nonces of their own, so the groups of one test never touch another's. */
let nextNonce = 0n
function nonces(): bigint {
  nextNonce += 1n
  return nextNonce
}

/** A swap: Alice gives Bob `amount` ETH, Bob gives Alice `amount` HEZ, each requesting the other. */
function swap(amount = 1000n, nonce = nonces()): ReadonlyArray<AtomicMemberSpec> {
  return [
    { wallet: alice, from: aliceEth, toAccountIndex: bobEth.accountIndex, amount, nonce, requests: 1 },
    { wallet: bob, from: bobHez, toAccountIndex: aliceHez.accountIndex, amount, nonce, requests: 0 }
  ]
}

/** A ring: Alice pays Bob, Bob pays Carol, Carol pays Alice (ETH), each requesting the next (the last the first). */
function ring(amount = 2000n, nonce = nonces()): ReadonlyArray<AtomicMemberSpec> {
  return [
    { wallet: alice, from: aliceEth, toAccountIndex: bobEth.accountIndex, amount, nonce, requests: 1 },
    { wallet: bob, from: bobEth, toAccountIndex: carolEth.accountIndex, amount, nonce, requests: 2 },
    { wallet: carol, from: carolEth, toAccountIndex: aliceEth.accountIndex, amount, nonce, requests: 0 }
  ]
}

/** The group of `members` signed for the node's chain, with `fault`. */
function signed(members: ReadonlyArray<AtomicMemberSpec>, fault?: AtomicGroupFault) {
  return signedAtomicGroup(members, node.chainId, fault)
}

const post = (body: unknown) => node.post("/atomic-pool", body)
const decodeGroup = Schema.decodeUnknownSync(PostAtomicGroup)
const getGroup = (id: string) => node.get(`/atomic-pool/${id}`)

/** Asserts an error answer with exactly this status, type and code; returns its message. */
function refused(answer: TestAnswer, status: number, type: string, code: number): string {
  return expectError(
    { status: answer.status, headers: answer.headers, body: answer.body, text: JSON.stringify(answer.body) },
    status,
    type,
    code
  )
}

/** `value` as a JSON object. */
function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`not an object: ${value}`)
  return value as Record<string, unknown>
}

/** `value` as a JSON array of objects. */
function objectsOf(value: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) throw new Error(`not an array: ${JSON.stringify(value)}`)
  return value.map(objectOf)
}

describe.each(STORAGES)("on %s", (_, storage) => {
  beforeAll(async () => {
    node = await makeTestNode({ storage })
    nextNonce = 0n
    eth = await node.registerToken("ETH")
    hez = await node.registerToken("HEZ")
    aliceEth = await node.fund(alice, eth, 10n ** 20n)
    bobEth = await node.fund(bob, eth, 10n ** 20n)
    carolEth = await node.fund(carol, eth, 10n ** 20n)
    aliceHez = await node.fund(alice, hez, 10n ** 20n)
    bobHez = await node.fund(bob, hez, 10n ** 20n)
    daveEth = await node.fund(dave, eth, 10n ** 20n)
    erinEth = await node.fund(erin, eth, 10n ** 20n)
  })
  afterAll(() => node.close())

  describe("POST /atomic-pool accepts", () => {
    it("a two-member swap: 200 with the ids in order, each member pend in the group with the other's fields as its request", async () => {
      const group = signed(swap())
      const answer = await post(group.body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body).toEqual(group.ids)
      for (const [at, id] of group.ids.entries()) {
        const stored = objectOf((await node.get(`/transactions-pool/${id}`)).body)
        const other = group.body.transactions[1 - at]!
        expect(stored).toMatchObject({
          id,
          state: "pend",
          atomicGroupId: group.atomicGroupId,
          info: null,
          requestFromAccountIndex: other["fromAccountIndex"],
          requestToAccountIndex: other["toAccountIndex"],
          requestTokenId: other["tokenId"],
          requestAmount: other["amount"],
          requestFee: other["fee"],
          requestNonce: other["nonce"],
          requestToZkEthereumAddress: null,
          requestToBJJ: null
        })
      }
    })

    it("a three-member ring (the last member requesting the first, 2 places back)", async () => {
      const group = signed(ring())
      expect(group.body.transactions.map((tx) => tx["requestOffset"])).toEqual([1, 1, 6])
      const answer = await post(group.body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body).toEqual(group.ids)
    })

    it("a member's exit to zk:<its token's symbol>:1, as hermezjs spells it: stored and shown as zk:EXIT:1", async () => {
      const nonce = nonces()
      const group = signed([
        {
          wallet: alice,
          from: aliceEth,
          toAccountIndex: { symbol: eth.symbol, idx: EXIT_IDX },
          amount: 700n,
          nonce,
          requests: 1
        },
        { wallet: bob, from: bobHez, toAccountIndex: aliceHez.accountIndex, amount: 700n, nonce, requests: 0 }
      ])
      expect(group.body.transactions[0]!["toAccountIndex"]).toBe("zk:ETH:1")
      const answer = await post(group.body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(objectOf((await node.get(`/transactions-pool/${group.ids[0]}`)).body)).toMatchObject({
        type: "Exit",
        toAccountIndex: "zk:EXIT:1",
        atomicGroupId: group.atomicGroupId
      })
      expect((await post(group.body)).body).toEqual(group.ids)
      const other = signed([
        {
          wallet: alice,
          from: aliceEth,
          toAccountIndex: { symbol: hez.symbol, idx: EXIT_IDX },
          amount: 700n,
          nonce: nonces(),
          requests: 1
        },
        { wallet: bob, from: bobHez, toAccountIndex: aliceHez.accountIndex, amount: 700n, nonce: nonces(), requests: 0 }
      ])
      expect(refused(await post(other.body), 400, "ErrInvalidTxTypeOrTxID", 6)).toContain(
        "zk:HEZ:1 is not a destination: an exit goes to zk:EXIT:1 or zk:ETH:1"
      )
    })

    it("request fields sent beside requestOffset are replaced by the fields of the member it names", async () => {
      const group = signed(swap())
      const [first, second] = group.body.transactions
      const tampered = {
        ...group.body,
        transactions: [{ ...first, requestAmount: "1", requestNonce: 99, requestToAccountIndex: null }, second]
      }
      const answer = await post(tampered)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const stored = objectOf((await node.get(`/transactions-pool/${group.ids[0]}`)).body)
      expect(stored).toMatchObject({
        requestAmount: second!["amount"],
        requestNonce: second!["nonce"],
        requestToAccountIndex: second!["toAccountIndex"]
      })
    })

    it("the same group again (a retry, or a second coordinator's copy): 200 with the same ids, stored once", async () => {
      const group = signed(swap())
      expect((await post(group.body)).body).toEqual(group.ids)
      const again = await post(group.body)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body).toEqual(group.ids)
      expect(objectsOf((await getGroup(group.atomicGroupId)).body).map((tx) => tx["id"])).toEqual(group.ids)
    })

    it("the same group again once it is forged: 200 with the same ids, though its nonces are now used", async () => {
      const daveErin = (amount: bigint): ReadonlyArray<AtomicMemberSpec> => [
        { wallet: dave, from: daveEth, toAccountIndex: erinEth.accountIndex, amount, nonce: 0n, requests: 1 },
        { wallet: erin, from: erinEth, toAccountIndex: daveEth.accountIndex, amount, nonce: 0n, requests: 0 }
      ]
      const group = signed(daveErin(1500n))
      expect((await post(group.body)).body).toEqual(group.ids)
      const report = await node.forge()
      expect(report.forged).toEqual(group.ids)
      const members = objectsOf((await getGroup(group.atomicGroupId)).body)
      expect(members.map((tx) => tx["state"])).toEqual(["fged", "fged"])
      expect(members[0]!["batchNum"]).toBe(members[1]!["batchNum"])
      const again = await post(group.body)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body).toEqual(group.ids)
      // The nonces the forged group used are below the accounts' now: a new group with them is refused.
      const stale = signed(daveErin(1600n))
      expect(refused(await post(stale.body), 400, "ErrInvalidNonce", 10)).toMatch(/^transactions\[0\] \(0x02/u)
    })
  })

  describe("POST /atomic-pool refuses", () => {
    it("an atomicGroupId that is not keccak-256 of the ids in order (21), naming the right one", async () => {
      const group = signed(swap(), "wrongGroupId")
      const message = refused(await post(group.body), 400, "ErrInvalidAtomicGroupID", 21)
      expect(message).toMatch(/^invalid atomicGroupId: /u)
      expect(message).toContain(atomicGroupId(group.ids))
    })

    it("a single transaction (19), after the id's check", async () => {
      const group = signed(swap(), "singleTransaction")
      expect(refused(await post(group.body), 400, "ErrSingleTxInAtomicEndpoint", 19)).toMatch(
        /^to use the atomic-pool endpoint at least two transactions are required/u
      )
      const none = { atomicGroupId: atomicGroupId([]), transactions: [] }
      refused(await post(none), 400, "ErrSingleTxInAtomicEndpoint", 19)
      refused(await post({ ...none, atomicGroupId: group.atomicGroupId }), 400, "ErrInvalidAtomicGroupID", 21)
    })

    it("a requestOffset of 0 or absent (22, the anchor's not-atomic message) or above 7 (22)", async () => {
      const zero = signed(swap(), "zeroOffset")
      expect(refused(await post(zero.body), 400, "ErrFailedToFindOffsetToRelativePosition", 22)).toMatch(
        /^there is at least one transaction in the payload that could be forged without the others: transactions\[0\]/u
      )
      const [first, second] = zero.body.transactions
      const { requestOffset: _, ...absent } = first!
      refused(
        await post({ ...zero.body, transactions: [absent, second] }),
        400,
        "ErrFailedToFindOffsetToRelativePosition",
        22
      )
      refused(
        await post({ ...zero.body, transactions: [{ ...first, requestOffset: null }, second] }),
        400,
        "ErrFailedToFindOffsetToRelativePosition",
        22
      )
      const above = signed(swap(), "offsetAboveSeven")
      expect(refused(await post(above.body), 400, "ErrFailedToFindOffsetToRelativePosition", 22)).toMatch(
        /^invalid requestOffset\. Valid values goes from 0 to 7: transactions\[0\] .* has requestOffset 8$/u
      )
    })

    it("a requestOffset naming a place outside the array (20)", async () => {
      const group = signed(swap(), "offsetOutOfBounds")
      expect(refused(await post(group.body), 400, "ErrRqOffsetOutOfBounds", 20)).toMatch(
        /^one of the transactions requested another one outside the bounds of the provided array: transactions\[0\] .*−4/u
      )
    })

    it("members whose requests do not reach each other (18), saying how they split", async () => {
      // Alice and Bob request each other; Carol requests Alice, but no one requests Carol.
      const nonce = nonces()
      const group = signed([
        { wallet: alice, from: aliceEth, toAccountIndex: bobEth.accountIndex, amount: 700n, nonce, requests: 1 },
        { wallet: bob, from: bobEth, toAccountIndex: aliceEth.accountIndex, amount: 700n, nonce, requests: 0 },
        { wallet: carol, from: carolEth, toAccountIndex: aliceEth.accountIndex, amount: 700n, nonce, requests: 0 }
      ])
      const message = refused(await post(group.body), 400, "ErrTxsNotAtomic", 18)
      expect(message).toMatch(
        /^there is at least one transaction in the payload that could be forged without the others/u
      )
      expect(message).toContain("[0, 1]")
      expect(message).toContain("[2]")
      // Nothing was stored.
      expect((await getGroup(group.atomicGroupId)).status).toBe(404)
      for (const id of group.ids) expect((await node.get(`/transactions-pool/${id}`)).status).toBe(404)
    })

    it("a member failing a check of POST /transactions-pool, with that check's error naming the member, in the members' order", async () => {
      const group = signed(swap(), "badSignature")
      expect(refused(await post(group.body), 400, "ErrInvalidSignature", 11)).toMatch(
        new RegExp(`^transactions\\[0\\] \\(${group.ids[0]}\\): `, "u")
      )
      // Member 0's fault comes before member 1's offset fault, as the anchor checks each member in turn.
      const [first, second] = group.body.transactions
      refused(
        await post({ ...group.body, transactions: [first, { ...second, requestOffset: 9 }] }),
        400,
        "ErrInvalidSignature",
        11
      )
      const valid = signed(swap())
      const [goodFirst, goodSecond] = valid.body.transactions
      refused(
        await post({ ...valid.body, transactions: [goodFirst, { ...goodSecond, requestOffset: 9 }] }),
        400,
        "ErrFailedToFindOffsetToRelativePosition",
        22
      )
    })

    it("each member's maxNumBatch is signed (another value is its ErrInvalidSignature) and shown", async () => {
      const nonce = nonces()
      const [give, take] = swap(1000n, nonce)
      const group = signed([
        { ...give!, maxNumBatch: 90 },
        { ...take!, maxNumBatch: 91 }
      ])
      const [first, second] = group.body.transactions
      expect(
        refused(
          await post({ ...group.body, transactions: [first, { ...second, maxNumBatch: 90 }] }),
          400,
          "ErrInvalidSignature",
          11
        )
      ).toMatch(new RegExp(`^transactions\\[1\\] \\(${group.ids[1]}\\): .*with maxNumBatch 90`, "u"))
      expect((await post(group.body)).status).toBe(200)
      expect(objectsOf((await getGroup(group.atomicGroupId)).body).map((member) => member["maxNumBatch"])).toEqual([
        90, 91
      ])
    })

    it("an id the pool holds as another transaction, or outside this group: 400 ErrDuplicatedKey", async () => {
      const group = signed(swap())
      const [first] = group.body.transactions
      // The first member posted alone first: it waits for the transaction it requests.
      const { requestOffset: _, ...alone } = first!
      expect((await node.submit(alone)).status).toBe(200)
      const waiting = objectOf((await node.get(`/transactions-pool/${group.ids[0]}`)).body)
      expect(waiting["atomicGroupId"]).toBeNull()
      expect(waiting["info"]).toMatch(/waits for the transaction it requests/u)
      expect(refused(await post(group.body), 400, "ErrDuplicatedKey", 2)).toMatch(
        new RegExp(`^transactions\\[0\\] \\(${group.ids[0]}\\): .*without a group`, "u")
      )
      // The second member is not stored either (all or nothing).
      expect((await node.get(`/transactions-pool/${group.ids[1]}`)).status).toBe(404)
      // The same id (sender, token, amount, nonce, fee) with another receiver is another transaction.
      const nonce = nonces()
      const stored = signed(swap(3000n, nonce))
      expect((await post(stored.body)).status).toBe(200)
      const other = signed([
        { ...swap(3000n, nonce)[0]!, toAccountIndex: carolEth.accountIndex },
        swap(3000n, nonce)[1]!
      ])
      expect(other.ids).toEqual(stored.ids)
      expect(refused(await post(other.body), 400, "ErrDuplicatedKey", 2)).toMatch(
        /a different transaction with id .* is already in the pool/u
      )
    })

    it("a body that does not decode (1): another property, a bad requestOffset, a malformed group id", async () => {
      const group = signed(swap())
      const [first, second] = group.body.transactions
      refused(await post({ ...group.body, extra: 1 }), 400, "ErrParamValidationFailed", 1)
      refused(
        await post({ ...group.body, transactions: [{ ...first, extra: 1 }, second] }),
        400,
        "ErrParamValidationFailed",
        1
      )
      for (const requestOffset of [-1, 1.5, 256, "1"])
        refused(
          await post({ ...group.body, transactions: [{ ...first, requestOffset }, second] }),
          400,
          "ErrParamValidationFailed",
          1
        )
      refused(await post({ ...group.body, atomicGroupId: "0x12" }), 400, "ErrParamValidationFailed", 1)
      refused(await post({ transactions: group.body.transactions }), 400, "ErrParamValidationFailed", 1)
    })
  })

  describe("GET /atomic-pool/{atomicGroupId}", () => {
    it("answers the members in the group's order, each as GET /transactions-pool/{id} shows it", async () => {
      const group = signed(ring(2500n))
      expect((await post(group.body)).status).toBe(200)
      const answer = await getGroup(group.atomicGroupId.toUpperCase().replace("0X", "0x"))
      expect(answer.status).toBe(200)
      const members = objectsOf(answer.body)
      expect(members.map((tx) => tx["id"])).toEqual(group.ids)
      for (const member of members)
        expect(member).toEqual((await node.get(`/transactions-pool/${String(member["id"])}`)).body)
    })

    it("is a 404 for a group the pool does not hold, a 400 for a malformed id", async () => {
      refused(await getGroup(`0x${"ab".repeat(32)}`), 404, "ErrNotFound", 4)
      refused(await getGroup("0x1234"), 400, "ErrParamValidationFailed", 1)
      refused(await getGroup(`0x${"zz".repeat(32)}`), 400, "ErrParamValidationFailed", 1)
    })
  })

  describe("matching in POST /transactions-pool", () => {
    it("a requester posted alone waits (info) until the transaction it requests enters; then both are one group", async () => {
      const group = signed(swap(4000n))
      const [first, second] = group.body.transactions.map(({ requestOffset: _, ...body }) => body)
      expect((await node.submit(first)).status).toBe(200)
      const waiting = objectOf((await node.get(`/transactions-pool/${group.ids[0]}`)).body)
      expect(waiting).toMatchObject({ atomicGroupId: null })
      expect(String(waiting["info"])).toContain(`fromIdx ${bobHez.accountIndex.idx}`)
      expect((await node.submit(second)).status).toBe(200)
      const paired = atomicGroupId(group.ids as ReadonlyArray<TxId>)
      const members = objectsOf((await getGroup(paired)).body)
      expect(members.map((tx) => [tx["id"], tx["atomicGroupId"], tx["info"]])).toEqual(
        group.ids.map((id) => [id, paired, null])
      )
    })
  })

  describe("the typed client", () => {
    it("posts a group and reads it back; a refused group rejects as Error400Atomic", async () => {
      const group = signed(swap(5000n))
      const ids = await node.client.call((api) => api.atomicPool.postAtomicGroup({ payload: decodeGroup(group.body) }))
      expect(ids).toEqual(group.ids)
      const members = await node.client.call((api) =>
        api.atomicPool.getAtomicGroup({ params: { atomicGroupId: group.atomicGroupId } })
      )
      expect(members.map((tx) => tx.atomicGroupId)).toEqual([group.atomicGroupId, group.atomicGroupId])
      const wrong = signed(swap(5100n), "zeroOffset")
      const error = await node.client
        .call((api) => api.atomicPool.postAtomicGroup({ payload: decodeGroup(wrong.body) }))
        .then(
          () => undefined,
          (e: unknown) => e
        )
      expect(error).toBeInstanceOf(Error400Atomic)
      expect(error).toMatchObject({ code: 22, type: "ErrFailedToFindOffsetToRelativePosition" })
    })
  })
})

describe("the earlier revision", () => {
  it("has neither route", async () => {
    const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
    try {
      const group = signed(swap())
      const posted = await send((r) => web.handler(r), "/earlier/atomic-pool", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(group.body)
      })
      expectError(posted, 404, "ErrRouteNotFound", 26)
      expectError(
        await send((r) => web.handler(r), `/earlier/atomic-pool/${group.atomicGroupId}`),
        404,
        "ErrRouteNotFound",
        26
      )
      // The later revision of the same node has both (an unknown group is an ErrNotFound).
      expectError(await send((r) => web.handler(r), `/atomic-pool/${group.atomicGroupId}`), 404, "ErrNotFound", 4)
    } finally {
      await web.dispose()
    }
  })
})
