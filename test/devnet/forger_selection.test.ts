/** The forger's selection as a pure function: same-nonce duplicates, self-transfers, fee overflow, exits per account,
 * fees burnt without a fee account, earlier transactions first when full, atomic groups applied whole or not at all. */
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { type ForgerAccount, type ForgerView, selectTransactions } from "../../devnet/forger_selection.ts"
import { AccountIdx, EXIT_ACCOUNT_INDEX } from "../../core/domain/account_index.ts"
import { EMPTY_BJJ } from "../../core/domain/bjj.ts"
import { checksum } from "../../core/domain/eth_address.ts"
import { BjjSignatureValue, type PoolL2Transaction } from "../../core/domain/pool_transaction.ts"
import {
  EthBlockNum,
  FeeSelector,
  ItemId,
  MaxNumBatch,
  Nonce,
  TokenId,
  TokenName,
  TokenSymbol
} from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import { l2TxId } from "../../core/domain/tx_id.ts"
import type { TransactionTypeL2 } from "../../core/domain/transaction_type.ts"
import { feeAmount } from "../../core/signing/fee_amount.ts"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import { atomicGroupId } from "../../core/ledger/atomic_group_id.ts"
import { UNFORGED_WITHOUT_REQUEST } from "../contract/pool_records.ts"

const ETH: Token = {
  itemId: ItemId.make(0),
  id: TokenId.make(0),
  ethereumBlockNum: EthBlockNum.make(1n),
  ethereumAddress: checksum("0x" + "00".repeat(20)),
  name: TokenName.make("Ether"),
  symbol: TokenSymbol.make("ETH"),
  decimals: 18,
  USD: null,
  fiatUpdate: null
}

function account(idx: number, balance: bigint, nonce = 0n): ForgerAccount {
  return {
    idx: AccountIdx.make(idx),
    tokenId: ETH.id,
    ethAddr: checksum("0x" + idx.toString(16).padStart(40, "0")),
    bjj: EMPTY_BJJ,
    balance,
    nonce
  }
}

function view(accounts: ReadonlyArray<ForgerAccount>, feeIdx?: number): ForgerView {
  const byIdx = new Map<AccountIdx, ForgerAccount>(accounts.map((a) => [a.idx, a]))
  return {
    account: (idx) => byIdx.get(idx),
    accountOfEthAddr: () => undefined,
    accountOfBjj: () => undefined,
    feeAccount: () => (feeIdx === undefined ? undefined : AccountIdx.make(feeIdx))
  }
}

function tx(
  type: TransactionTypeL2,
  from: number,
  to: number,
  amount: bigint,
  nonce: bigint,
  fee = 0
): PoolL2Transaction {
  return {
    id: Result.getOrThrow(l2TxId({ fromIdx: from, tokenId: 0, amount, nonce, fee })),
    type,
    fromAccountIndex: { symbol: ETH.symbol, idx: AccountIdx.make(from) },
    fromZkEthereumAddress: null,
    fromBJJ: null,
    toAccountIndex: type === "Exit" ? EXIT_ACCOUNT_INDEX : { symbol: ETH.symbol, idx: AccountIdx.make(to) },
    toZkEthereumAddress: null,
    toBjj: null,
    toBJJ: null,
    amount,
    fee: FeeSelector.make(fee),
    nonce: Nonce.make(nonce),
    state: "pend",
    signature: BjjSignatureValue.make("0".repeat(128)),
    timestamp: new Date(0),
    ...UNFORGED_WITHOUT_REQUEST,
    invalidationReason: null,
    atomicGroupId: null,
    info: null,
    token: ETH
  }
}

const MAX = { batchNum: 1, maxTransactions: 100 }

/** The request fields asking for `target`. */
function requestFieldsFor(target: PoolL2Transaction) {
  return {
    requestFromAccountIndex: target.fromAccountIndex,
    requestToAccountIndex: target.toAccountIndex,
    requestTokenId: target.token.id,
    requestAmount: target.amount,
    requestFee: target.fee,
    requestNonce: target.nonce
  }
}

/** `members` as one atomic group, member `at` requesting member `requests[at]`. */
function group(
  members: ReadonlyArray<PoolL2Transaction>,
  requests: ReadonlyArray<number>
): ReadonlyArray<PoolL2Transaction> {
  const id = atomicGroupId(members.map((member) => member.id))
  return members.map((member, at) => ({ ...member, ...requestFieldsFor(members[requests[at]!]!), atomicGroupId: id }))
}

