/** The scale generator writes what the SQL adapter reads: its pages' counts equal independent count(*)s, and its state
 * tree proves the accounts under the batches' roots. Needs DATABASE_URL and psql; skipped otherwise. */
import { Effect, Layer, ManagedRuntime, Redacted, Result } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { poseidon } from "../../../adapters/crypto/poseidon_hasher.ts"
import { viewItemText } from "../../../adapters/http/rendering/render.ts"
import { exitItemText, historyItemText, templateMaker } from "../../../adapters/http/rendering/templated_items.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { ExitViews, HistoryTransactionViews } from "../../../core/revision/resource_views.ts"
import { RevisionTable } from "../../../core/revision/revision.ts"
import { generate, psql } from "../../../bench/scale/generate.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { bjjFromBytes } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { BatchNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { accountLeafValue } from "../../../core/ledger/account_leaf.ts"
import { accountProofProblem } from "../../../core/ledger/account_proof_check.ts"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import { type StateLeaf, updateStateTree } from "../../../core/ledger/state_tree.ts"
import { AccountProofs } from "../../../core/use_cases/mod.ts"
import type { Page, PageRequest } from "../../../core/pagination/page.ts"
import { AccountStore } from "../../../core/ports/account_store.ts"
import { AuctionStore } from "../../../core/ports/auction_store.ts"
import { ExitStore } from "../../../core/ports/exit_store.ts"
import { type HistoryFilter, HistoryStore } from "../../../core/ports/history_store.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, withDatabase } from "../../adapters/sql/test_databases.ts"
import { POSTGRES_SERVER, PSQL, describeWith } from "../../real_parts.ts"

/** The generated batches (3,000 transactions) and the state tree window asked of the generator. */
const BATCHES = 30
const WINDOW = 10

const url = DATABASE_URL === undefined ? undefined : withDatabase(DATABASE_URL, `zk_scale_test_${process.pid}`)
let runtime: ManagedRuntime.ManagedRuntime<StoragePorts, unknown>

/** The first value of a psql query, as a number (null for SQL NULL). */
function scalar(query: string): number | null {
  const text = psql(url!, query).trim()
  return text === "" ? null : Number(text)
}

/** The counts of both revisions over the rows of `from` matching `where`, from `cursor` on in `order`. */
function expectedCounts(from: string, where: string, request: PageRequest, items: number) {
  const cursor =
    request.fromItem === undefined ? "" : ` AND item_id ${request.order === "ASC" ? ">=" : "<="} ${request.fromItem}`
  return {
    pendingItems: scalar(`SELECT count(*) FROM ${from} WHERE ${where}${cursor}`)! - items,
    totalItems: scalar(`SELECT count(*) FROM ${from} WHERE ${where}`),
    firstItem: scalar(`SELECT min(item_id) FROM ${from} WHERE ${where}`),
    lastItem: scalar(`SELECT max(item_id) FROM ${from} WHERE ${where}`)
  }
}

/** The counts of a page. */
function countsOf<A>(page: Page<A>) {
  return {
    pendingItems: page.pendingItems,
    totalItems: page.totalItems,
    firstItem: page.firstItem,
    lastItem: page.lastItem
  }
}

/** Page requests over items 1..max: first pages and cursors, both orders. */
function requests(max: number): Array<PageRequest> {
  return [
    { order: "ASC", limit: 20, fromItem: undefined },
    { order: "DESC", limit: 20, fromItem: undefined },
    { order: "ASC", limit: 7, fromItem: Math.floor(max / 3) },
    { order: "DESC", limit: 7, fromItem: Math.floor((2 * max) / 3) }
  ]
}

/** The root of the tree of every account's state after batch `batchNum` (nonce and balance 0 for one never updated),
 * built from scratch from the rows. */
