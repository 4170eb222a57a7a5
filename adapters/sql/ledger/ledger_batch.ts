/** Writing a validated batch plan in set form, every row with its ordinals, the batch row with the itemId ranges,
 * counts and L1 delays later reads need; and the insert of queued L1 user transactions. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { BatchPlan, CreatedAccount, ItemIdStart } from "../../../core/ledger/batch_plan.ts"
import type { ExitRecord } from "../../../core/ledger/exit_record.ts"
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import type { AccountUpdate } from "../../../core/ports/ledger.ts"
import { addressBytes, hashBytes, jsonText, keyBytes, nullable, txIdBytes } from "../rows/codecs.ts"
import { type ArrayType, BOOL, BYTEA, FLOAT8, INT2, INT4, INT8, NUMERIC, TEXT, TIMESTAMPTZ } from "../rows/params.ts"
import { typeCode } from "../rows/type_codes.ts"
import { storeTemplates, type TemplateMaker } from "../templates/item_templates.ts"
import {
  ACCOUNT,
  ACCOUNT_TX,
  ACCOUNT_UPDATE,
  ADDR_TX,
  BATCH,
  BJJ_TX,
  column,
  EXIT,
  type InsertColumn,
  insertWithOrdinals,
  ordinalTable,
  type SetInsert,
  TX
} from "./ordinals.ts"

/** The columns forged and queued transactions both store. */
const RECORD_COLUMNS: ReadonlyArray<InsertColumn<TransactionRecord>> = [
  column("item_id", INT8, (r) => r.itemId),
  column("id", BYTEA, (r) => txIdBytes(r.id)),
  column("position", INT4, (r) => r.position),
  column("type", INT2, (r) => typeCode(r.type)),
  column("from_idx", INT8, (r) => r.fromAccountIndex?.idx ?? null),
  column("from_symbol", TEXT, (r) => r.fromAccountIndex?.symbol ?? null),
  column("from_eth_addr", BYTEA, (r) => nullable(addressBytes)(r.fromZkEthereumAddress)),
  column("from_bjj", BYTEA, (r) => nullable(keyBytes)(r.fromBJJ)),
  column("to_idx", INT8, (r) => r.toAccountIndex.idx),
  column("to_symbol", TEXT, (r) => r.toAccountIndex.symbol),
  column("to_eth_addr", BYTEA, (r) => nullable(addressBytes)(r.toZkEthereumAddress)),
  column("to_bjj", BYTEA, (r) => nullable(keyBytes)(r.toBJJ)),
  column("amount", NUMERIC, (r) => r.amount),
  column("historic_usd", FLOAT8, (r) => r.historicUSD),
  column("timestamp", TIMESTAMPTZ, (r) => r.timestamp),
  column("token_id", INT8, (r) => r.tokenId),
  column("deposit_amount", NUMERIC, (r) => r.L1Info?.depositAmount ?? null),
  column("historic_deposit_usd", FLOAT8, (r) => r.L1Info?.historicDepositAmountUSD ?? null),
  column("l1_eth_block_num", NUMERIC, (r) => r.L1Info?.ethereumBlockNum ?? null)
]

/** The insert of forged transactions into `tx`, with its ordinals. */
export const INSERT_FORGED = insertWithOrdinals<TransactionRecord>(TX, [
  ...RECORD_COLUMNS,
  column("batch_num", INT8, (r) => r.batchNum),
  column("is_l1", BOOL, (r) => r.L1orL2 === "L1"),
  column("l1_queue_num", INT8, (r) => r.L1Info?.toForgeL1TransactionsNum ?? null),
  column("user_origin", BOOL, (r) => r.L1Info?.userOrigin ?? null),
  column("amount_success", BOOL, (r) => r.L1Info?.amountSuccess ?? null),
  column("deposit_amount_success", BOOL, (r) => r.L1Info?.depositAmountSuccess ?? null),
  column("fee", INT2, (r) => r.L2Info?.fee ?? null),
  column("historic_fee_usd", FLOAT8, (r) => r.L2Info?.historicFeeUSD ?? null),
  column("nonce", NUMERIC, (r) => r.L2Info?.nonce ?? null)
])

/** The insert of queued L1 user transactions into `l1_user_tx` (not forged yet). */
export const INSERT_QUEUED = insertWithOrdinals<TransactionRecord>(
  ordinalTable("l1_user_tx"),
  [...RECORD_COLUMNS, column("queue_num", INT8, (r) => r.L1Info?.toForgeL1TransactionsNum ?? null)],
  [{ name: "forged", expression: "false" }]
)

