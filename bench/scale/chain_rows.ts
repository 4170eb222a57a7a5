/** The scale benchmark's chain as COPY rows: a seeded stream of every table's rows as `adapters/sql` writes them,
 * ordinals included, with ownership skewed like a real chain. */
import { jsonText } from "../../adapters/sql/rows/codecs.ts"
import { typeCode } from "../../adapters/sql/rows/type_codes.ts"
import type { TransactionType } from "../../core/domain/transaction_type.ts"
import { templateMaker } from "../../adapters/http/rendering/templated_items.ts"
import { exitRecordOf } from "../../adapters/sql/rows/exit_rows.ts"
import { TRANSACTION_COLUMNS, transactionRecordOf } from "../../adapters/sql/rows/transaction_rows.ts"
import { byteaHex, line, NULL, text } from "./copy_text.ts"
import {
  BATCH_LAYOUT,
  BATCHES_PER_SLOT,
  DEFAULT_STATE_TREE_WINDOW,
  OPENING_ACCOUNTS,
  type ScalePlan,
  TRANSACTIONS_PER_BATCH
} from "./scale_plan.ts"
import { ScaleStateTree, stateTreeSince } from "./state_tree_rows.ts"

/** The positions of the bytea columns among a transaction's (its id, addresses and keys, as hex). */
const BYTEA_COLUMNS = new Set([1, 8, 9, 12, 13])
/** The positions of the float8 and timestamptz columns among a transaction's. */
const FLOAT_COLUMNS = new Set([15, 23, 26])
const TIMESTAMP_COLUMN = 16

/** The rendering cache's row of a generated transaction: the template the node's writer stores, made from the record
 * the SQL store reads back from its columns (given as the driver returns them). */
function transactionTemplate(columns: ReadonlyArray<string | number | boolean>): string | undefined {
  const row = columns.map((column, i) =>
    column === NULL
      ? null
      : BYTEA_COLUMNS.has(i)
        ? Buffer.from(String(column), "hex")
        : FLOAT_COLUMNS.has(i)
          ? Number(column)
          : i === TIMESTAMP_COLUMN
            ? new Date(String(column))
            : column
  )
  const template = templateMaker.history(transactionRecordOf(row, 0))
  return template === undefined ? undefined : line([columns[0] ?? 0, templateMaker.shaping, text(template)])
}

/** The rendering cache's row of a generated exit, from its columns (addresses and keys as hex) and its token's symbol. */
function exitTemplate(
  columns: readonly [number, number, number, number, string, string, string, string],
  symbol: string
): string | undefined {
  const [item, batchNum, idx, token, addr, bjj, proof, balance] = columns
  const row = [item, batchNum, idx, token, Buffer.from(addr, "hex"), Buffer.from(bjj, "hex"), proof, balance]
  const template = templateMaker.exit(exitRecordOf([...row, null, null, null, symbol, null], 0))
  return template === undefined ? undefined : line([item, templateMaker.shaping, text(template)])
}

/** The tables the generator fills. */
export type ScaleTable =
  | "token"
  | "coordinator"
  | "coordinator_forger"
  | "batch"
  | "tx"
  | "account"
  | "account_update"
  | "account_tx"
  | "addr_tx"
  | "bjj_tx"
  | "exit"
  | "pool_tx"
  | "tx_template"
  | "exit_template"
  | "state_node"

