/** Contract: `Search.search` on every storage, one search per kind of identifier with its results in order, terms
 * naming nothing, the `q` rules; and `TokenStore.getByEthereumAddress`. */
import { assert, layer } from "@effect/vitest"
import { Effect, Layer, Option, Result, Schema } from "effect"
import { type BjjKey, encodeBjj } from "../../core/domain/bjj.ts"
import { type EthAddress, ZERO_ADDRESS } from "../../core/domain/eth_address.ts"
import { SearchResults } from "../../core/domain/search_result.ts"
import { l1UserTxId, type TxId } from "../../core/domain/tx_id.ts"
import type { NewBatch } from "../../core/ports/ledger.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { TokenStore } from "../../core/ports/token_store.ts"
import { Search } from "../../core/use_cases/mod.ts"
import { MAX_SEARCH_TERM_LENGTH } from "../../core/use_cases/search_term.ts"
import { ACCOUNTS, FORGED, TOKENS, UNFORGED } from "./expected.ts"
import {
  address,
  BATCH_1,
  BATCH_2,
  BATCH_3,
  BIDDER_A,
  DAI,
  e,
  ETH,
  FORGER_A,
  FORGER_A2,
  key,
  U1,
  U2,
  USDT
} from "./fixture.ts"
import { poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A transfer in the pool only. */
const POOLED = poolTransfer({ from: 256, to: 257, nonce: 7 })
/** The pool's copy of the transfer batch 3 forged first (257 → 256, nonce 1): its id is in the history too. */
const POOLED_AND_FORGED = poolTransfer({ from: 257, to: 256, nonce: 1, amount: e(17) })

/** The fixture with the two pool transfers. */
function withPool<E>(storage: Layer.Layer<StoragePorts, E>) {
  const addPool = Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of [POOLED, POOLED_AND_FORGED]) yield* pool.add(record)
  })
  return Layer.effectDiscard(addPool).pipe(Layer.provideMerge(withFixture(storage)))
}

/** The results of searching `q` (a wire query value), as the wire writes them. */
const search = (q: string) =>
  Effect.map(
    Search.search(Schema.decodeUnknownSync(Search.Query)({ q })),
    (found): ReadonlyArray<Wire> => Schema.encodeSync(SearchResults)(found).results
  )

/** A result as the wire writes it. */
type Wire = Readonly<Record<string, unknown>>

/** The forged or queued transaction `id` as the fixture has it. */
function transaction(id: TxId): Wire {
  const view = [...FORGED, UNFORGED].find((tx) => tx.id === id)
  if (view === undefined) throw new Error(`no transaction ${id} in the fixture`)
  return {
    kind: "transaction",
    url: `/transactions-history/${id}`,
    id,
    type: view.type,
    batchNum: view.batchNum,
    timestamp: view.timestamp
  }
}

/** A pending pool transfer of the suite. */
function pooled(record: PoolRecord): Wire {
  return {
    kind: "poolTransaction",
    url: `/transactions-pool/${record.id}`,
    id: record.id,
    type: "Transfer",
    state: "pend",
    timestamp: record.timestamp.toISOString()
  }
}

/** A batch of the fixture. */
function batch(input: NewBatch): Wire {
  return {
    kind: "batch",
    url: `/batches/${input.batchNum}`,
    batchNum: input.batchNum,
    timestamp: input.timestamp.toISOString(),
    forgerAddr: input.forgerAddr.toLowerCase(),
    slotNum: input.slotNum
  }
}

/** The token of this id of the fixture. */
function token(id: number): Wire {
  const view = TOKENS.find((t) => t.id === id)
  if (view === undefined) throw new Error(`no token ${id} in the fixture`)
  return {
    kind: "token",
    url: `/tokens/${id}`,
    id,
    symbol: view.symbol,
    name: view.name,
    ethereumAddress: view.ethereumAddress.toLowerCase()
  }
}