/** The insert of created accounts; `bjj_count` counts the distinct keys up to each account. */
const INSERT_ACCOUNTS = insertWithOrdinals<CreatedAccount & { readonly batchNum: number }>(
  ACCOUNT,
  [
    column("item_id", INT8, (a) => a.itemId),
    column("idx", INT8, (a) => a.account.idx),
    column("token_id", INT8, (a) => a.account.tokenId),
    column("eth_addr", BYTEA, (a) => addressBytes(a.account.ethAddr)),
    column("bjj", BYTEA, (a) => keyBytes(a.account.bjj)),
    column("batch_num", INT8, (a) => a.batchNum)
  ],
  [
    {
      name: "bjj_count",
      expression:
        "(SELECT COALESCE((SELECT a.bjj_count FROM account a ORDER BY a.item_id DESC LIMIT 1), 0)) + " +
        "sum(CASE WHEN o.ord_bjj = 1 THEN 1 ELSE 0 END) OVER (ORDER BY o.item_id)"
    }
  ]
)

/** An account's state after the batch of `batchNum` and `itemId`. */
type AccountUpdateRow = AccountUpdate & { readonly batchNum: number; readonly itemId: number }

/** The insert of the accounts' states after a batch, each numbered in its account's balance history. */
const INSERT_ACCOUNT_UPDATES = insertWithOrdinals<AccountUpdateRow>(ACCOUNT_UPDATE, [
  column("item_id", INT8, (u) => u.itemId),
  column("idx", INT8, (u) => u.idx),
  column("batch_num", INT8, (u) => u.batchNum),
  column("nonce", NUMERIC, (u) => u.nonce),
  column("balance", NUMERIC, (u) => u.balance)
])

/** A side-table row: key, itemId, type code, token. */
type SideRow<K> = readonly [key: K, itemId: number, type: number, tokenId: number]

function sideInsert<K>(table: typeof ACCOUNT_TX, key: string, type: ArrayType<K>): SetInsert<SideRow<K>> {
  return insertWithOrdinals<SideRow<K>>(table, [
    column(key, type, (r) => r[0]),
    column("item_id", INT8, (r) => r[1]),
    column("type", INT2, (r) => r[2]),
    column("token_id", INT8, (r) => r[3])
  ])
}

const INSERT_ACCOUNT_TX = sideInsert(ACCOUNT_TX, "account_idx", INT8)
const INSERT_ADDR_TX = sideInsert(ADDR_TX, "addr", BYTEA)
const INSERT_BJJ_TX = sideInsert(BJJ_TX, "bjj", BYTEA)

const INSERT_EXITS = insertWithOrdinals<ExitRecord>(EXIT, [
  column("item_id", INT8, (x) => x.itemId),
  column("batch_num", INT8, (x) => x.batchNum),
  column("idx", INT8, (x) => x.accountIndex.idx),
  column("token_id", INT8, (x) => x.tokenId),
  column("eth_addr", BYTEA, (x) => addressBytes(x.zkEthereumAddress)),
  column("bjj", BYTEA, (x) => keyBytes(x.bjj)),
  column("merkle_proof", TEXT, (x) => jsonText(x.merkleProof)),
  column("balance", NUMERIC, (x) => x.balance)
])

/** What the batch row is written from. */
type BatchRow = { readonly plan: BatchPlan; readonly start: ItemIdStart }

/** The insert of the batch row (its L1 delays are the parameter after the columns). */
const BATCH_COLUMNS: ReadonlyArray<InsertColumn<BatchRow>> = [
  column("item_id", INT8, ({ plan }) => plan.batch.itemId),
  column("batch_num", INT8, ({ plan }) => plan.batch.batchNum),
  column("eth_block_num", NUMERIC, ({ plan }) => plan.batch.ethereumBlockNum),
  column("eth_block_hash", BYTEA, ({ plan }) => hashBytes(plan.batch.ethereumBlockHash)),
  column("eth_tx_hash", BYTEA, ({ plan }) => nullable(hashBytes)(plan.batch.ethereumTxHash)),
  column("timestamp", TIMESTAMPTZ, ({ plan }) => plan.batch.timestamp),
  column("forger_addr", BYTEA, ({ plan }) => addressBytes(plan.batch.forgerAddr)),
  column("collected_fees", TEXT, ({ plan }) => jsonText(plan.batch.collectedFees)),
  column("fees_usd", FLOAT8, ({ plan }) => plan.batch.historicTotalCollectedFeesUSD),
  column("state_root", NUMERIC, ({ plan }) => plan.batch.stateRoot),
  column("num_accounts", INT4, ({ plan }) => plan.batch.numAccounts),
  column("exit_root", NUMERIC, ({ plan }) => plan.batch.exitRoot),
  column("forge_l1_txs_num", INT8, ({ plan }) => plan.batch.forgeL1TransactionsNum),
  column("slot_num", INT8, ({ plan }) => plan.batch.slotNum),
  column("tx_item_start", INT8, ({ start }) => start.transaction),
  column("tx_count", INT4, ({ plan }) => plan.batch.forgedTransactions),
  column("l2_count", INT4, ({ plan }) => plan.transactions.filter((r) => r.L1orL2 === "L2").length),
  column("account_item_start", INT8, ({ start }) => start.account),
  column("exit_item_start", INT8, ({ start }) => start.exit),
  column("exit_count", INT4, ({ plan }) => plan.exits.length)
]
const INSERT_BATCH = insertWithOrdinals<BatchRow>(BATCH, BATCH_COLUMNS, [
  { name: "l1_delays", expression: `$${BATCH_COLUMNS.length + 1}::float8[]` }
])

