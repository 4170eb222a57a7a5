/** The ledger input of a batch the devnet forger builds from a selection: its L2 transactions, touched accounts'
 * states, exits proven in a real exit tree, collected fees; no L1 queue, no account created, no stateRoot. */
import type { EthAddress } from "../core/domain/eth_address.ts"
import { BatchNum, Nonce, SlotNum } from "../core/domain/scalars.ts"
import type { AccountUpdate, NewBatch, NewBlock, NewExit } from "../core/ports/ledger.ts"
import { forgeTransactionHash } from "./chain.ts"
import type { Selection } from "./forger_selection.ts"
import { exitTree } from "./exit_tree.ts"

/** Where and by whom a batch is forged. */
export interface BatchContext {
  readonly batchNum: number
  /** The block the batch is forged in. */
  readonly block: NewBlock
  readonly slotNum: number
  readonly forgerAddr: EthAddress
}

/** The exit tree of the selection's exits (root 0 when there is none) and each exit with its inclusion proof. */
function exitsOf(selection: Selection): { readonly root: bigint; readonly exits: ReadonlyArray<NewExit> } {
  const entries = [...selection.exits].sort(([a], [b]) => a - b)
  return exitTree(
    entries.map(([idx, balance]) => {
      const owner = selection.accounts.get(idx)
      if (owner === undefined) throw new Error(`devnet forger: exit of untracked account ${idx}`)
      return { idx, balance, owner }
    })
  )
}

/** The ledger input of forging `selection` in `context`. */
export function batchOf(selection: Selection, context: BatchContext): NewBatch {
  const accountUpdates: Array<AccountUpdate> = [...selection.accounts.values()]
    .sort((a, b) => a.idx - b.idx)
    .map((a) => ({ idx: a.idx, nonce: Nonce.make(a.nonce), balance: a.balance }))
  const exitTree = exitsOf(selection)
  const collectedFees: Record<string, bigint> = {}
  for (const [tokenId, amount] of selection.collectedFees) collectedFees[String(tokenId)] = amount
  return {
    batchNum: BatchNum.make(context.batchNum),
    ethereumBlockNum: context.block.num,
    ethereumBlockHash: context.block.hash,
    ethereumTxHash: forgeTransactionHash(context.batchNum, context.block.hash),
    timestamp: context.block.timestamp,
    forgerAddr: context.forgerAddr,
    slotNum: SlotNum.make(context.slotNum),
    exitRoot: exitTree.root,
    collectedFees,
    forgeL1TransactionsNum: null,
    l1UserResults: [],
    createdAccounts: [],
    l1CoordinatorTransactions: [],
    l2Transactions: selection.selected.map((s, position) => ({
      position,
      type: s.transaction.type,
      fromIdx: s.fromIdx,
      toIdx: s.toIdx,
      amount: s.transaction.amount,
      fee: s.transaction.fee,
      nonce: s.transaction.nonce
    })),
    accountUpdates,
    exits: exitTree.exits
  }
}
