/**
 * Writing a planned batch (`core/ledger` `planBatch`, already validated) in set form, inside the
 * ledger call's transaction: created accounts, forged transactions and their side-table rows
 * (one per distinct account, address and key on either side, as the memory adapter indexes
 * them), the queue marked forged, account states, exits and the batch row — every row with its
 * ordinals (`ordinals.ts`). The batch row also keeps what later reads need without scanning: the
 * itemId ranges of its transactions, accounts and exits (a batch filter is a range; a reorg
 * deletes the tails from there), its transaction counts and the delays of its L1 user
 * transactions.
 */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { BatchPlan, ItemIdStart } from "../../../core/ledger/batch_plan.ts"
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import { addressBytes, decimal, hashBytes, jsonText, keyBytes, txIdBytes } from "../rows/codecs.ts"
import {
  ACCOUNT,
  ACCOUNT_TX,
  ADDR_TX,
  BATCH,
  BJJ_TX,
  EXIT,
  type InsertColumn,
  TX,
  insertWithOrdinals
} from "./ordinals.ts"
import {
  boolArray,
  byteaArray,
  float8Array,
  int2Array,
  int4Array,
  int8Array,
  Params,
  textArray,
  timestamptzArray
} from "../rows/params.ts"
import { typeCode } from "../rows/type_codes.ts"

/** The insert columns of `tx` (before the ordinals). */
const TX_INSERT: ReadonlyArray<InsertColumn> = [
  { name: "item_id", type: "int8" },
  { name: "id", type: "bytea" },
  { name: "batch_num", type: "int8" },
  { name: "position", type: "int4" },
  { name: "is_l1", type: "bool" },
  { name: "type", type: "int2" },
  { name: "from_idx", type: "int8" },
  { name: "from_symbol", type: "text" },
  { name: "from_eth_addr", type: "bytea" },
  { name: "from_bjj", type: "bytea" },
  { name: "to_idx", type: "int8" },
  { name: "to_symbol", type: "text" },
  { name: "to_eth_addr", type: "bytea" },
  { name: "to_bjj", type: "bytea" },
  { name: "amount", type: "numeric" },
  { name: "historic_usd", type: "float8" },
  { name: "timestamp", type: "timestamptz" },
  { name: "token_id", type: "int8" },
  { name: "l1_queue_num", type: "int8" },
  { name: "user_origin", type: "bool" },
  { name: "deposit_amount", type: "numeric" },
  { name: "amount_success", type: "bool" },
  { name: "deposit_amount_success", type: "bool" },
  { name: "historic_deposit_usd", type: "float8" },
  { name: "l1_eth_block_num", type: "numeric" },
  { name: "fee", type: "int2" },
  { name: "historic_fee_usd", type: "float8" },
  { name: "nonce", type: "numeric" }
]

/** The statement inserting forged transactions into `tx` with their ordinals. */
export const INSERT_FORGED = insertWithOrdinals(TX, TX_INSERT)

/** The parameters of `INSERT_FORGED` for `records` (forged, in itemId order). */
export function forgedParams(records: ReadonlyArray<TransactionRecord>): Params {
  const params = new Params()
  const column = <A>(f: (r: TransactionRecord) => A) => records.map(f)
  params.add(int8Array(column((r) => r.itemId)))
  params.add(byteaArray(column((r) => txIdBytes(r.id))))
  params.add(int8Array(column((r) => r.batchNum)))
  params.add(int4Array(column((r) => r.position)))
  params.add(boolArray(column((r) => r.L1orL2 === "L1")))
  params.add(int2Array(column((r) => typeCode(r.type))))
  params.add(int8Array(column((r) => r.fromAccountIndex?.idx ?? null)))
  params.add(textArray(column((r) => r.fromAccountIndex?.symbol ?? null)))
  params.add(byteaArray(column((r) => (r.fromZkEthereumAddress === null ? null : addressBytes(r.fromZkEthereumAddress)))))
  params.add(byteaArray(column((r) => (r.fromBJJ === null ? null : keyBytes(r.fromBJJ)))))
  params.add(int8Array(column((r) => r.toAccountIndex.idx)))
  params.add(textArray(column((r) => r.toAccountIndex.symbol)))
  params.add(byteaArray(column((r) => (r.toZkEthereumAddress === null ? null : addressBytes(r.toZkEthereumAddress)))))
  params.add(byteaArray(column((r) => (r.toBJJ === null ? null : keyBytes(r.toBJJ)))))
  params.add(textArray(column((r) => decimal(r.amount))))
  params.add(float8Array(column((r) => r.historicUSD)))
  params.add(timestamptzArray(column((r) => r.timestamp)))
  params.add(int8Array(column((r) => r.tokenId)))
  params.add(int8Array(column((r) => r.L1Info?.toForgeL1TransactionsNum ?? null)))
  params.add(boolArray(column((r) => r.L1Info?.userOrigin ?? null)))
  params.add(textArray(column((r) => (r.L1Info === null ? null : decimal(r.L1Info.depositAmount)))))
  params.add(boolArray(column((r) => r.L1Info?.amountSuccess ?? null)))
  params.add(boolArray(column((r) => r.L1Info?.depositAmountSuccess ?? null)))
  params.add(float8Array(column((r) => r.L1Info?.historicDepositAmountUSD ?? null)))
  params.add(textArray(column((r) => (r.L1Info === null ? null : decimal(r.L1Info.ethereumBlockNum)))))
  params.add(int2Array(column((r) => r.L2Info?.fee ?? null)))
  params.add(float8Array(column((r) => r.L2Info?.historicFeeUSD ?? null)))
  params.add(textArray(column((r) => (r.L2Info === null ? null : decimal(r.L2Info.nonce)))))
  return params
}