/** The account `accountIndex` (`zk:ETH:256`) of the fixture. */
function account(accountIndex: string): Wire {
  const view = ACCOUNTS.find((a) => a.accountIndex === accountIndex)
  if (view === undefined) throw new Error(`no account ${accountIndex} in the fixture`)
  return {
    kind: "account",
    url: `/accounts/${accountIndex}`,
    accountIndex,
    zkEthereumAddress: `zk:${view.ethAddr}`,
    balance: String(view.balance)
  }
}

/** The `count` accounts of an owner's address. */
function accountsOf(ethAddr: EthAddress, count: number): Wire {
  return {
    kind: "accountsByAddress",
    url: `/accounts?zkEthereumAddress=zk:${ethAddr}`,
    zkEthereumAddress: `zk:${ethAddr}`,
    count
  }
}

/** The `count` accounts of an owner's key. */
function accountsOfKey(bjj: BjjKey, count: number): Wire {
  return { kind: "accountsByBJJ", url: `/accounts?BJJ=${encodeBjj(bjj)}`, bjj: encodeBjj(bjj), count }
}

/** Coordinator A: its latest registration. */
const COORDINATOR_A: Wire = {
  kind: "coordinator",
  url: `/coordinators/${BIDDER_A.toLowerCase()}`,
  bidderAddr: BIDDER_A.toLowerCase(),
  forgerAddr: FORGER_A2.toLowerCase(),
  URL: "https://a2.example"
}

/** Whether `q` is a valid `q` (decodes with the query schema). */
const accepts = (query: Readonly<Record<string, unknown>>) =>
  Result.isSuccess(Schema.decodeUnknownResult(Search.Query)(query))