/** The groups `members` form, as the forger reads them (`SelectionOptions.groups`). */
function groupsOf(...members: ReadonlyArray<PoolL2Transaction>) {
  const groups = new Map<AtomicGroupId, ReadonlyArray<PoolL2Transaction>>()
  for (const member of members) {
    if (member.atomicGroupId !== null)
      groups.set(member.atomicGroupId, [...(groups.get(member.atomicGroupId) ?? []), member])
  }
  return groups
}

describe("forger selection", () => {
  it("forges the first of two transactions with the same nonce and discards the other", () => {
    const a = tx("Transfer", 256, 257, 10n, 0n)
    const b = tx("Transfer", 256, 257, 20n, 0n)
    const selection = selectTransactions([a, b], view([account(256, 100n), account(257, 0n)]), MAX)
    expect(selection.selected.map((s) => s.transaction.id)).toEqual([a.id])
    expect(selection.invalid).toEqual([
      { id: b.id, reason: "nonce 0 is below the account nonce 1", code: "nonceTooLow" }
    ])
  })

  it("forges a transaction in batches up to its maxNumBatch and discards it past it (maxNumBatchExceeded)", () => {
    const limited = { ...tx("Transfer", 256, 257, 10n, 0n), maxNumBatch: MaxNumBatch.make(3) }
    const accounts = view([account(256, 100n), account(257, 0n)])
    for (const batchNum of [1, 3]) {
      const selection = selectTransactions([limited], accounts, { ...MAX, batchNum })
      expect(selection.selected.map((s) => s.transaction.id)).toEqual([limited.id])
      expect(selection.invalid).toEqual([])
    }
    const past = selectTransactions([limited], accounts, { ...MAX, batchNum: 4 })
    expect(past.selected).toEqual([])
    expect(past.waiting).toEqual([])
    expect(past.invalid).toEqual([
      {
        id: limited.id,
        code: "maxNumBatchExceeded",
        reason: "MaxNumBatch exceeded: its maxNumBatch is 3 and the next batch is 4"
      }
    ])
  })

  it("leaves out an atomic group with a member past its maxNumBatch, discarding only that member", () => {
    const [a, b] = group([tx("Transfer", 256, 257, 1n, 0n), tx("Transfer", 257, 256, 1n, 0n)], [1, 0])
    const expired = { ...b!, maxNumBatch: MaxNumBatch.make(1) }
    const selection = selectTransactions([a!, expired], view([account(256, 10n), account(257, 10n)]), {
      ...MAX,
      batchNum: 2,
      groups: groupsOf(a!, expired)
    })
    expect(selection.selected).toEqual([])
    expect(selection.invalid.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: expired.id, code: "maxNumBatchExceeded" }
    ])
    expect(selection.waiting).toEqual([])
  })

  it("applies a transfer to oneself as a fee and a nonce increment", () => {
    const self = tx("Transfer", 256, 256, 1000n, 3n, 200)
    const selection = selectTransactions([self], view([account(256, 10_000_000n, 3n)]), MAX)
    const fee = Result.getOrThrow(feeAmount(1000n, 200))
    expect(selection.accounts.get(AccountIdx.make(256))).toMatchObject({ balance: 10_000_000n - fee, nonce: 4n })
    expect(selection.collectedFees.size).toBe(0)
  })

  it("discards a transaction whose fee overflows 128 bits", () => {
    const huge = tx("Transfer", 256, 257, 10n ** 25n, 0n, 255)
    const selection = selectTransactions([huge], view([account(256, 1n << 200n), account(257, 0n)]), MAX)
    expect(selection.selected).toEqual([])
    expect(selection.invalid[0]?.reason).toMatch(/does not fit in 128 bits/)
  })

  it("adds exits of one account up, and credits fees to the fee account", () => {
    const first = tx("Exit", 256, 1, 1000n, 0n, 126)
    const second = tx("Exit", 256, 1, 50n, 1n)
    const selection = selectTransactions([first, second], view([account(256, 10_000n), account(300, 5n)], 300), MAX)
    const fee = Result.getOrThrow(feeAmount(1000n, 126))
    expect(fee).toBeGreaterThan(0n)
    expect(selection.exits.get(AccountIdx.make(256))).toBe(1050n)
    expect(selection.selected.map((s) => s.toIdx)).toEqual([1, 1])
    expect(selection.accounts.get(AccountIdx.make(256))?.balance).toBe(10_000n - 1050n - fee)
    expect(selection.accounts.get(AccountIdx.make(300))?.balance).toBe(5n + fee)
    expect(selection.collectedFees.get(ETH.id)).toBe(fee)
  })

  it("charges but burns fees when the forger has no account in the token", () => {
    const paying = tx("Transfer", 256, 257, 1000n, 0n, 200)
    const selection = selectTransactions([paying], view([account(256, 10_000_000n), account(257, 0n)]), MAX)
    const fee = Result.getOrThrow(feeAmount(1000n, 200))
    expect(selection.accounts.get(AccountIdx.make(256))?.balance).toBe(10_000_000n - 1000n - fee)
    expect(selection.collectedFees.size).toBe(0)
  })

  it("keeps earlier transactions first when the batch is full; later ones wait", () => {
    const txs = [0n, 1n, 2n].map((n) => tx("Transfer", 256, 257, 1n, n))
    const selection = selectTransactions(txs, view([account(256, 10n), account(257, 0n)]), {
      batchNum: 1,
      maxTransactions: 2
    })
    expect(selection.selected.map((s) => s.transaction.nonce)).toEqual([0n, 1n])
    expect(selection.waiting).toEqual([txs[2]!.id])
    expect(selection.invalid).toEqual([])
  })

  it("applies an atomic group's members together, each funded by those before it, or keeps nothing of it", () => {
    // 257 holds nothing: its transfer back pays with what 256's sends it first.
    const [a, b] = group([tx("Transfer", 256, 257, 10n, 0n), tx("Transfer", 257, 256, 4n, 0n)], [1, 0])
    const both = selectTransactions([a!, b!], view([account(256, 10n), account(257, 0n)]), {
      ...MAX,
      groups: groupsOf(a!, b!)
    })
    expect(both.selected.map((s) => s.transaction.id)).toEqual([a!.id, b!.id])
    expect(both.accounts.get(AccountIdx.make(257))).toMatchObject({ balance: 6n, nonce: 1n })

    // A member whose receiver does not exist is discarded; what the member before it did is not kept, and the other
    // member is left to the ledger (which invalidates it for requesting the discarded one).
    const [c, d] = group([tx("Transfer", 256, 257, 10n, 0n), tx("Transfer", 257, 999, 4n, 0n)], [1, 0])
    const none = selectTransactions([c!, d!], view([account(256, 10n), account(257, 0n)]), {
      ...MAX,
      groups: groupsOf(c!, d!)
    })
    expect(none.selected).toEqual([])
    expect(none.invalid).toEqual([
      { id: d!.id, code: "receiverNotFound", reason: "receiver account 999 does not exist" }
    ])
    expect(none.waiting).toEqual([])
    expect(none.accounts.size).toBe(0)
  })

  it("leaves a group whose members were not read, or that does not fit, pending", () => {
    const [a, b] = group([tx("Transfer", 256, 257, 1n, 0n), tx("Transfer", 257, 256, 1n, 0n)], [1, 0])
    const accounts = view([account(256, 10n), account(257, 10n)])
    expect(selectTransactions([a!, b!], accounts, MAX).waiting).toEqual([a!.id, b!.id])
    const full = selectTransactions([a!, b!], accounts, { batchNum: 1, maxTransactions: 1, groups: groupsOf(a!, b!) })
    expect(full.selected).toEqual([])
    expect(full.waiting).toEqual([a!.id, b!.id])
  })

  it("discards a group no order lays out (a member requests a transaction outside it)", () => {
    const outside = tx("Transfer", 256, 257, 7n, 9n)
    const [a, b] = group([tx("Transfer", 256, 257, 1n, 0n), tx("Transfer", 257, 256, 1n, 0n)], [1, 0])
    const strayed = { ...b!, ...requestFieldsFor(outside) }
    const selection = selectTransactions([a!, strayed], view([account(256, 10n), account(257, 10n)]), {
      ...MAX,
      groups: groupsOf(a!, strayed)
    })
    expect(selection.selected).toEqual([])
    expect(selection.invalid.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: a!.id, code: "invalidTransaction" },
      { id: strayed.id, code: "invalidTransaction" }
    ])
  })
})