/** The accounts insert; `bjj_count` counts the distinct keys up to each account. */
const INSERT_ACCOUNTS = insertWithOrdinals(
  ACCOUNT,
  [
    { name: "item_id", type: "int8" },
    { name: "idx", type: "int8" },
    { name: "token_id", type: "int8" },
    { name: "eth_addr", type: "bytea" },
    { name: "bjj", type: "bytea" },
    { name: "batch_num", type: "int8" }
  ],
  [{
    name: "bjj_count",
    expression: "(SELECT COALESCE((SELECT a.bjj_count FROM account a ORDER BY a.item_id DESC LIMIT 1), 0)) + " +
      "sum(CASE WHEN o.ord_bjj = 1 THEN 1 ELSE 0 END) OVER (ORDER BY o.item_id)"
  }]
)

/** The columns of a side table's insert, its key column first. */
function sideColumns(key: string, type: InsertColumn["type"]): ReadonlyArray<InsertColumn> {
  return [
    { name: key, type },
    { name: "item_id", type: "int8" },
    { name: "type", type: "int2" },
    { name: "token_id", type: "int8" }
  ]
}

const INSERT_ACCOUNT_TX = insertWithOrdinals(ACCOUNT_TX, sideColumns("account_idx", "int8"))
const INSERT_ADDR_TX = insertWithOrdinals(ADDR_TX, sideColumns("addr", "bytea"))
const INSERT_BJJ_TX = insertWithOrdinals(BJJ_TX, sideColumns("bjj", "bytea"))

/** The exits insert. */
const INSERT_EXITS = insertWithOrdinals(EXIT, [
  { name: "item_id", type: "int8" },
  { name: "batch_num", type: "int8" },
  { name: "idx", type: "int8" },
  { name: "token_id", type: "int8" },
  { name: "eth_addr", type: "bytea" },
  { name: "bjj", type: "bytea" },
  { name: "merkle_proof", type: "text" },
  { name: "balance", type: "numeric" }
])

/** The batch insert (one row; its L1 delays are the scalar parameter after the columns). */
const BATCH_COLUMNS: ReadonlyArray<InsertColumn> = [
  { name: "item_id", type: "int8" },
  { name: "batch_num", type: "int8" },
  { name: "eth_block_num", type: "numeric" },
  { name: "eth_block_hash", type: "bytea" },
  { name: "timestamp", type: "timestamptz" },
  { name: "forger_addr", type: "bytea" },
  { name: "collected_fees", type: "text" },
  { name: "fees_usd", type: "float8" },
  { name: "state_root", type: "numeric" },
  { name: "num_accounts", type: "int4" },
  { name: "exit_root", type: "numeric" },
  { name: "forge_l1_txs_num", type: "int8" },
  { name: "slot_num", type: "int8" },
  { name: "tx_item_start", type: "int8" },
  { name: "tx_count", type: "int4" },
  { name: "l2_count", type: "int4" },
  { name: "account_item_start", type: "int8" },
  { name: "exit_item_start", type: "int8" },
  { name: "exit_count", type: "int4" }
]
const INSERT_BATCH = insertWithOrdinals(BATCH, BATCH_COLUMNS, [
  { name: "l1_delays", expression: `$${BATCH_COLUMNS.length + 1}::float8[]` }
])

/** A side-table row: key, itemId, type code, token. */
type SideRow<K> = readonly [key: K, itemId: number, type: number, tokenId: number]

/** The distinct non-null keys among `keys`, in order. */
function distinct<K>(keys: ReadonlyArray<K | null>): Array<K> {
  const out: Array<K> = []
  for (const key of keys) if (key !== null && !out.includes(key)) out.push(key)
  return out
}

/** The side-table rows of forged transactions: one per distinct account, address and key on either side. */
function sideRows(records: ReadonlyArray<TransactionRecord>) {
  const accounts: Array<SideRow<number>> = []
  const addresses: Array<SideRow<Uint8Array>> = []
  const keys: Array<SideRow<Uint8Array>> = []
  for (const r of records) {
    const meta = [r.itemId, typeCode(r.type), r.tokenId] as const
    for (const idx of distinct([r.fromAccountIndex?.idx ?? null, r.toAccountIndex.idx])) accounts.push([idx, ...meta])
    for (const a of distinct([r.fromZkEthereumAddress, r.toZkEthereumAddress])) addresses.push([addressBytes(a), ...meta])
    for (const k of distinct([r.fromBJJ, r.toBJJ])) keys.push([keyBytes(k), ...meta])
  }
  return { accounts, addresses, keys }
}

