/** The lists a run walks and what the model predicts of them: per list, its path, the filters `docs/api.md` gives it
 * (one kind drawn per move, its value drawn among the run's own), each item's projection onto what the model
 * predicts, and the model's items for a filter (none where it cannot say: then the storage's own whole list, filtered,
 * is what the walk must find). */
import { numberedWallet } from "../../app/testing/mod.ts"
import type { LedgerModel, ModelPoolState } from "./ledger_model.ts"
import { modelBjj } from "./model_keys.ts"
import type { Draw } from "./read_draw.ts"

/** A JSON item of a list answer. */
export type Item = Readonly<Record<string, unknown>>

/** What a filter drawn for a list asks and what it keeps. */
export interface DrawnFilter {
  /** The query parameters (without paging). */
  readonly query: Readonly<Record<string, string>>
  /** The model's items (projected), in the list's order; undefined where the model predicts nothing. */
  readonly expected: ReadonlyArray<Item> | undefined
  /** What the filter keeps of the storage's own whole list, where the model predicts nothing. */
  readonly keeps?: (item: Item) => boolean
}

/** A list the run walks. */
export interface ModelList {
  /** Its name in the coverage and in a failure. */
  readonly name: string
  /** Its path. */
  readonly path: string
  /** The items' key in the answer. */
  readonly key: string
  /** Its filter kinds, `none` (no filter) first. */
  readonly kinds: ReadonlyArray<string>
  /** What the model predicts of an item (the fields it knows; the key fields included). */
  readonly project: (item: Item) => Item
  /** An item's identity within the list (of an answer's item or of the model's projection alike). */
  readonly identity: (item: Item) => string
  /** The filter of `kind`, its values drawn with `draw` among the model's and the `whole` unfiltered list's. */
  readonly filter: (kind: string, model: LedgerModel, draw: Draw, whole: ReadonlyArray<Item>) => DrawnFilter
}

/** The text of the model's account `idx` in `token`: `zk:<symbol>:<idx>`. */
export function indexText(model: LedgerModel, token: number, idx: number): string {
  return `zk:${model.tokens[token]}:${idx}`
}

/** The `zk:` address of the devnet wallet `wallet`. */
function addressOf(wallet: number): string {
  return `zk:${numberedWallet(wallet).ethAddress}`
}

/** The `zk:` BabyJubJub key of the devnet wallet `wallet`. */
function bjjOf(wallet: number): string {
  return modelBjj(wallet)
}

/** A wallet that owns nothing in any run (the runs' wallets are 1 to 8). */
const STRANGER = 20

/** The wallets a filter by owner draws from: those of the model's accounts, and one that owns nothing. */
function ownerWallets(model: LedgerModel): Array<number> {
  return [...new Set([...[...model.accounts.values()].map((a) => a.wallet), STRANGER])].sort((a, b) => a - b)
}

/** One of the model's accounts (its index text and index), or a made-up index of the first token. */
function drawnAccount(model: LedgerModel, draw: Draw): { readonly text: string; readonly idx: number } {
  const accounts = model.accountsByIndex()
  if (accounts.length === 0 || draw.chance(0.1)) return { text: indexText(model, 0, 9999), idx: 9999 }
  const account = draw.pick(accounts)
  return { text: indexText(model, account.token, account.idx), idx: account.idx }
}

/** A token id of the run, or one never registered. */
function drawnToken(model: LedgerModel, draw: Draw): number {
  return draw.int(0, model.tokens.length)
}

/** A batch number of the run, or the next one; mostly one of `likely` (the batches that hold what the list lists). */
function drawnBatch(model: LedgerModel, draw: Draw, likely: ReadonlySet<number>): number {
  return likely.size > 0 && draw.chance(0.7)
    ? draw.pick([...likely].sort((a, b) => a - b))
    : draw.int(1, model.lastBatch() + 1)
}

