/** A chain whose account updates agree with its transactions, from the devnet's rollup state machine: every L1 and L2
 * type over two tokens and four owners, a trunk, then a main tail or, after a reorg, a branch tail. */
import { Effect } from "effect"
import { ZERO_ADDRESS } from "../../core/domain/eth_address.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts"
import { type BatchRequest, type L1Request, makeRollupState, type RollupState } from "../../devnet/rollup_state.ts"
import { address, block, e, ETH, key, USDT } from "./fixture.ts"

/** Owner of accounts 256 (ETH) and 258 (USDT). Every key's y (its bytes but the sign bit) is a field element, as the
 * state tree's leaves need. */
const A = { ethAddr: address("b1"), bjj: key("81") }
/** Owner of account 257 (ETH). */
const B = { ethAddr: address("b2"), bjj: key("82") }
/** Owner of accounts 261 (USDT) and 262 (ETH). */
const C = { ethAddr: address("b3"), bjj: key("83") }
/** The owner a TransferToEthAddr creates an account for. */
const D = { ethAddr: address("b4"), bjj: key("84") }
/** The key a TransferToBJJ creates an internal account for. */
const E_KEY = key("85")
/** The forger, and the owner of its fee accounts (259 ETH, 260 USDT). */
const FORGER = address("f9")

/** The fee account of each token. */
export const FEE_ACCOUNTS: Readonly<Record<number, number>> = { [ETH]: 259, [USDT]: 260 }

const idx = AccountIdx.make

/** A step: queue an L1 user transaction, or forge a batch, at Ethereum block `at`. */
type Step =
  | { readonly at: number; readonly queue: L1Request }
  | { readonly at: number; readonly forge: Pick<BatchRequest, "forgeL1" | "l2"> }

/** The steps up to batch 2, and the L1 queue left for later. */
const TRUNK: ReadonlyArray<Step> = [
  { at: 10, queue: { type: "CreateAccountDeposit", owner: A, tokenId: ETH, depositAmount: 10n * e(18) } },
  { at: 10, queue: { type: "CreateAccountDeposit", owner: B, tokenId: ETH, depositAmount: 5n * e(18) } },
  { at: 10, queue: { type: "CreateAccountDeposit", owner: A, tokenId: USDT, depositAmount: 1000n * e(6) } },
  {
    at: 10,
    queue: { type: "CreateAccountDeposit", owner: { ethAddr: FORGER, bjj: key("89") }, tokenId: ETH, depositAmount: 0n }
  },
  {
    at: 10,
    queue: {
      type: "CreateAccountDeposit",
      owner: { ethAddr: FORGER, bjj: key("89") },
      tokenId: USDT,
      depositAmount: 0n
    }
  },
  { at: 11, queue: { type: "CreateAccountDeposit", owner: C, tokenId: USDT, depositAmount: 50n * e(6) } },
  {
    at: 12,
    forge: { forgeL1: true, l2: [{ type: "Transfer", fromIdx: idx(256), toIdx: idx(257), amount: e(18), fee: 126 }] }
  },
  { at: 13, queue: { type: "Deposit", fromIdx: idx(256), depositAmount: e(18) } },
  {
    at: 13,
    queue: { type: "DepositTransfer", fromIdx: idx(257), depositAmount: e(18), toIdx: idx(256), amount: 5n * e(17) }
  },
  { at: 13, queue: { type: "ForceTransfer", fromIdx: idx(256), toIdx: idx(257), amount: e(17) } },
  { at: 14, queue: { type: "ForceExit", fromIdx: idx(257), amount: e(17) } },
  {
    at: 14,
    queue: {
      type: "CreateAccountDepositTransfer",
      owner: C,
      tokenId: ETH,
      depositAmount: 2n * e(18),
      toIdx: idx(257),
      amount: e(18)
    }
  },
  { at: 14, queue: { type: "ForceTransfer", fromIdx: idx(257), toIdx: idx(256), amount: 100n * e(18) } },
  {
    at: 16,
    forge: {
      forgeL1: true,
      l2: [
        { type: "Exit", fromIdx: idx(258), amount: 100n * e(6), fee: 140 },
        { type: "TransferToEthAddr", fromIdx: idx(257), to: D, amount: 3n * e(17), fee: 150 },
        { type: "TransferToBJJ", fromIdx: idx(261), toBjj: E_KEY, amount: e(6), fee: 0 },
        { type: "Transfer", fromIdx: idx(262), toIdx: idx(256), amount: 2n * e(17), fee: 0 }
      ]
    }
  },
  { at: 17, queue: { type: "Deposit", fromIdx: idx(258), depositAmount: 5n * e(6) } },
  { at: 17, queue: { type: "ForceExit", fromIdx: idx(256), amount: e(18) } }
]