/** The COPY column list of every table, in the order of the generated values. */
export const COPY_COLUMNS: Readonly<Record<ScaleTable, ReadonlyArray<string>>> = {
  token: [
    "item_id",
    "token_id",
    "eth_block_num",
    "eth_addr",
    "name",
    "name_lower",
    "symbol",
    "decimals",
    "usd",
    "fiat_update"
  ],
  coordinator: ["item_id", "bidder_addr", "forger_addr", "url", "eth_block"],
  coordinator_forger: ["forger_addr", "bidder_addr"],
  batch: [
    "item_id",
    "batch_num",
    "eth_block_num",
    "eth_block_hash",
    "timestamp",
    "forger_addr",
    "collected_fees",
    "fees_usd",
    "state_root",
    "num_accounts",
    "exit_root",
    "forge_l1_txs_num",
    "slot_num",
    "tx_item_start",
    "tx_count",
    "l2_count",
    "account_item_start",
    "exit_item_start",
    "exit_count",
    "l1_delays",
    "ord_all",
    "ord_slot",
    "ord_forger",
    "eth_tx_hash"
  ],
  tx: [...TRANSACTION_COLUMNS, "ord_all", "ord_token", "ord_type", "ord_token_type"],
  account: [
    "item_id",
    "idx",
    "token_id",
    "eth_addr",
    "bjj",
    "batch_num",
    "ord_all",
    "ord_token",
    "ord_addr",
    "ord_bjj",
    "bjj_count"
  ],
  account_update: ["idx", "batch_num", "item_id", "ord", "nonce", "balance"],
  account_tx: ["account_idx", "item_id", "ord", "type", "token_id"],
  addr_tx: ["addr", "item_id", "ord", "type", "token_id"],
  bjj_tx: ["bjj", "item_id", "ord", "type", "token_id"],
  exit: [
    "item_id",
    "batch_num",
    "idx",
    "token_id",
    "eth_addr",
    "bjj",
    "merkle_proof",
    "balance",
    "instant_withdraw",
    "delayed_withdraw_request",
    "delayed_withdraw",
    "ord_all",
    "ord_token",
    "ord_addr",
    "ord_bjj",
    "ord_account"
  ],
  pool_tx: [
    "id",
    "state",
    "batch_num",
    "type",
    "token_id",
    "from_idx",
    "from_symbol",
    "from_eth_addr",
    "from_bjj",
    "to_idx",
    "to_symbol",
    "to_eth_addr",
    "to_bjj",
    "amount",
    "fee",
    "nonce",
    "signature",
    "timestamp"
  ],
  tx_template: ["item_id", "shaping", "template"],
  exit_template: ["item_id", "shaping", "template"],
  state_node: ["depth", "path", "batch_num", "leaf_key", "left_or_value", "right_child"]
}

/** Where rows go. */
export interface RowSink {
  row(table: ScaleTable, line: string): void
}

/** The next free itemId of every kind once the chain is written (for `item_counter`). */
export interface ChainTotals {
  readonly tokens: number
  readonly accounts: number
  readonly batches: number
  readonly transactions: number
  readonly exits: number
  readonly coordinators: number
  readonly highestBlock: number
  /** The first batch whose state tree is written whole (`chain_state.state_tree_since`). */
  readonly stateTreeSince: number
  /** Time spent computing the state tree and its rows, in milliseconds. */
  readonly stateTreeMs: number
}

/** The first account index (below it: 0 for deposits' receiver, 1 for exits). */
const FIRST_IDX = 256
/** The exit account index and its symbol. */
const EXIT_IDX = 1
const EXIT_SYMBOL = "EXIT"
/** The first batch's time and the time between batches. */
const GENESIS_MS = Date.parse("2025-01-01T00:00:00.000Z")
const BATCH_INTERVAL_MS = 60_000
/** Ethereum blocks per batch, and the first batch's block. */
const BLOCKS_PER_BATCH = 5
const FIRST_BLOCK = 1_000

/** mulberry32: a small seeded generator (reproducible datasets; not for cryptography). */
class Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n)
  }

  /** An integer in [0, n) skewed towards 0 (density ∝ 1/√x: the u² law). */
  skewed(n: number): number {
    const u = this.next()
    return Math.floor(n * u * u)
  }

  /** `bytes` random bytes as lowercase hex. */
  hex(bytes: number): string {
    let out = ""
    for (let i = 0; i < bytes; i += 4) {
      out += ((this.next() * 4294967296) >>> 0).toString(16).padStart(8, "0")
    }
    return out.slice(0, bytes * 2)
  }
}

