/** The wallets' stage of the use-case and write tests: ETH, HEZ and devnet wallets' accounts, through the Ledger. */
import { Effect } from "effect"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import { checksum, type EthAddress } from "../../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum, TokenId } from "../../core/domain/scalars.ts"
import { Ledger } from "../../core/ports/ledger.ts"

/** Token ids of the fixture. */
export const ETH = TokenId.make(0)
export const HEZ = TokenId.make(1)

/** An account the fixture creates in batch 1. */
export interface FixtureAccount {
  readonly idx: number
  readonly tokenId: TokenId
  readonly ethAddr: EthAddress
  readonly bjj: BjjKey
  /** The account's nonce after batch 1. */
  readonly nonce: bigint
}

/** The account `idx` in `tokenId` of devnet wallet `wallet`, at `nonce`. */
export function walletAccount(idx: number, wallet: number, tokenId: TokenId, nonce = 0n): FixtureAccount {
  const w = devnetWallet(wallet)
  return { idx, tokenId, ethAddr: w.ethAddress, bjj: w.bjjPublicKey, nonce }
}

/** The default accounts: zk:ETH:256 (wallet 1, nonce 3), zk:ETH:257 (wallet 2), zk:HEZ:258 (wallet 1). */
export const WALLET_ACCOUNTS: ReadonlyArray<FixtureAccount> = [
  walletAccount(256, 1, ETH, 3n),
  walletAccount(257, 2, ETH),
  walletAccount(258, 1, HEZ)
]

/** The 32-byte hash of a small number. */
const hash = (n: number) => EthHash.make("0x" + n.toString(16).padStart(64, "0"))
/** The time of the first block. */
export const GENESIS = Date.UTC(2026, 0, 1)

/** Writes tokens ETH and HEZ (at block `blocks.first`) and batch 1 (at `blocks.batch`) creating `accounts`, each with 10^24 units, through the Ledger. */
export function seedAccounts(
  accounts: ReadonlyArray<FixtureAccount>,
  blocks: { readonly first: bigint; readonly batch: bigint } = { first: 1000n, batch: 1010n }
) {
  return Effect.gen(function* () {
    const ledger = yield* Ledger
    yield* ledger.recordBlock({
      num: EthBlockNum.make(blocks.first),
      hash: hash(Number(blocks.first)),
      timestamp: new Date(GENESIS)
    })
    yield* ledger.registerToken({
      id: ETH,
      ethereumBlockNum: EthBlockNum.make(blocks.first),
      ethereumAddress: checksum("0x" + "00".repeat(20)),
      name: "Ether",
      symbol: "ETH",
      decimals: 18
    })
    yield* ledger.registerToken({
      id: HEZ,
      ethereumBlockNum: EthBlockNum.make(blocks.first),
      ethereumAddress: checksum("0x" + "e5".repeat(20)),
      name: "Hermez Network Token",
      symbol: "HEZ",
      decimals: 18
    })
    yield* ledger.forgeBatch({
      batchNum: BatchNum.make(1),
      ethereumBlockNum: EthBlockNum.make(blocks.batch),
      ethereumBlockHash: hash(Number(blocks.batch)),
      ethereumTxHash: hash(0xfe01),
      timestamp: new Date(GENESIS + 60_000),
      forgerAddr: checksum("0x" + "d4".repeat(20)),
      slotNum: SlotNum.make(0),
      exitRoot: 0n,
      collectedFees: {},
      forgeL1TransactionsNum: null,
      l1UserResults: [],
      createdAccounts: accounts.map((a) => ({
        idx: AccountIdx.make(a.idx),
        tokenId: a.tokenId,
        ethAddr: a.ethAddr,
        bjj: a.bjj
      })),
      l1CoordinatorTransactions: [],
      l2Transactions: [],
      accountUpdates: accounts.map((a) => ({
        idx: AccountIdx.make(a.idx),
        nonce: Nonce.make(a.nonce),
        balance: 10n ** 24n
      })),
      exits: []
    })
  }).pipe(Effect.orDie)
}
