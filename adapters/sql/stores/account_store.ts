/** The AccountStore port on PostgreSQL: accounts in index order with their newest `account_update` (0 before any); one
 * filter subtracts ordinals, more count. The balance history walks `account_update` by `(idx, item_id)`. */
import type { Account } from "../../../core/domain/account.ts"
import type { AccountBalance } from "../../../core/domain/account_balance.ts"
import type { AccountIdx } from "../../../core/domain/account_index.ts"
import { accountIndexOf } from "../../../core/ledger/account_rendering.ts"
import { type AccountFilter, AccountStore, type BalanceFilter } from "../../../core/ports/account_store.ts"
import { addressBytes, addressOf, keyBytes, keyOf } from "../rows/codecs.ts"
import { drivenSource, type KeyFilter, type ListReader, type ListSource, pageRows } from "./keyset_page.ts"
import { INT8, type Params } from "../rows/params.ts"
import { bigAt, bigOrNullAt, bytesAt, columnNames, dateAt, intAt, type Values } from "../rows/row.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { readFirst, readMany, readPage, storeLayer } from "./store_reads.ts"
import * as Stored from "../rows/stored_brands.ts"

/** The positions of an account's columns (from `a`, its latest state from `u`) within its group of a row; its token's follow. */
const A = { "a.item_id": 0, "a.idx": 1, "a.eth_addr": 2, "a.bjj": 3, "u.nonce": 4, "u.balance": 5 } as const

/** The select list of an account (alias `a`), its latest state (`u`) and its token (`k`). */
const COLUMNS = `${columnNames(A).join(", ")}, ${tokenColumns("k")}`

const TOKEN_AT = columnNames(A).length

/** The joins of an account's (alias `a`) token (`k`) and latest state (`u`: nonce and balance, none before any batch). */
export const ACCOUNT_JOINS =
  `JOIN token k ON k.token_id = a.token_id ` +
  `LEFT JOIN LATERAL (SELECT s.nonce, s.balance FROM account_update s WHERE s.idx = a.idx ORDER BY s.batch_num DESC LIMIT 1) u ON true`

/** The account of a row whose columns from `at` on were selected with `COLUMNS`. */
function accountOf(row: Values, at: number): Account {
  const token = tokenOf(row, at + TOKEN_AT)
  return {
    itemId: Stored.ItemId(intAt(row, at + A["a.item_id"])),
    accountIndex: accountIndexOf(Stored.AccountIdx(intAt(row, at + A["a.idx"])), token),
    nonce: Stored.Nonce(bigOrNullAt(row, at + A["u.nonce"]) ?? 0n),
    balance: bigOrNullAt(row, at + A["u.balance"]) ?? 0n,
    bjj: keyOf(bytesAt(row, at + A["a.bjj"])),
    zkEthereumAddress: addressOf(bytesAt(row, at + A["a.eth_addr"])),
    token
  }
}

function source(filter: AccountFilter, params: Params): ListSource {
  const tokenIds = filter.tokenIds === undefined ? undefined : [...new Set<number>(filter.tokenIds)]
  const base = { table: "account", item: "item_id" }
  if (filter.ethAddr !== undefined || filter.bjj !== undefined) {
    const owners: Array<KeyFilter> = []
    if (filter.ethAddr !== undefined) owners.push(["eth_addr", addressBytes(filter.ethAddr), "ord_addr"])
    if (filter.bjj !== undefined) owners.push(["bjj", keyBytes(filter.bjj), "ord_bjj"])
    const driven = drivenSource("account", owners, params)
    return tokenIds === undefined
      ? driven
      : { ...driven, residual: [...driven.residual, `x.token_id = ANY(${params.add(INT8.bind(tokenIds))})`] }
  }
  if (tokenIds === undefined) return { ...base, keys: [], ordinal: "ord_all" }
  if (tokenIds.length === 1) return { ...base, keys: [["token_id", params.add(tokenIds[0])]], ordinal: "ord_token" }
  return { ...base, keys: [], anyOf: ["token_id", params.add(INT8.bind(tokenIds))], ordinal: "ord_token" }
}

const ACCOUNTS: ListReader<AccountFilter, Account> = {
  source,
  rows: pageRows(COLUMNS, `JOIN account a ON a.item_id = d.item ${ACCOUNT_JOINS}`),
  decode: accountOf
}

/** The statement reading the accounts whose index satisfies `condition` (on `a.idx`). */
const findWhere = (condition: string) => `SELECT ${COLUMNS} FROM account a ${ACCOUNT_JOINS} WHERE a.idx ${condition}`

const GET_ACCOUNT = findWhere("= $1")

/** The statement reading the accounts of a set of indexes ($1, int8[]). */
const GET_ACCOUNTS = findWhere("= ANY($1)")

/** A balance history request: the account and the filter. */
interface BalanceRequest {
  readonly idx: AccountIdx
  readonly filter: BalanceFilter
}

/** The account's states: its `account_update` rows by ordinal; `asOfBatchNum` bounds them by the itemId of the last batch up to it. */
function balanceSource(request: BalanceRequest, params: Params): ListSource {
  // The first parameter ($1): `balanceRows` joins the page's states by it.
  const account = params.add(request.idx)
  const bound = request.filter.asOfBatchNum === undefined ? undefined : params.add(request.filter.asOfBatchNum)
  return {
    table: "account_update",
    item: "item_id",
    keys: [["idx", account]],
    ordinal: "ord",
    ...(bound === undefined
      ? {}
      : { hi: `COALESCE((SELECT item_id FROM batch WHERE batch_num <= ${bound} ORDER BY batch_num DESC LIMIT 1), 0)` })
  }
}

/** The positions of a state's columns (from `u`, its batch's from `b`) within its group of a row. */
const S = {
  "u.item_id": 0,
  "u.batch_num": 1,
  "b.timestamp": 2,
  "b.eth_block_num": 3,
  "u.balance": 4,
  "u.nonce": 5
} as const

/** The state of a row whose columns from `at` on were selected by `BALANCES`' rows. */
function balanceOf(row: Values, at: number): AccountBalance {
  return {
    itemId: Stored.ItemId(intAt(row, at + S["u.item_id"])),
    batchNum: Stored.BatchNum(intAt(row, at + S["u.batch_num"])),
    timestamp: dateAt(row, at + S["b.timestamp"]),
    ethereumBlockNum: Stored.EthBlockNum(bigAt(row, at + S["b.eth_block_num"])),
    balance: bigAt(row, at + S["u.balance"]),
    nonce: Stored.Nonce(bigAt(row, at + S["u.nonce"]))
  }
}

const BALANCES: ListReader<BalanceRequest, AccountBalance> = {
  source: balanceSource,
  rows: pageRows(
    columnNames(S).join(", "),
    "JOIN account_update u ON u.idx = $1 AND u.item_id = d.item JOIN batch b ON b.batch_num = u.batch_num"
  ),
  decode: balanceOf
}

/** The AccountStore port on the SQL database. */
export const layer = storeLayer(AccountStore, (db) => ({
  list: (filter, page) => readPage(db, ACCOUNTS, filter, page),
  get: (idx) => readFirst(db.read, GET_ACCOUNT, [idx], accountOf),
  getMany: (idxs) =>
    readMany(db.read, idxs, {
      statement: GET_ACCOUNTS,
      values: [INT8.bind(idxs)],
      decode: accountOf,
      keyOf: (account) => account.accountIndex.idx
    }),
  balances: (idx, filter, page) => readPage(db, BALANCES, { idx, filter }, page)
}))