/** A compressed key from 32 random bytes (hex): bits 253 and 254 cleared, so its y is below the field's modulus (2^253
 * is) and its account can be in the state tree; the sign bit (255) kept. */
function keyInField(hex: string): string {
  const last = Number.parseInt(hex.slice(62), 16) & 0x9f
  return hex.slice(0, 62) + last.toString(16).padStart(2, "0")
}

/** Writes the plan's chain into `sink`, calling `afterBatch` after every batch (to flush and report progress), with the
 * state trees of the last `stateTreeWindow` batches and the one before them (their `state_root`s their roots). */
export async function writeChain(
  plan: ScalePlan,
  sink: RowSink,
  afterBatch: (batchNum: number) => Promise<void>,
  seed = 1,
  stateTreeWindow = DEFAULT_STATE_TREE_WINDOW
): Promise<ChainTotals> {
  const random = new Random(seed)
  const symbols = Array.from({ length: plan.tokens }, (_, i) => (i === 0 ? "ETH" : `T${String(i).padStart(3, "0")}`))
  const ownerAddr = Array.from({ length: plan.owners }, () => random.hex(20))
  const ownerBjj = Array.from({ length: plan.owners }, () => keyInField(random.hex(32)))
  const forgers = Array.from({ length: plan.coordinators }, () => random.hex(20))

  for (let t = 0; t < plan.tokens; t++) {
    const address = t === 0 ? "00".repeat(20) : random.hex(20)
    const name = t === 0 ? "Ether" : `Token ${t}`
    sink.row(
      "token",
      line([
        t + 1,
        t,
        FIRST_BLOCK - 100 + t,
        byteaHex(address),
        name,
        name.toLowerCase(),
        symbols[t]!,
        18,
        (random.next() * 1000).toFixed(4),
        new Date(GENESIS_MS).toISOString()
      ])
    )
  }
  forgers.forEach((forger, i) => {
    const bidder = random.hex(20)
    sink.row(
      "coordinator",
      line([i + 1, byteaHex(bidder), byteaHex(forger), `https://coordinator-${i}.example`, FIRST_BLOCK - 50])
    )
    sink.row("coordinator_forger", line([byteaHex(forger), byteaHex(bidder)]))
  })

  // Accounts, by number j (index FIRST_IDX + j, itemId j + 1).
  const maxAccounts = OPENING_ACCOUNTS + TRANSACTIONS_PER_BATCH + 5 * plan.batches
  const accountOwner = new Int32Array(maxAccounts)
  const accountToken = new Int32Array(maxAccounts)
  const accountNonce = new Uint32Array(maxAccounts)
  const tree = new ScaleStateTree(
    stateTreeSince(plan.batches, stateTreeWindow),
    maxAccounts,
    FIRST_IDX,
    ownerAddr,
    ownerBjj
  )
  const tokenAccounts: Array<Array<number>> = Array.from({ length: plan.tokens }, () => [])
  let accounts = 0
  // Ordinals per dimension.
  const tokenOrd = new Float64Array(plan.tokens)
  const typeOrd = new Float64Array(16)
  const tokenTypeOrd = new Float64Array(plan.tokens * 16)
  const accountTxOrd = new Float64Array(FIRST_IDX + maxAccounts)
  const addrTxOrd = new Float64Array(plan.owners)
  const bjjTxOrd = new Float64Array(plan.owners)
  const accountTokenOrd = new Float64Array(plan.tokens)
  const accountAddrOrd = new Float64Array(plan.owners)
  const accountBjjOrd = new Float64Array(plan.owners)
  const ownerSeen = new Uint8Array(plan.owners)
  let distinctKeys = 0
  const exitTokenOrd = new Float64Array(plan.tokens)
  const exitAddrOrd = new Float64Array(plan.owners)
  const exitBjjOrd = new Float64Array(plan.owners)
  const exitAccountOrd = new Float64Array(FIRST_IDX + maxAccounts)
  const accountUpdateOrd = new Float64Array(maxAccounts)
  const slotOrd = new Float64Array(Math.ceil(plan.batches / BATCHES_PER_SLOT) + 1)
  const forgerOrd = new Float64Array(plan.coordinators)
  let txItem = 0
  let exitItem = 0
  const codes = new Map<TransactionType, number>(
    (
      [
        "Exit",
        "Transfer",
        "Deposit",
        "CreateAccountDeposit",
        "ForceExit",
        "TransferToEthAddr",
        "TransferToBJJ"
      ] as const
    ).map((type) => [type, typeCode(type)])
  )
  const code = (type: TransactionType) => codes.get(type)!
  const amount = () => `${1 + random.below(5000)}${"0".repeat(15)}`

  /** Creates an account in `batchNum` and writes its row. */
  const createAccount = (batchNum: number): number => {
    const j = accounts++
    const owner = random.skewed(plan.owners)
    const token = Math.floor(plan.tokens * random.next() ** 3)
    accountOwner[j] = owner
    accountToken[j] = token
    tokenAccounts[token]!.push(j)
    tree.created(j, token, owner)
    if (ownerSeen[owner] === 0) {
      ownerSeen[owner] = 1
      distinctKeys++
    }
    sink.row(
      "account",
      line([
        j + 1,
        FIRST_IDX + j,
        token,
        byteaHex(ownerAddr[owner]!),
        byteaHex(ownerBjj[owner]!),
        batchNum,
        j + 1,
        ++accountTokenOrd[token]!,
        ++accountAddrOrd[owner]!,
        ++accountBjjOrd[owner]!,
        distinctKeys
      ])
    )
    return j
  }

  for (let batchNum = 1; batchNum <= plan.batches; batchNum++) {
    const timestamp = new Date(GENESIS_MS + batchNum * BATCH_INTERVAL_MS).toISOString()
    const l1Timestamp = new Date(GENESIS_MS + batchNum * BATCH_INTERVAL_MS - 45_000).toISOString()
    const block = FIRST_BLOCK + batchNum * BLOCKS_PER_BATCH
    const queueNum = batchNum - 1
    const txItemStart = txItem + 1
    const accountItemStart = accounts + 1
    const exitItemStart = exitItem + 1
    const opening = accounts < OPENING_ACCOUNTS
    const touched = new Set<number>()
    const exited = new Set<number>()
    let l2Count = 0
    let l1Count = 0

    for (let position = 0; position < TRANSACTIONS_PER_BATCH; position++) {
      let type: TransactionType = opening ? "CreateAccountDeposit" : BATCH_LAYOUT[position]!
      const isL1 = type === "CreateAccountDeposit" || type === "Deposit" || type === "ForceExit"
      const from = type === "CreateAccountDeposit" ? createAccount(batchNum) : random.skewed(accounts)
      const token = accountToken[from]!
      const fromOwner = accountOwner[from]!
      const exits = type === "Exit" || type === "ForceExit"
      if (exits && exited.has(from)) type = isL1 ? "Deposit" : "Transfer"
      let toIdx: number
      let toSymbol: string
      let toOwner = -1
      if (type === "CreateAccountDeposit" || type === "Deposit") {
        toIdx = 0
        toSymbol = symbols[token]!
      } else if (type === "Exit" || type === "ForceExit") {
        toIdx = EXIT_IDX
        toSymbol = EXIT_SYMBOL
      } else {
        const candidates = tokenAccounts[token]!
        const to = candidates[random.skewed(candidates.length)]!
        toIdx = FIRST_IDX + to
        toSymbol = symbols[token]!
        toOwner = accountOwner[to]!
        touched.add(to)
      }
      touched.add(from)
      const item = ++txItem
      const typeNumber = code(type)
      const value = type === "CreateAccountDeposit" || type === "Deposit" ? "0" : amount()
      const usd = (random.next() * 2000).toFixed(3)
      const l1 = isL1
        ? [queueNum, true, type === "ForceExit" ? "0" : amount(), true, true, usd, block - 3]
        : [NULL, NULL, NULL, NULL, NULL, NULL, NULL]
      const nonce = accountNonce[from]!
      if (!isL1) accountNonce[from] = nonce + 1
      const l2 = isL1 ? [NULL, NULL, NULL] : [random.below(64), (random.next() * 2).toFixed(4), nonce]
      if (isL1) l1Count++
      else l2Count++
      const id = (isL1 ? "00" : "02") + random.hex(32)
      const columns = [
        item,
        id,
        batchNum,
        position,
        isL1,
        typeNumber,
        FIRST_IDX + from,
        symbols[token]!,
        ownerAddr[fromOwner]!,
        ownerBjj[fromOwner]!,
        toIdx,
        toSymbol,
        toOwner < 0 ? NULL : ownerAddr[toOwner]!,
        toOwner < 0 ? NULL : ownerBjj[toOwner]!,
        value,
        usd,
        isL1 ? l1Timestamp : timestamp,
        token,
        ...l1,
        ...l2
      ]
      sink.row(
        "tx",
        line([
          ...columns.map((column, i) => (BYTEA_COLUMNS.has(i) && column !== NULL ? byteaHex(String(column)) : column)),
          item,
          ++tokenOrd[token]!,
          ++typeOrd[typeNumber]!,
          ++tokenTypeOrd[token * 16 + typeNumber]!
        ])
      )
      const template = transactionTemplate(columns)
      if (template !== undefined) sink.row("tx_template", template)
      // Side rows: one per distinct account, address and key on either side.
      const fromIdx = FIRST_IDX + from
      sink.row("account_tx", line([fromIdx, item, ++accountTxOrd[fromIdx]!, typeNumber, token]))
      if (toIdx !== fromIdx) sink.row("account_tx", line([toIdx, item, ++accountTxOrd[toIdx]!, typeNumber, token]))
      sink.row("addr_tx", line([byteaHex(ownerAddr[fromOwner]!), item, ++addrTxOrd[fromOwner]!, typeNumber, token]))
      sink.row("bjj_tx", line([byteaHex(ownerBjj[fromOwner]!), item, ++bjjTxOrd[fromOwner]!, typeNumber, token]))
      if (toOwner >= 0 && toOwner !== fromOwner) {
        sink.row("addr_tx", line([byteaHex(ownerAddr[toOwner]!), item, ++addrTxOrd[toOwner]!, typeNumber, token]))
        sink.row("bjj_tx", line([byteaHex(ownerBjj[toOwner]!), item, ++bjjTxOrd[toOwner]!, typeNumber, token]))
      }
      if (type === "Exit" || type === "ForceExit") {
        exited.add(from)
        const exitNumber = ++exitItem
        const proof = jsonText({
          root: BigInt("0x" + random.hex(31)),
          siblings: [BigInt("0x" + random.hex(31)), BigInt("0x" + random.hex(31))],
          oldKey: 0n,
          oldValue: 0n,
          isOld0: false,
          key: BigInt(fromIdx),
          value: BigInt("0x" + random.hex(31)),
          fnc: 0
        })
        const withdrawn = random.next() < 0.7
        sink.row(
          "exit",
          line([
            exitNumber,
            batchNum,
            fromIdx,
            token,
            byteaHex(ownerAddr[fromOwner]!),
            byteaHex(ownerBjj[fromOwner]!),
            proof,
            value,
            withdrawn ? block + 40 : NULL,
            NULL,
            NULL,
            exitNumber,
            ++exitTokenOrd[token]!,
            ++exitAddrOrd[fromOwner]!,
            ++exitBjjOrd[fromOwner]!,
            ++exitAccountOrd[fromIdx]!
          ])
        )
        const owner = [ownerAddr[fromOwner]!, ownerBjj[fromOwner]!] as const
        const exitRow = exitTemplate([exitNumber, batchNum, fromIdx, token, ...owner, proof, value], symbols[token]!)
        if (exitRow !== undefined) sink.row("exit_template", exitRow)
      }
    }
    for (const j of touched) {
      const balance = `${1 + random.below(1_000_000)}${"0".repeat(12)}`
      sink.row(
        "account_update",
        line([FIRST_IDX + j, batchNum, batchNum, ++accountUpdateOrd[j]!, accountNonce[j]!, balance])
      )
      tree.updated(j, accountNonce[j]!, balance)
    }
    // The random root drawn whatever the tree's, in the row's order: the random sequence, and so every other value,
    // stays as it was.
    const blockHash = random.hex(32)
    const fees = (random.next() * 50).toFixed(3)
    const drawnRoot = BigInt("0x" + random.hex(31))
    const stateRoot = tree.endBatch(batchNum, sink) ?? drawnRoot
    const slot = Math.floor((batchNum - 1) / BATCHES_PER_SLOT)
    const forger = slot % plan.coordinators
    const delays = `{${Array<number>(l1Count).fill(45).join(",")}}`
    sink.row(
      "batch",
      line([
        batchNum,
        batchNum,
        block,
        byteaHex(blockHash),
        timestamp,
        byteaHex(forgers[forger]!),
        "{}",
        fees,
        stateRoot.toString(),
        accounts,
        BigInt("0x" + random.hex(31)).toString(),
        queueNum,
        slot,
        txItemStart,
        TRANSACTIONS_PER_BATCH,
        l2Count,
        accountItemStart,
        exitItemStart,
        exitItem - exitItemStart + 1,
        delays,
        batchNum,
        ++slotOrd[slot]!,
        ++forgerOrd[forger]!,
        // The forge call's hash: from the batch number, so the random sequence of the other values stays as it was.
        byteaHex(batchNum.toString(16).padStart(64, "0"))
      ])
    )
    await afterBatch(batchNum)
  }

  const states = ["fged", "fged", "fged", "fged", "fged", "fged", "fged", "fged", "pend", "invl"] as const
  for (let i = 0; i < plan.poolEntries; i++) {
    const from = random.skewed(accounts)
    const token = accountToken[from]!
    const candidates = tokenAccounts[token]!
    const to = candidates[random.skewed(candidates.length)]!
    const state = states[random.below(states.length)]!
    const fromOwner = accountOwner[from]!
    const toOwner = accountOwner[to]!
    sink.row(
      "pool_tx",
      line([
        byteaHex("02" + random.hex(32)),
        state,
        state === "fged" ? 1 + random.below(plan.batches) : NULL,
        code("Transfer"),
        token,
        FIRST_IDX + from,
        symbols[token]!,
        byteaHex(ownerAddr[fromOwner]!),
        byteaHex(ownerBjj[fromOwner]!),
        FIRST_IDX + to,
        symbols[token]!,
        byteaHex(ownerAddr[toOwner]!),
        byteaHex(ownerBjj[toOwner]!),
        amount(),
        random.below(64),
        random.below(100),
        byteaHex(random.hex(64)),
        new Date(GENESIS_MS + plan.batches * BATCH_INTERVAL_MS).toISOString()
      ])
    )
  }

  return {
    tokens: plan.tokens,
    accounts,
    batches: plan.batches,
    transactions: txItem,
    exits: exitItem,
    coordinators: plan.coordinators,
    highestBlock: FIRST_BLOCK + plan.batches * BLOCKS_PER_BATCH + 10,
    stateTreeSince: tree.since,
    stateTreeMs: tree.elapsedMs
  }
}