function rootFromScratch(batchNum: number): bigint {
  const leaves: Array<StateLeaf> = psql(
    url!,
    `SELECT a.idx, a.token_id, encode(a.eth_addr, 'hex'), encode(a.bjj, 'hex'), coalesce(u.nonce, 0), coalesce(u.balance, 0)
     FROM account a LEFT JOIN LATERAL (SELECT s.nonce, s.balance FROM account_update s
       WHERE s.idx = a.idx AND s.batch_num <= ${batchNum} ORDER BY s.batch_num DESC LIMIT 1) u ON true
     WHERE a.batch_num <= ${batchNum}`
  )
    .trim()
    .split("\n")
    .map((l) => {
      const [idx, token, addr, bjj, nonce, balance] = l.split("|") as [string, string, string, string, string, string]
      const state = {
        tokenId: Number(token),
        nonce: BigInt(nonce),
        balance: BigInt(balance),
        bjj: bjjFromBytes(new Uint8Array(Buffer.from(bjj, "hex"))),
        ethAddr: checksum("0x" + addr)
      }
      const value = accountLeafValue(state, poseidon)
      if (value === undefined) throw new Error(`account ${idx} cannot be in the tree`)
      return { key: BigInt(idx), value }
    })
  const tree = updateStateTree(() => undefined, 0n, leaves, poseidon, STATE_TREE_LEVELS)
  if (Result.isFailure(tree)) throw new Error(tree.failure)
  return tree.success.root
}

/** A hex column of the sample rows of `query`. */
function hexes(query: string): Array<string> {
  return psql(url!, query)
    .trim()
    .split("\n")
    .filter((l) => l !== "")
}

