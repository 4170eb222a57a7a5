/** Shared by the devnet and wallet tests: the devnet seeded fresh in memory (fixed time and settings), wallet accounts,
 * and pool records as the POST stores them (dummy signature: the forger does not check), alone or as an atomic group. */
import { Effect, Layer, Result } from "effect"
import { memoryStorage } from "../adapters/memory/memory_storage.ts"
import { SystemClock } from "../../adapters/system/mod.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { seedDevnet } from "../../devnet/mod.ts"
import type { Account } from "../../core/domain/account.ts"
import { EXIT_ACCOUNT_INDEX } from "../../core/domain/account_index.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import { type EthAddress, FF_ADDRESS } from "../../core/domain/eth_address.ts"
import { BjjSignatureValue } from "../../core/domain/pool_transaction.ts"
import { FeeSelector, Nonce, type TokenId } from "../../core/domain/scalars.ts"
import type { TransactionTypeL2 } from "../../core/domain/transaction_type.ts"
import { l2TxId } from "../../core/domain/tx_id.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { DEFAULT_NODE_SETTINGS, NetworkSettings, networkSettingsOf } from "../../core/ports/network_settings.ts"
import { LOCAL_NETWORK } from "../../core/domain/local_network.ts"
import type { PoolRecord } from "../../core/ports/pool_store.ts"
import { atomicGroupId } from "../../core/ledger/atomic_group_id.ts"
import { requesting, UNFORGED_WITHOUT_REQUEST } from "../contract/pool_records.ts"

/** The devnet's genesis in these tests (the test clock stays at 1970, so the chain never moves on by itself). */
export const GENESIS = new Date("2026-01-01T00:00:00.000Z")

/** The devnet's options in these tests. */
export const DEVNET_OPTIONS = { genesisTime: GENESIS }

/** A fresh memory store seeded with the devnet, with the local network's settings and a wall clock over Effect's Clock. */
export function seededDevnet() {
  return Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet(DEVNET_OPTIONS))).pipe(Layer.provideMerge(memoryStorage)),
    SystemClock.layer,
    Layer.succeed(NetworkSettings, networkSettingsOf(LOCAL_NETWORK, DEFAULT_NODE_SETTINGS))
  )
}

/** The account of devnet wallet `w` in `tokenId` (the lowest index). */
export const walletAccount = Effect.fnUntraced(function* (w: number, tokenId: TokenId) {
  const page = yield* (yield* AccountStore).list(
    { ethAddr: devnetWallet(w).ethAddress, tokenIds: [tokenId] },
    { fromItem: undefined, order: "ASC", limit: 1 }
  )
  const [account] = page.items
  if (account === undefined) return yield* Effect.die(new Error(`wallet ${w} has no account in token ${tokenId}`))
  return account
})

/** The current state of an account. */
export const accountNow = Effect.fnUntraced(function* (account: Account) {
  const found = yield* (yield* AccountStore).get(account.accountIndex.idx)
  if (found._tag === "None") return yield* Effect.die(new Error(`account ${account.accountIndex.idx} vanished`))
  return found.value
})

/** Where a pool transaction goes. */
export type Destination =
  | { readonly type: "Transfer"; readonly to: Account }
  | { readonly type: "TransferToEthAddr"; readonly ethAddr: EthAddress }
  | { readonly type: "TransferToBJJ"; readonly bjj: BjjKey }
  | { readonly type: "Exit" }

/** A pending pool record from `from` as `POST /transactions-pool` would store it. */
export function poolRecord(
  from: Account,
  destination: Destination,
  fields: { readonly amount: bigint; readonly fee?: number; readonly nonce: bigint; readonly tokenId?: TokenId }
): PoolRecord {
  const tokenId = fields.tokenId ?? from.token.id
  const fee = FeeSelector.make(fields.fee ?? 0)
  const id = Result.getOrThrow(
    l2TxId({ fromIdx: from.accountIndex.idx, tokenId, amount: fields.amount, nonce: fields.nonce, fee })
  )
  const type: TransactionTypeL2 = destination.type
  return {
    id,
    type,
    tokenId,
    fromAccountIndex: from.accountIndex,
    fromZkEthereumAddress: from.zkEthereumAddress,
    fromBJJ: from.bjj,
    toAccountIndex:
      destination.type === "Transfer"
        ? destination.to.accountIndex
        : destination.type === "Exit"
          ? EXIT_ACCOUNT_INDEX
          : null,
    toZkEthereumAddress:
      destination.type === "Transfer"
        ? destination.to.zkEthereumAddress
        : destination.type === "TransferToEthAddr"
          ? destination.ethAddr
          : destination.type === "TransferToBJJ"
            ? FF_ADDRESS
            : null,
    toBjj:
      destination.type === "Transfer"
        ? destination.to.bjj
        : destination.type === "TransferToBJJ"
          ? destination.bjj
          : null,
    amount: fields.amount,
    fee,
    nonce: Nonce.make(fields.nonce),
    state: "pend",
    signature: BjjSignatureValue.make("0".repeat(128)),
    timestamp: new Date("2026-01-01T12:00:00.000Z"),
    ...UNFORGED_WITHOUT_REQUEST
  }
}

/** `members` (transfers) as one atomic group in their order, as `PoolStore.addGroup` takes it: member `at` requesting
 * member `requests[at]` (nothing when null), each carrying the group's id over the members' ids. */
export function atomicGroup(
  members: ReadonlyArray<PoolRecord>,
  requests: ReadonlyArray<number | null>
): ReadonlyArray<PoolRecord> {
  const groupId = atomicGroupId(members.map((member) => member.id))
  return members.map((member, at) => {
    const target = requests[at]
    const record = target == null ? member : requesting(member, members[target]!)
    return { ...record, atomicGroupId: groupId }
  })
}
