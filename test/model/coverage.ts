/** What a model run did that changed something, by kind, counted so that a run (or the fixed sample) drawing too little of
 * a kind fails instead of passing by luck. */
import { READ_KINDS, type ReadKind } from "./model_reads.ts"

/** What a run did that changed something, by kind: a run that never forges, discards or reorgs proves little. */
export interface Coverage {
  transfersTaken: number
  faultsRefused: number
  transactionsForged: number
  transactionsDiscarded: number
  batchesUndone: number
  transactionsRevived: number
  /** Exits forged (each exit transaction). */
  exitsMade: number
  /** Exits of batches a reorg undid. */
  exitsUndone: number
  /** Pending transactions a replacement took the place of. */
  transactionsReplaced: number
  /** Replacements refused (nothing pending at the nonce, the fee too low, the nonce forged). */
  replacementsRefused: number
  /** Pending transactions the coordinator discarded by hand (`Ledger.invalidatePoolTransactions`). */
  transactionsInvalidated: number
  /** Account-creation authorizations taken (stored, or the same key again). */
  authorizationsTaken: number
  /** Authorizations refused for their signature (another signer, another chain). */
  authorizationsRefused: number
  /** Authorizations of another key by an address that authorized one (a duplicate). */
  authorizationsDuplicated: number
  /** L1 user transactions queued. */
  l1Queued: number
  /** L1 user transactions forged in full (an account created, a deposit made, a forced exit paid). */
  l1Forged: number
  /** L1 user transactions forged nullified (their account gone) or whose forced exit's amount failed. */
  l1Failed: number
  /** L1 user transactions a reorg returned to their queue. */
  l1Requeued: number
  /** Batches whose state tree the retention stopped keeping (their proofs 404). */
  treesPruned: number
  /** Reorgs behind the oldest tree kept, which build the tree of the batch they go back to. */
  treesRebuilt: number
  /** Atomic groups the pool took (`POST /atomic-pool`). */
  groupsTaken: number
  /** Atomic groups the POST refused (a member's own check, the group's id, offsets, not one group). */
  groupsRefused: number
  /** Members of atomic groups forged. */
  groupMembersForged: number
  /** Members discarded because a member they request was (code `atomicGroup`). */
  groupMembersCascaded: number
  /** Members of atomic groups a reorg returned to pending. */
  groupMembersRevived: number
  /** Requesters the pool took that wait for their match. */
  requestersWaiting: number
  /** Groups formed by a transaction entering beside the pending one it pairs with. */
  pairsFormed: number
  /** Selections or forges of part of a group the ledger refused. */
  splitsRefused: number
  /** Transactions forged paying exactly their sender's balance (amount and fee). */
  paidAtBalance: number
  /** Transactions discarded for one unit more than their sender's balance. */
  discardedOverByOne: number
  /** Transactions discarded whose amount the balance holds and whose fee it does not. */
  discardedOverByFee: number
  /** Transactions discarded because another with their nonce was forged first (`nonceTooLow`). */
  discardedNonceTaken: number
  /** Transactions forged after waiting, in the same step, for the nonce below theirs. */
  forgedAfterGap: number
  /** Transactions left pending by a forge, waiting for the nonce below theirs. */
  leftAtGap: number
  /** POSTs refused at one nonce below the account's (`ErrInvalidNonce`). */
  refusedNonceBelowAccount: number
  /** POSTs taken at a nonce a pending transaction takes (one below the next). */
  takenAtPendingNonce: number
  /** POSTs taken at one nonce above the next. */
  takenAheadOfNext: number
  /** Replacements taken paying exactly the replacement step's floor. */
  replacedAtFloor: number
  /** Replacements refused paying one unit under the floor (a replaced fee above 0). */
  refusedUnderFloor: number
  /** Replacements of a fee of 0 refused at 0. */
  refusedFreeAtZero: number
  /** Replacements refused paying the floor of one pending transaction at the nonce and not another's. */
  refusedBetweenFloors: number
  /** Second replacements of one nonce refused one unit under the first one's floor (at or above the original's). */
  refusedUnderReplacement: number
  /** Transactions that entered beside two or more waiting requesters they pair with (the first pairs). */
  pairedFirstOfRivals: number
  /** Forced exits of exactly their account's balance, paid. */
  forcedExitAtBalance: number
  /** Forced exits of one unit more than their account's balance, their amount failed. */
  forcedExitOverByOne: number
  /** Transactions forged in the batch their `maxNumBatch` names. */
  forgedAtLimit: number
  /** Transactions the coordinator discarded for a `maxNumBatch` below the batch it built (posted late). */
  discardedPastLimit: number
  /** Live transactions that expired when a batch their `maxNumBatch` names was recorded. */
  expiredAtLimit: number
  /** Pending transactions whose `maxNumBatch` is one above a batch recorded, kept pending. */
  keptAboveLimit: number
  /** Expired transactions a reorg returned to pending for good (the batch it left below their limit). */
  unexpiredByReorg: number
  /** Transactions a reorg expired (returned to pending, their limit at or below the batch it left last). */
  reexpiredByReorg: number
  /** Atomic groups' members forged, their group whole, in the batch their `maxNumBatch` names. */
  groupForgedAtLimit: number
  /** Atomic groups' members the coordinator discarded past their `maxNumBatch`, their group with them. */
  groupDiscardedPastLimit: number
  /** Atomic groups' members that expired when a batch their `maxNumBatch` names was recorded, their group with them. */
  groupExpiredAtLimit: number
  /** Atomic groups' members a reorg expired again, their group with them. */
  groupReexpiredByReorg: number
  /** Selections and forges of a whole atomic group with a member past its `maxNumBatch` the ledger refused. */
  groupPastLimitRefused: number
  /** Walks of each list by each filter kind in each order (`read <list> <filter kind> <order>`). */
  [read: ReadKind]: number
}