describeWith(POSTGRES_SERVER, PSQL)("the scale generator's database, read through the SQL adapter", () => {
  beforeAll(async () => {
    await generate({ transactions: BATCHES * 100, url: url!, seed: 7, stateTreeWindow: WINDOW, progress: false })
    runtime = ManagedRuntime.make(
      SqlStorage.layer({
        connection: { url: Redacted.make(url!), maxConnections: 2 },
        templates: templateMaker
      }).pipe(Layer.provide(PoseidonCrypto.layer)) as Layer.Layer<StoragePorts, unknown>
    )
  }, 120_000)

  afterAll(async () => {
    await runtime?.dispose()
    if (url !== undefined && DATABASE_URL !== undefined) {
      psql(withDatabase(DATABASE_URL, "postgres"), `DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`)
    }
  })

  it("history: every filter's counts match independent counts over tx", async () => {
    const accounts = hexes(
      "SELECT account_idx FROM account_tx WHERE account_idx >= 256 GROUP BY 1 ORDER BY count(*) DESC LIMIT 3"
    )
    const addresses = hexes("SELECT encode(addr, 'hex') FROM addr_tx GROUP BY 1 ORDER BY count(*) DESC LIMIT 2")
    const keys = hexes("SELECT encode(bjj, 'hex') FROM bjj_tx GROUP BY 1 ORDER BY count(*) DESC LIMIT 2")
    const cases: Array<readonly [HistoryFilter, string]> = [
      [{}, "true"],
      ...accounts.map((idx): readonly [HistoryFilter, string] => [
        { accountIdx: AccountIdx.make(Number(idx)) },
        `(from_idx = ${idx} OR to_idx = ${idx})`
      ]),
      ...addresses.map((hex): readonly [HistoryFilter, string] => [
        { ethAddr: checksum("0x" + hex) },
        `(from_eth_addr = '\\x${hex}' OR to_eth_addr = '\\x${hex}')`
      ]),
      ...keys.map((hex): readonly [HistoryFilter, string] => [
        { bjj: bjjFromBytes(new Uint8Array(Buffer.from(hex, "hex"))) },
        `(from_bjj = '\\x${hex}' OR to_bjj = '\\x${hex}')`
      ]),
      [{ tokenId: TokenId.make(0) }, "token_id = 0"],
      [{ batchNum: BatchNum.make(17) }, "batch_num = 17"],
      [{ tokenId: TokenId.make(0), type: "Transfer" }, "token_id = 0 AND type = 2"]
    ]
    for (const [filter, where] of cases) {
      for (const request of requests(3000)) {
        const page = await runtime.runPromise(Effect.flatMap(HistoryStore, (store) => store.list(filter, request)))
        expect(countsOf(page), `${JSON.stringify(filter)} ${JSON.stringify(request)}`).toEqual(
          expectedCounts("tx", where, request, page.items.length)
        )
        const ids = page.items.map((item) => item.itemId)
        expect(ids).toEqual([...ids].sort((a, b) => (request.order === "ASC" ? a - b : b - a)))
      }
    }
  }, 60_000)

  it("the rendering cache: every transaction and exit has the template the node's writer makes, and pages read it", async () => {
    for (const table of ["tx", "exit"]) {
      expect(scalar(`SELECT count(*) FROM ${table}_template WHERE shaping = ${templateMaker.shaping}`)).toBe(
        scalar(`SELECT count(*) FROM ${table}`)
      )
    }
    const later = HistoryTransactionViews[RevisionTable.later.l1Info]
    const earlier = HistoryTransactionViews[RevisionTable.earlier.l1Info]
    const page = await runtime.runPromise(
      Effect.flatMap(HistoryStore, (store) => store.list({}, { order: "DESC", limit: 50, fromItem: undefined }))
    )
    for (const tx of page.items) {
      // Read back, an item carries its template as its rendering (without it, it is written from its fields): both give
      // the same text in each revision.
      expect(tx.rendering).toBeDefined()
      const fromFields = { ...tx, rendering: undefined }
      expect(historyItemText("later", later)(tx).version).not.toBe(historyItemText("later", later)(fromFields).version)
      expect(historyItemText("later", later)(fromFields).text).toBe(historyItemText("later", later)(tx).text)
      expect(historyItemText("later", later)(tx).text).toBe(viewItemText(later)(tx).text)
      expect(historyItemText("earlier", earlier)(tx).text).toBe(viewItemText(earlier)(tx).text)
    }
    const exitView = ExitViews[RevisionTable.later.exitShape]
    const exits = await runtime.runPromise(
      Effect.flatMap(ExitStore, (store) => store.list({}, { order: "ASC", limit: 50, fromItem: undefined }))
    )
    expect(exits.items.length).toBeGreaterThan(0)
    for (const exit of exits.items)
      expect(exitItemText("later", exitView)(exit).text).toBe(viewItemText(exitView)(exit).text)
  })

  it("coordinators: every batch's forger finds its coordinator by forger address", async () => {
    const forgers = hexes("SELECT DISTINCT encode(forger_addr, 'hex') FROM batch")
    expect(forgers.length).toBeGreaterThan(0)
    for (const hex of forgers) {
      const page = await runtime.runPromise(
        Effect.flatMap(AuctionStore, (store) =>
          store.listCoordinators({ forgerAddr: checksum("0x" + hex) }, { fromItem: undefined, order: "ASC", limit: 20 })
        )
      )
      expect(
        page.items.map((c) => c.forgerAddr.toLowerCase()),
        hex
      ).toEqual(["0x" + hex])
    }
  }, 60_000)

  it("accounts and exits by owner: counts match independent counts", async () => {
    for (const hex of hexes("SELECT encode(eth_addr, 'hex') FROM account GROUP BY 1 ORDER BY count(*) DESC LIMIT 3")) {
      for (const request of requests(1200)) {
        const filter = { ethAddr: checksum("0x" + hex) }
        const accounts = await runtime.runPromise(Effect.flatMap(AccountStore, (store) => store.list(filter, request)))
        expect(countsOf(accounts)).toEqual(
          expectedCounts("account", `eth_addr = '\\x${hex}'`, request, accounts.items.length)
        )
        const exits = await runtime.runPromise(Effect.flatMap(ExitStore, (store) => store.list(filter, request)))
        expect(countsOf(exits)).toEqual(expectedCounts("exit", `eth_addr = '\\x${hex}'`, request, exits.items.length))
      }
    }
  }, 60_000)

  it("balance histories: the busiest accounts' counts match independent counts over account_update, with and without a batch bound", async () => {
    const batches = scalar("SELECT max(batch_num) FROM batch")!
    for (const idx of hexes("SELECT idx FROM account_update GROUP BY 1 ORDER BY count(*) DESC, idx LIMIT 2")) {
      for (const [asOfBatchNum, where] of [
        [undefined, "true"],
        [Math.floor(batches / 2), `batch_num <= ${Math.floor(batches / 2)}`]
      ] as const) {
        for (const request of requests(batches)) {
          const filter = { asOfBatchNum: asOfBatchNum === undefined ? undefined : BatchNum.make(asOfBatchNum) }
          const page = await runtime.runPromise(
            Effect.flatMap(AccountStore, (store) => store.balances(AccountIdx.make(Number(idx)), filter, request))
          )
          expect(countsOf(page), `${idx} ${JSON.stringify(filter)} ${JSON.stringify(request)}`).toEqual(
            expectedCounts("account_update", `idx = ${idx} AND ${where}`, request, page.items.length)
          )
          const batchNums = page.items.map((item) => item.batchNum)
          expect(batchNums).toEqual([...batchNums].sort((a, b) => (request.order === "ASC" ? a - b : b - a)))
        }
      }
    }
  }, 60_000)

  it("the state tree: the window's batches have the roots of the accounts' trees, and sampled accounts' proofs verify against them", async () => {
    expect(scalar("SELECT max(batch_num) FROM batch")).toBe(BATCHES)
    expect(scalar("SELECT state_tree_since FROM chain_state")).toBe(BATCHES - WINDOW)
    expect(scalar("SELECT count(*) FROM state_node WHERE batch_num < " + (BATCHES - WINDOW))).toBe(0)
    for (const batchNum of [BATCHES, BATCHES - WINDOW, BATCHES - WINDOW + 3]) {
      const root = BigInt(psql(url!, `SELECT state_root FROM batch WHERE batch_num = ${batchNum}`).trim())
      expect(root, `batch ${batchNum}`).toBe(rootFromScratch(batchNum))
      const sampled = psql(
        url!,
        `(SELECT a.idx, t.symbol FROM account a JOIN token t ON t.token_id = a.token_id WHERE a.batch_num <= ${batchNum}
          ORDER BY (a.idx * 7919) % 1009 LIMIT 25)
         UNION ALL (SELECT a.idx, t.symbol FROM account a JOIN token t ON t.token_id = a.token_id
          WHERE a.batch_num <= ${batchNum} ORDER BY a.idx DESC LIMIT 1)`
      )
        .trim()
        .split("\n")
        .map((l) => l.split("|") as [string, string])
      // An index no batch up to it created: the proof of its absence.
      const absent = Number(sampled.at(-1)![0]) + 1
      for (const [idx, symbol] of [...sampled, [String(absent), "ETH"] as const]) {
        const index = { symbol: TokenSymbol.make(symbol), idx: AccountIdx.make(Number(idx)) }
        const answer = await runtime.runPromise(AccountProofs.get(index, { batchNum: BatchNum.make(batchNum) }))
        expect(accountProofProblem(answer, root, poseidon), `${idx} after batch ${batchNum}`).toBeUndefined()
        expect(answer.account === null, `${idx} after batch ${batchNum}`).toBe(Number(idx) === absent)
      }
    }
    const before = await runtime.runPromise(
      Effect.flip(
        AccountProofs.get(
          { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(256) },
          { batchNum: BatchNum.make(BATCHES - WINDOW - 1) }
        )
      )
    )
    expect(before._tag).toBe("NotFound")
  }, 60_000)
})