/** Inserts side-table rows (none: nothing). */
function insertSide<K>(
  sql: SqlClient,
  statement: string,
  rows: ReadonlyArray<SideRow<K>>,
  keyArray: (keys: ReadonlyArray<K>) => unknown
): Effect.Effect<void, SqlError> {
  if (rows.length === 0) return Effect.void
  return Effect.asVoid(sql.unsafe(statement, [
    keyArray(rows.map((r) => r[0])),
    int8Array(rows.map((r) => r[1])),
    int2Array(rows.map((r) => r[2])),
    int8Array(rows.map((r) => r[3]))
  ]))
}

/** Writes a validated batch plan whose itemIds start at `start`. */
export function writeBatchPlan(sql: SqlClient, plan: BatchPlan, start: ItemIdStart): Effect.Effect<void, SqlError> {
  return Effect.gen(function*() {
    const batch = plan.batch
    const batchNum = batch.batchNum
    if (plan.accounts.length > 0) {
      const accounts = plan.accounts
      yield* sql.unsafe(INSERT_ACCOUNTS, [
        int8Array(accounts.map((a) => a.itemId)),
        int8Array(accounts.map((a) => a.account.idx)),
        int8Array(accounts.map((a) => a.account.tokenId)),
        byteaArray(accounts.map((a) => addressBytes(a.account.ethAddr))),
        byteaArray(accounts.map((a) => keyBytes(a.account.bjj))),
        int8Array(accounts.map(() => batchNum))
      ])
    }
    if (plan.transactions.length > 0) {
      yield* sql.unsafe(INSERT_FORGED, forgedParams(plan.transactions).values)
      const side = sideRows(plan.transactions)
      yield* insertSide(sql, INSERT_ACCOUNT_TX, side.accounts, int8Array)
      yield* insertSide(sql, INSERT_ADDR_TX, side.addresses, byteaArray)
      yield* insertSide(sql, INSERT_BJJ_TX, side.keys, byteaArray)
    }
    if (batch.forgeL1TransactionsNum !== null) {
      yield* sql.unsafe("UPDATE l1_user_tx SET forged = true WHERE queue_num = $1 AND NOT forged", [batch.forgeL1TransactionsNum])
    }
    if (plan.accountUpdates.length > 0) {
      const updates = plan.accountUpdates
      yield* sql.unsafe(
        "INSERT INTO account_update (idx, batch_num, nonce, balance) " +
          "SELECT u.idx, $2, u.nonce::numeric, u.balance::numeric FROM unnest($1::int8[], $3::text[], $4::text[]) AS u(idx, nonce, balance)",
        [
          int8Array(updates.map((u) => u.idx)),
          batchNum,
          textArray(updates.map((u) => decimal(u.nonce))),
          textArray(updates.map((u) => decimal(u.balance)))
        ]
      )
    }
    if (plan.exits.length > 0) {
      const exits = plan.exits
      yield* sql.unsafe(INSERT_EXITS, [
        int8Array(exits.map((x) => x.itemId)),
        int8Array(exits.map((x) => x.batchNum)),
        int8Array(exits.map((x) => x.accountIndex.idx)),
        int8Array(exits.map((x) => x.tokenId)),
        byteaArray(exits.map((x) => addressBytes(x.zkEthereumAddress))),
        byteaArray(exits.map((x) => keyBytes(x.bjj))),
        textArray(exits.map((x) => jsonText(x.merkleProof))),
        textArray(exits.map((x) => decimal(x.balance)))
      ])
    }
    const delays = plan.transactions
      .filter((r) => r.L1Info?.userOrigin === true)
      .map((r) => (batch.timestamp.getTime() - r.timestamp.getTime()) / 1000)
    yield* sql.unsafe(INSERT_BATCH, [
      int8Array([batch.itemId]),
      int8Array([batchNum]),
      textArray([decimal(batch.ethereumBlockNum)]),
      byteaArray([hashBytes(batch.ethereumBlockHash)]),
      timestamptzArray([batch.timestamp]),
      byteaArray([addressBytes(batch.forgerAddr)]),
      textArray([jsonText(batch.collectedFees)]),
      float8Array([batch.historicTotalCollectedFeesUSD]),
      textArray([decimal(batch.stateRoot)]),
      int4Array([batch.numAccounts]),
      textArray([decimal(batch.exitRoot)]),
      int8Array([batch.forgeL1TransactionsNum]),
      int8Array([batch.slotNum]),
      int8Array([start.transaction]),
      int4Array([plan.transactions.length]),
      int4Array([plan.transactions.filter((r) => r.L1orL2 === "L2").length]),
      int8Array([start.account]),
      int8Array([start.exit]),
      int4Array([plan.exits.length]),
      float8Array(delays)
    ])
  })
}