/** A coverage of nothing, to count into. */
export const noCoverage = (): Coverage => ({
  transfersTaken: 0,
  faultsRefused: 0,
  transactionsForged: 0,
  transactionsDiscarded: 0,
  batchesUndone: 0,
  transactionsRevived: 0,
  exitsMade: 0,
  exitsUndone: 0,
  transactionsReplaced: 0,
  replacementsRefused: 0,
  transactionsInvalidated: 0,
  authorizationsTaken: 0,
  authorizationsRefused: 0,
  authorizationsDuplicated: 0,
  l1Queued: 0,
  l1Forged: 0,
  l1Failed: 0,
  l1Requeued: 0,
  treesPruned: 0,
  treesRebuilt: 0,
  groupsTaken: 0,
  groupsRefused: 0,
  groupMembersForged: 0,
  groupMembersCascaded: 0,
  groupMembersRevived: 0,
  requestersWaiting: 0,
  pairsFormed: 0,
  splitsRefused: 0,
  paidAtBalance: 0,
  discardedOverByOne: 0,
  discardedOverByFee: 0,
  discardedNonceTaken: 0,
  forgedAfterGap: 0,
  leftAtGap: 0,
  refusedNonceBelowAccount: 0,
  takenAtPendingNonce: 0,
  takenAheadOfNext: 0,
  replacedAtFloor: 0,
  refusedUnderFloor: 0,
  refusedFreeAtZero: 0,
  refusedBetweenFloors: 0,
  refusedUnderReplacement: 0,
  pairedFirstOfRivals: 0,
  forcedExitAtBalance: 0,
  forcedExitOverByOne: 0,
  forgedAtLimit: 0,
  discardedPastLimit: 0,
  expiredAtLimit: 0,
  keptAboveLimit: 0,
  unexpiredByReorg: 0,
  reexpiredByReorg: 0,
  groupForgedAtLimit: 0,
  groupDiscardedPastLimit: 0,
  groupExpiredAtLimit: 0,
  groupReexpiredByReorg: 0,
  groupPastLimitRefused: 0,
  ...Object.fromEntries(READ_KINDS.map((kind) => [kind, 0]))
})