/** The filter kinds of an owner (`/exits`, `/transactions-history`, `/transactions-pool`). */
const OWNER_KINDS = ["zkEthereumAddress", "BJJ", "accountIndex"] as const

/** An owner filter's query and which wallet or account it names. */
function ownerFilter(
  kind: string,
  model: LedgerModel,
  draw: Draw
): { readonly query: Record<string, string>; readonly wallet?: number; readonly idx?: number } {
  if (kind === "zkEthereumAddress") {
    const wallet = draw.pick(ownerWallets(model))
    return { query: { zkEthereumAddress: addressOf(wallet) }, wallet }
  }
  if (kind === "BJJ") {
    const wallet = draw.pick(ownerWallets(model))
    return { query: { BJJ: bjjOf(wallet) }, wallet }
  }
  const account = drawnAccount(model, draw)
  return { query: { accountIndex: account.text }, idx: account.idx }
}

/** `/batches`: every batch, its number and how many transactions it forged; `minBatchNum` and `maxBatchNum` are
 * exclusive bounds; `slotNum` and `forgerAddr`, which the model does not follow, are checked against the whole list. */
const BATCHES: ModelList = {
  name: "batches",
  path: "/batches",
  key: "batches",
  kinds: ["none", "minBatchNum", "maxBatchNum", "minBatchNum+maxBatchNum", "slotNum", "forgerAddr"],
  project: (item) => ({ batchNum: item["batchNum"], forgedTransactions: item["forgedTransactions"] }),
  identity: (item) => String(item["batchNum"]),
  filter: (kind, model, draw, whole) => {
    const all = model.batches.map((b) => ({ batchNum: b.num, forgedTransactions: b.forged.length }))
    if (kind === "slotNum" || kind === "forgerAddr") {
      const field = kind
      const values = [...new Set(whole.map((item) => String(item[field])))]
      const value = draw.chance(0.8) && values.length > 0 ? draw.pick(values) : kind === "slotNum" ? "9999" : ZERO
      return { query: { [field]: value }, expected: undefined, keeps: (item) => String(item[field]) === value }
    }
    const min = kind.includes("min") ? draw.int(0, model.lastBatch() + 1) : undefined
    const max = kind.includes("max") ? draw.int(0, model.lastBatch() + 2) : undefined
    return {
      query: {
        ...(min === undefined ? {} : { minBatchNum: String(min) }),
        ...(max === undefined ? {} : { maxBatchNum: String(max) })
      },
      expected: all.filter((b) => (min === undefined || b.batchNum > min) && (max === undefined || b.batchNum < max))
    }
  }
}

/** The zero address, a value of an address filter that finds nothing in a run. */
const ZERO = "0x0000000000000000000000000000000000000000"

/** `/accounts`: by index; an owner's address or key, and a comma list of token ids. */
const ACCOUNTS: ModelList = {
  name: "accounts",
  path: "/accounts",
  key: "accounts",
  kinds: ["none", "zkEthereumAddress", "BJJ", "tokenIds", "zkEthereumAddress+tokenIds", "BJJ+tokenIds"],
  project: (item) => ({ accountIndex: item["accountIndex"], balance: item["balance"], nonce: item["nonce"] }),
  identity: (item) => String(item["accountIndex"]),
  filter: (kind, model, draw) => {
    const wallet = kind === "none" || kind === "tokenIds" ? undefined : draw.pick(ownerWallets(model))
    const tokens = kind.includes("tokenIds")
      ? [...new Set([drawnToken(model, draw), drawnToken(model, draw)])].sort((a, b) => a - b)
      : undefined
    const query: Record<string, string> = {}
    if (wallet !== undefined) {
      if (kind.startsWith("BJJ")) query["BJJ"] = bjjOf(wallet)
      else query["zkEthereumAddress"] = addressOf(wallet)
    }
    if (tokens !== undefined) query["tokenIds"] = tokens.join(",")
    const expected = model
      .accountsByIndex()
      .filter(
        (a) => (wallet === undefined || a.wallet === wallet) && (tokens === undefined || tokens.includes(a.token))
      )
      .map((a) => ({
        accountIndex: indexText(model, a.token, a.idx),
        balance: String(a.balance),
        nonce: Number(a.nonce)
      }))
    return { query, expected }
  }
}