/** Registers the search tests of `storage`. */
export function describeSearchRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  layer(withPool(storage), { timeout: "120 seconds" })("search", (it) => {
    it.effect("TokenStore.getByEthereumAddress finds the token of an address, or none", () =>
      Effect.gen(function* () {
        const tokens = yield* TokenStore
        for (const id of [ETH, USDT, DAI]) {
          const expected = yield* tokens.get(id)
          assert.isTrue(Option.isSome(expected))
          const ethereumAddress = Option.getOrThrow(expected).ethereumAddress
          assert.deepStrictEqual(yield* tokens.getByEthereumAddress(ethereumAddress), expected)
        }
        assert.isTrue(Option.isNone(yield* tokens.getByEthereumAddress(address("99"))))
        assert.isTrue(Option.isNone(yield* tokens.getByEthereumAddress(U1.ethAddr)))
      })
    )

    it.effect("a transaction id finds the forged, the queued and the pooled transaction, both when it is both", () =>
      Effect.gen(function* () {
        const forged = l1UserTxId(0, 0)
        assert.deepStrictEqual(yield* search(forged), [transaction(forged)])
        assert.deepStrictEqual(
          yield* search(forged.toUpperCase().replace("0X", "0x")),
          [transaction(forged)],
          "any case"
        )
        const queued = l1UserTxId(2, 0)
        assert.deepStrictEqual(yield* search(queued), [transaction(queued)], "an L1 transaction still in its queue")
        assert.deepStrictEqual(yield* search(POOLED.id), [pooled(POOLED)])
        assert.deepStrictEqual(yield* search(POOLED_AND_FORGED.id), [
          transaction(POOLED_AND_FORGED.id),
          pooled(POOLED_AND_FORGED)
        ])
        assert.deepStrictEqual(yield* search(l1UserTxId(9, 9)), [])
      })
    )

    it.effect("a bare number finds the batch, the token and the account of that number, in that order", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* search("1"), [batch(BATCH_1), token(USDT)])
        assert.deepStrictEqual(yield* search("0002"), [batch(BATCH_2)], "leading zeros, as in every numeric parameter")
        assert.deepStrictEqual(yield* search("3"), [batch(BATCH_3)])
        assert.deepStrictEqual(yield* search("5"), [token(DAI)])
        assert.deepStrictEqual(yield* search("0"), [token(ETH)], "no batch 0 was forged")
        assert.deepStrictEqual(yield* search("256"), [account("zk:ETH:256")])
        assert.deepStrictEqual(yield* search("261"), [account("zk:DAI:261")])
        assert.deepStrictEqual(yield* search("4294967296"), [], "beyond batch numbers and token ids, no such account")
        assert.deepStrictEqual(yield* search("999999999999999"), [], "beyond account indexes")
      })
    )

    it.effect("an account index finds the account when its token has the symbol written", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* search("zk:ETH:256"), [account("zk:ETH:256")])
        assert.deepStrictEqual(yield* search("zk:USDT:258"), [account("zk:USDT:258")])
        assert.deepStrictEqual(yield* search("zk:USDT:256"), [], "account 256 holds ETH")
        assert.deepStrictEqual(yield* search("zk:ETH:999"), [])
      })
    )

    it.effect(
      "an address, plain or zk:, finds the accounts of the address, the token of that address and the coordinator of that bidder",
      () =>
        Effect.gen(function* () {
          for (const q of [
            U1.ethAddr,
            U1.ethAddr.toLowerCase(),
            `zk:${U1.ethAddr}`,
            `zk:${U1.ethAddr.toLowerCase()}`
          ]) {
            assert.deepStrictEqual(yield* search(q), [accountsOf(U1.ethAddr, 2)], q)
          }
          assert.deepStrictEqual(yield* search(address("01").toLowerCase()), [token(USDT)])
          assert.deepStrictEqual(yield* search(`zk:${ZERO_ADDRESS}`), [token(ETH)])
          assert.deepStrictEqual(yield* search(BIDDER_A.toLowerCase()), [COORDINATOR_A])
          assert.deepStrictEqual(yield* search(address("99")), [])
        })
    )

    it.effect(
      "a forger address finds the coordinators forging under it, by an earlier registration too, and the boot coordinator",
      () =>
        Effect.gen(function* () {
          assert.deepStrictEqual(yield* search(FORGER_A2), [COORDINATOR_A], "its current registration")
          assert.deepStrictEqual(yield* search(FORGER_A), [COORDINATOR_A], "an earlier registration")
          const boot = address("b0").toLowerCase()
          assert.deepStrictEqual(yield* search(boot), [
            {
              kind: "coordinator",
              url: `/coordinators?forgerAddr=${boot}`,
              bidderAddr: ZERO_ADDRESS,
              forgerAddr: boot,
              URL: "https://boot.example"
            }
          ])
        })
    )

    it.effect("a BabyJubJub key finds the accounts of the key", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* search(encodeBjj(U2.bjj)), [accountsOfKey(U2.bjj, 2)])
        assert.deepStrictEqual(yield* search(encodeBjj(key("99"))), [])
      })
    )

    it.effect("a symbol finds the tokens of that symbol, compared exactly", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* search("USDT"), [token(USDT)])
        assert.deepStrictEqual(yield* search("DAI"), [token(DAI)])
        assert.deepStrictEqual(yield* search("usdt"), [], "symbols are compared as /tokens?symbols= compares them")
      })
    )

    it.effect("white space around a term is ignored", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* search("  3\t"), [batch(BATCH_3)])
        assert.deepStrictEqual(yield* search(` zk:ETH:256 `), [account("zk:ETH:256")])
      })
    )

    it.effect("a term that names nothing finds nothing", () =>
      Effect.gen(function* () {
        for (const q of [
          "nothing",
          "no such thing",
          "0x1234",
          `0x${"ab".repeat(32)}`,
          "zk:0x12",
          "zk:ETH",
          "ETH:256",
          "-1",
          "1.5",
          "☃"
        ]) {
          assert.deepStrictEqual(yield* search(q), [], q)
        }
      })
    )

    it("q is required, not blank and at most MAX_SEARCH_TERM_LENGTH characters of plain text", () => {
      assert.isTrue(accepts({ q: "x".repeat(MAX_SEARCH_TERM_LENGTH) }))
      assert.isFalse(accepts({}), "missing")
      assert.isFalse(accepts({ q: "" }), "empty")
      assert.isFalse(accepts({ q: " \t " }), "blank")
      assert.isFalse(accepts({ q: "x".repeat(MAX_SEARCH_TERM_LENGTH + 1) }), "too long")
      assert.isFalse(accepts({ q: "a\u0000b" }), "not plain text")
    })
  })
}