function distinct<K>(keys: ReadonlyArray<K | null>): Array<K> {
  return [...new Set(keys.filter((key): key is K => key !== null))]
}

/** The side-table rows of forged transactions: one per distinct account, address and key on either side. */
function sideRows(records: ReadonlyArray<TransactionRecord>) {
  const accounts: Array<SideRow<number>> = []
  const addresses: Array<SideRow<Uint8Array>> = []
  const keys: Array<SideRow<Uint8Array>> = []
  for (const r of records) {
    const meta = [r.itemId, typeCode(r.type), r.tokenId] as const
    for (const idx of distinct([r.fromAccountIndex?.idx ?? null, r.toAccountIndex.idx])) accounts.push([idx, ...meta])
    for (const a of distinct([r.fromZkEthereumAddress, r.toZkEthereumAddress]))
      addresses.push([addressBytes(a), ...meta])
    for (const k of distinct([r.fromBJJ, r.toBJJ])) keys.push([keyBytes(k), ...meta])
  }
  return { accounts, addresses, keys }
}

function insertRows<R>(sql: SqlClient, insert: SetInsert<R>, rows: ReadonlyArray<R>): Effect.Effect<void, SqlError> {
  return rows.length === 0 ? Effect.void : Effect.asVoid(sql.unsafe(insert.statement, insert.params(rows)))
}

/** Writes a validated batch plan whose itemIds start at `start`, with its items' templates when `templates` makes them. */
export function writeBatchPlan(
  sql: SqlClient,
  plan: BatchPlan,
  start: ItemIdStart,
  templates?: TemplateMaker
): Effect.Effect<void, SqlError> {
  return Effect.gen(function* () {
    const batch = plan.batch
    yield* insertRows(
      sql,
      INSERT_ACCOUNTS,
      plan.accounts.map((a) => ({ ...a, batchNum: batch.batchNum }))
    )
    yield* insertRows(sql, INSERT_FORGED, plan.transactions)
    const side = sideRows(plan.transactions)
    yield* insertRows(sql, INSERT_ACCOUNT_TX, side.accounts)
    yield* insertRows(sql, INSERT_ADDR_TX, side.addresses)
    yield* insertRows(sql, INSERT_BJJ_TX, side.keys)
    if (batch.forgeL1TransactionsNum !== null) {
      yield* sql.unsafe(
        "UPDATE l1_user_tx SET forged = true, rolled_back_from = NULL WHERE queue_num = $1 AND NOT forged",
        [batch.forgeL1TransactionsNum]
      )
    }
    yield* insertRows(
      sql,
      INSERT_ACCOUNT_UPDATES,
      plan.accountUpdates.map((u) => ({ ...u, batchNum: batch.batchNum, itemId: batch.itemId }))
    )
    yield* insertRows(sql, INSERT_EXITS, plan.exits)
    if (templates !== undefined) {
      yield* storeTemplates(sql, templates, "tx", plan.transactions, (r) => r.itemId, templates.history)
      yield* storeTemplates(sql, templates, "exit", plan.exits, (r) => r.itemId, templates.exit)
    }
    const delays = plan.transactions
      .filter((r) => r.L1Info?.userOrigin === true)
      .map((r) => (batch.timestamp.getTime() - r.timestamp.getTime()) / 1000)
    yield* sql.unsafe(INSERT_BATCH.statement, [...INSERT_BATCH.params([{ plan, start }]), FLOAT8.bind(delays)])
  })
}