/** The history's transaction types. */
const HISTORY_TYPES = ["Transfer", "Exit", "Deposit", "CreateAccountDeposit", "ForceExit"] as const

/** `/transactions-history`: the forged transactions, each by its id, type and batch; an owner (sender or receiver), a
 * token, a batch and a type, and two of them together. */
const HISTORY: ModelList = {
  name: "history",
  path: "/transactions-history",
  key: "transactions",
  kinds: ["none", "tokenId", ...OWNER_KINDS, "batchNum", "type", "accountIndex+batchNum", "tokenId+type"],
  project: (item) => ({ id: item["id"], type: item["type"], batchNum: item["batchNum"] }),
  identity: (item) => String(item["id"]),
  filter: (kind, model, draw) => {
    const query: Record<string, string> = {}
    let records = model.historyRecords()
    for (const part of kind === "none" ? [] : kind.split("+")) {
      if (part === "tokenId") {
        const token = drawnToken(model, draw)
        query["tokenId"] = String(token)
        records = records.filter((r) => r.token === token)
      } else if (part === "batchNum") {
        const batch = drawnBatch(model, draw, new Set(model.historyRecords().map((r) => r.batch)))
        query["batchNum"] = String(batch)
        records = records.filter((r) => r.batch === batch)
      } else if (part === "type") {
        const type = draw.pick(HISTORY_TYPES)
        query["type"] = type
        records = records.filter((r) => r.type === type)
      } else {
        const owner = ownerFilter(part, model, draw)
        Object.assign(query, owner.query)
        records = records.filter((r) =>
          owner.idx !== undefined
            ? r.fromIdx === owner.idx || r.toIdx === owner.idx
            : r.fromWallet === owner.wallet || r.toWallet === owner.wallet
        )
      }
    }
    return { query, expected: records.map((r) => ({ id: r.id, type: r.type, batchNum: r.batch })) }
  }
}

/** The pool's states a filter names (`fing` never lasts in a run: a forge selects and forges at once). */
const POOL_STATES: ReadonlyArray<ModelPoolState | "fing"> = ["pend", "fing", "fged", "invl"]

/** What the model predicts of a pool transaction's `info` while it waits for its match: that it says so, naming the
 * amount it requests (the rest of the text is the storages' to agree on). */
const WAITS = "waits for the transaction it requests, naming its amount"

/** `/transactions-pool`: every transaction the pool took, in the order it took them, with its state, why it was
 * dropped, its batch, what was signed and what it requests, its atomic group and what it waits for; the sender's
 * address, key or account, a state, a type, a token. */
