/** The state root a storage must record, worked out from scratch: one update of an empty tree with the leaves of every
 * account's state (core's `accountLeafValue` and `updateStateTree`), hashed with the crypto adapter's Poseidon. */
import { Effect, Result } from "effect"
import { PoseidonCrypto } from "../../adapters/crypto/mod.ts"
import { type AccountState, accountLeafValue } from "../../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../../core/ledger/batch_state_tree.ts"
import { updateStateTree } from "../../core/ledger/state_tree.ts"
import type { NewBatch } from "../../core/ports/ledger.ts"
import { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"

/** The crypto adapter's Poseidon (what the storages are given). */
export const poseidon = Effect.runSync(Effect.service(PoseidonHasher).pipe(Effect.provide(PoseidonCrypto.layer))).hash

/** An account's index and the state its leaf commits to. */
export interface IndexedAccount extends AccountState {
  readonly idx: number
}

/** The root of the tree holding exactly `accounts` (0 for none), computed in one update of an empty tree. */
export function stateRootOf(accounts: ReadonlyArray<IndexedAccount>): bigint {
  const leaves = accounts.map((account) => {
    const value = accountLeafValue(account, poseidon)
    if (value === undefined) throw new Error(`account ${account.idx} has no leaf value`)
    return { key: BigInt(account.idx), value }
  })
  const tree = updateStateTree(() => undefined, 0n, leaves, poseidon, STATE_TREE_LEVELS)
  if (Result.isFailure(tree)) throw new Error(tree.failure)
  return tree.success.root
}

/** Every account's state after `batches` in order: created with nonce and balance 0, then as each update sets it. */
export function accountStatesAfter(batches: ReadonlyArray<NewBatch>): Array<IndexedAccount> {
  const accounts = new Map<number, IndexedAccount>()
  for (const batch of batches) {
    for (const { idx, tokenId, bjj, ethAddr } of batch.createdAccounts)
      accounts.set(idx, { idx, tokenId, bjj, ethAddr, nonce: 0n, balance: 0n })
    for (const { idx, nonce, balance } of batch.accountUpdates) {
      const account = accounts.get(idx)
      if (account === undefined) throw new Error(`batch ${batch.batchNum} updates unknown account ${idx}`)
      accounts.set(idx, { ...account, nonce, balance })
    }
  }
  return [...accounts.values()]
}

/** The state root after `batches` (forged in order from an empty storage), computed from scratch. */
export function stateRootAfter(batches: ReadonlyArray<NewBatch>): bigint {
  return stateRootOf(accountStatesAfter(batches))
}