/** Batches 3 and 4 of the main chain (4 forges the queue left by the trunk). */
const MAIN_TAIL: ReadonlyArray<Step> = [
  {
    at: 18,
    forge: {
      forgeL1: false,
      l2: [
        { type: "Transfer", fromIdx: idx(257), toIdx: idx(256), amount: e(17), fee: 0 },
        { type: "Exit", fromIdx: idx(256), amount: 3n * e(17), fee: 100 }
      ]
    }
  },
  {
    at: 20,
    forge: { forgeL1: true, l2: [{ type: "Transfer", fromIdx: idx(262), toIdx: idx(257), amount: e(17), fee: 130 }] }
  }
]

/** Batches 3' and 4' of the branch after a reorg to batch 2 (3' forges the queue left by the trunk). */
const BRANCH_TAIL: ReadonlyArray<Step> = [
  {
    at: 22,
    forge: {
      forgeL1: true,
      l2: [{ type: "Transfer", fromIdx: idx(256), toIdx: idx(257), amount: 2n * e(17), fee: 110 }]
    }
  },
  {
    at: 24,
    forge: {
      forgeL1: false,
      l2: [
        { type: "Exit", fromIdx: idx(257), amount: e(17), fee: 120 },
        { type: "Transfer", fromIdx: idx(258), toIdx: idx(258), amount: e(6), fee: 60 }
      ]
    }
  }
]

/** Applies `steps` to `state`, recording each through the ledger when `record`. */
function apply(
  state: RollupState,
  steps: ReadonlyArray<Step>,
  record: boolean
): Effect.Effect<void, LedgerRejected, Ledger> {
  return Effect.gen(function* () {
    const ledger = yield* Ledger
    for (const step of steps) {
      const at = block(step.at)
      if ("queue" in step) {
        const queued = state.queueL1(step.queue, at)
        if (record) {
          yield* ledger.recordBlock(at)
          yield* ledger.queueL1Transaction(queued)
        }
      } else {
        const batch = state.forge({ ...step.forge, block: at, forgerAddr: FORGER, slotNum: 1, feeOwner: FORGER })
        if (record) yield* ledger.forgeBatch(batch)
      }
    }
  })
}

/** Registers the chain's tokens and records the trunk and the main tail. */
export const recordMainChain: Effect.Effect<void, LedgerRejected, Ledger> = Effect.gen(function* () {
  const ledger = yield* Ledger
  yield* ledger.recordBlock(block(1))
  yield* ledger.registerToken({
    id: ETH,
    ethereumBlockNum: block(1).num,
    ethereumAddress: ZERO_ADDRESS,
    name: "Ether",
    symbol: "ETH",
    decimals: 18
  })
  yield* ledger.registerToken({
    id: USDT,
    ethereumBlockNum: block(1).num,
    ethereumAddress: address("01"),
    name: "Tether USD",
    symbol: "USDT",
    decimals: 6
  })
  yield* apply(makeRollupState(), [...TRUNK, ...MAIN_TAIL], true)
})

/** After a reorg to batch 2 of the main chain: records the branch tail (the trunk replayed unrecorded to reach its state). */
export const recordBranchTail: Effect.Effect<void, LedgerRejected, Ledger> = Effect.gen(function* () {
  const state = makeRollupState()
  yield* apply(state, TRUNK, false)
  yield* apply(state, BRANCH_TAIL, true)
})