const POOL: ModelList = {
  name: "pool",
  path: "/transactions-pool",
  key: "transactions",
  kinds: ["none", ...OWNER_KINDS, "state", "type", "tokenId", "accountIndex+state"],
  project: (item) => ({
    id: item["id"],
    type: item["type"],
    fromAccountIndex: item["fromAccountIndex"],
    amount: item["amount"],
    fee: item["fee"],
    nonce: item["nonce"],
    state: item["state"],
    code: (item["invalidationReason"] as { code?: unknown } | null)?.code ?? null,
    // The message of an expiry, as the node writes it (every other code's message is the storages' to agree on).
    expiry:
      (item["invalidationReason"] as { code?: unknown } | null)?.code === "maxNumBatchExceeded"
        ? (item["invalidationReason"] as { message?: unknown }).message
        : null,
    maxNumBatch: item["maxNumBatch"],
    batchNum: item["batchNum"],
    request:
      item["requestFromAccountIndex"] == null
        ? null
        : { from: item["requestFromAccountIndex"], nonce: item["requestNonce"], amount: item["requestAmount"] },
    atomicGroupId: item["atomicGroupId"],
    info:
      typeof item["info"] === "string" && item["info"].includes(String(item["requestAmount"])) ? WAITS : item["info"]
  }),
  identity: (item) => String(item["id"]),
  filter: (kind, model, draw) => {
    const query: Record<string, string> = {}
    let txs = [...model.pool.values()]
    for (const part of kind === "none" ? [] : kind.split("+")) {
      if (part === "state") {
        const state = draw.pick(POOL_STATES)
        query["state"] = state
        txs = txs.filter((tx) => tx.state === state)
      } else if (part === "type") {
        const type = draw.pick(["Transfer", "Exit"] as const)
        query["type"] = type
        txs = txs.filter((tx) => tx.type === type)
      } else if (part === "tokenId") {
        const token = drawnToken(model, draw)
        query["tokenId"] = String(token)
        txs = txs.filter((tx) => tx.token === token)
      } else {
        const owner = ownerFilter(part, model, draw)
        Object.assign(query, owner.query)
        // Either side (the later revision's listing): the sender or the receiver.
        txs = txs.filter((tx) =>
          owner.idx !== undefined
            ? tx.from === owner.idx || tx.to === owner.idx
            : tx.wallet === owner.wallet || tx.toWallet === owner.wallet
        )
      }
    }
    const expected = txs.map((tx) => ({
      id: tx.id,
      type: tx.type,
      fromAccountIndex: indexText(model, tx.token, tx.from),
      amount: String(tx.amount),
      fee: tx.fee,
      nonce: Number(tx.nonce),
      state: tx.state,
      code: tx.code,
      expiry: tx.code === "maxNumBatchExceeded" ? tx.message : null,
      maxNumBatch: tx.maxNumBatch,
      batchNum: tx.batch,
      request:
        tx.request === null
          ? null
          : {
              from: indexText(model, tx.request.token, tx.request.from),
              nonce: Number(tx.request.nonce),
              amount: String(tx.request.amount)
            },
      atomicGroupId: tx.group,
      info: model.waitsForMatch(tx) ? WAITS : null
    }))
    return { query, expected }
  }
}

/** `/exits`: by batch, then account; a token, an owner, a batch, and whether only exits not withdrawn (every exit of a
 * run: nothing is withdrawn). */
const EXITS: ModelList = {
  name: "exits",
  path: "/exits",
  key: "exits",
  kinds: [
    "none",
    "tokenId",
    ...OWNER_KINDS,
    "batchNum",
    "onlyPendingWithdraws",
    "accountIndex+batchNum",
    "tokenId+batchNum",
    "BJJ+onlyPendingWithdraws"
  ],
  project: (item) => ({ batchNum: item["batchNum"], accountIndex: item["accountIndex"], balance: item["balance"] }),
  identity: (item) => `${item["batchNum"]}/${item["accountIndex"]}`,
  filter: (kind, model, draw) => {
    let exits = [...model.exits()]
    const query: Record<string, string> = {}
    for (const part of kind === "none" ? [] : kind.split("+")) {
      if (part === "tokenId") {
        const token = drawnToken(model, draw)
        query["tokenId"] = String(token)
        exits = exits.filter((e) => e.token === token)
      } else if (part === "batchNum") {
        const batch = drawnBatch(model, draw, new Set(model.exits().map((e) => e.batch)))
        query["batchNum"] = String(batch)
        exits = exits.filter((e) => e.batch === batch)
      } else if (part === "onlyPendingWithdraws") {
        // Nothing is withdrawn in a run: every exit is pending.
        query["onlyPendingWithdraws"] = String(draw.chance(0.5))
      } else {
        const owner = ownerFilter(part, model, draw)
        Object.assign(query, owner.query)
        exits = exits.filter((e) => (owner.idx !== undefined ? e.idx === owner.idx : e.wallet === owner.wallet))
      }
    }
    const expected = exits.map((e) => ({
      batchNum: e.batch,
      accountIndex: indexText(model, e.token, e.idx),
      balance: String(e.balance)
    }))
    return { query, expected }
  }
}

/** The name the run's test node gives a token of `symbol`. */
function tokenName(symbol: string): string {
  return `${symbol} token`
}

/** `/tokens`: by id; a comma list of ids or symbols, a case-insensitive part of the name. */
const TOKENS: ModelList = {
  name: "tokens",
  path: "/tokens",
  key: "tokens",
  kinds: ["none", "ids", "symbols", "name"],
  project: (item) => ({ id: item["id"], symbol: item["symbol"], name: item["name"] }),
  identity: (item) => String(item["id"]),
  filter: (kind, model, draw) => {
    const all = model.tokens.map((symbol, id) => ({ id, symbol, name: tokenName(symbol) }))
    if (kind === "ids") {
      const ids = [...new Set([drawnToken(model, draw), drawnToken(model, draw)])].sort((a, b) => a - b)
      return { query: { ids: ids.join(",") }, expected: all.filter((t) => ids.includes(t.id)) }
    }
    if (kind === "symbols") {
      const symbols = [...new Set([draw.pick([...model.tokens, "NONE"]), draw.pick([...model.tokens, "NONE"])])]
      return { query: { symbols: symbols.join(",") }, expected: all.filter((t) => symbols.includes(t.symbol)) }
    }
    if (kind === "name") {
      const name = draw.pick([...model.tokens.map((s) => s.toLowerCase()), "TOKEN", "b tok", "none"])
      return { query: { name }, expected: all.filter((t) => t.name.toLowerCase().includes(name.toLowerCase())) }
    }
    return { query: {}, expected: all }
  }
}

/** `/coordinators`: none in a run (no coordinator registers, and the boot coordinator is listed only once the auction
 * variables are recorded, which no run does): by any address, none either. */
const COORDINATORS: ModelList = {
  name: "coordinators",
  path: "/coordinators",
  key: "coordinators",
  kinds: ["none", "forgerAddr", "bidderAddr"],
  project: (item) => item,
  identity: (item) => String(item["bidderAddr"]),
  filter: (kind, _model, draw) => {
    if (kind === "none") return { query: {}, expected: [] }
    const address = draw.chance(0.5) ? ZERO : numberedWallet(draw.int(1, 4)).ethAddress.toLowerCase()
    return { query: { [kind]: address }, expected: [] }
  }
}

/** The lists walked after every move (the balance history is walked for one account, `balanceHistory`). */
export const LISTS: ReadonlyArray<ModelList> = [BATCHES, ACCOUNTS, HISTORY, POOL, EXITS, TOKENS, COORDINATORS]

/** `/accounts/{accountIndex}/balance-history` of the account `idx` (at `path`): its state after each batch that changed it;
 * `asOfBatchNum` keeps the batches up to it (inclusive). */
export function balanceHistory(path: string, idx: number): ModelList {
  return {
    name: "balance-history",
    path,
    key: "balances",
    kinds: ["none", "asOfBatchNum"],
    project: (item) => ({ batchNum: item["batchNum"], balance: item["balance"], nonce: item["nonce"] }),
    identity: (item) => String(item["batchNum"]),
    filter: (kind, model, draw) => {
      const asOf = kind === "asOfBatchNum" ? draw.int(0, model.lastBatch() + 1) : undefined
      const expected = model
        .balanceHistory(idx)
        .filter((b) => asOf === undefined || b.batchNum <= asOf)
        .map((b) => ({ batchNum: b.batchNum, balance: String(b.balance), nonce: Number(b.nonce) }))
      return { query: asOf === undefined ? {} : { asOfBatchNum: String(asOf) }, expected }
    }
  }
}

/** The balance history's list as the coverage names it (its kinds, for any account). */
export const BALANCE_HISTORY: ModelList = balanceHistory("", 0)
