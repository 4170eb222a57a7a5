import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import type { AccountIndexValue } from "../../../core/domain/account_index.ts"
import { type BjjKey, EMPTY_BJJ } from "../../../core/domain/bjj.ts"
import {
  checksum,
  type EthAddress,
  FF_ADDRESS,
  ZERO_ADDRESS,
  ZkEthereumAddress
} from "../../../core/domain/eth_address.ts"
import { decodeFloat40 } from "../../../core/domain/float40.ts"
import type { TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import {
  type DestinationFields,
  exitDestinationProblem,
  inferTransactionType,
  l2TransactionMessage
} from "../../../core/signing/mod.ts"
import { bjj, CLIENT_VECTORS, GO_SIGNATURE, idx } from "./vectors.ts"

const SOME_KEY = bjj("zk:CCBCP-a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6")
const SOME_ADDRESS = checksum("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")

const ok = (tx: DestinationFields): TransactionTypeL2 => Result.getOrThrow(inferTransactionType(tx))
const failure = (tx: DestinationFields): string => {
  const result = inferTransactionType(tx)
  return Result.isFailure(result) ? result.failure : `succeeded with ${result.success}`
}

describe("inferTransactionType", () => {
  it("infers the type of every client vector and of the Go vector", () => {
    for (const vector of CLIENT_VECTORS) expect(ok(vector.tx)).toBe(vector.type)
    expect(ok(GO_SIGNATURE.tx)).toBe(GO_SIGNATURE.type)
  })

  it("Transfer: toAccountIndex at least 256, whatever its symbol", () => {
    expect(ok({ toAccountIndex: idx("ETH", 256) })).toBe("Transfer")
    expect(ok({ toAccountIndex: idx("HEZ", 2 ** 48 - 1), toZkEthereumAddress: null, toBjj: null })).toBe("Transfer")
  })

  it("Exit: exactly zk:EXIT:1", () => {
    expect(ok({ toAccountIndex: idx("EXIT", 1) })).toBe("Exit")
    expect(failure({ toAccountIndex: idx("ETH", 1) })).toMatch(
      /"toAccountIndex" zk:ETH:1 is not a destination: an exit goes to zk:EXIT:1/
    )
  })

  it("Exit with exitOrTokenSymbol: index 1 with any symbol, which exitDestinationProblem checks against the token's", () => {
    for (const symbol of ["EXIT", "ETH", "HEZ"]) {
      expect(Result.getOrThrow(inferTransactionType({ toAccountIndex: idx(symbol, 1) }, "exitOrTokenSymbol"))).toBe(
        "Exit"
      )
    }
    const reserved = inferTransactionType({ toAccountIndex: idx("ETH", 2) }, "exitOrTokenSymbol")
    expect(Result.isFailure(reserved)).toBe(true)
    expect(exitDestinationProblem(idx("EXIT", 1), "ETH")).toBeUndefined()
    expect(exitDestinationProblem(idx("ETH", 1), "ETH")).toBeUndefined()
    expect(exitDestinationProblem(idx("HEZ", 1), "ETH")).toBe(
      '"toAccountIndex" zk:HEZ:1 is not a destination: an exit goes to zk:EXIT:1 or zk:ETH:1, a transfer to an index of at least 256'
    )
  })

  it("rejects the reserved indexes 0 and 2..255", () => {
    for (const i of [0, 2, 100, 255]) expect(failure({ toAccountIndex: idx("ETH", i) })).toMatch(/is not a destination/)
  })

  it("rejects toAccountIndex together with an address or a key", () => {
    const message = /"toAccountIndex" is given, so "toZkEthereumAddress" and "toBjj" must be null/
    expect(failure({ toAccountIndex: idx("ETH", 257), toZkEthereumAddress: SOME_ADDRESS })).toMatch(message)
    expect(failure({ toAccountIndex: idx("ETH", 257), toBjj: SOME_KEY })).toMatch(message)
    expect(failure({ toAccountIndex: idx("EXIT", 1), toZkEthereumAddress: FF_ADDRESS, toBjj: SOME_KEY })).toMatch(
      message
    )
  })

  it("TransferToBJJ: toBjj with the FF…FF address, which the client sends in lowercase", () => {
    const lowercase = Schema.decodeUnknownSync(ZkEthereumAddress)("zk:0x" + "f".repeat(40))
    expect(ok({ toBjj: SOME_KEY, toZkEthereumAddress: lowercase })).toBe("TransferToBJJ")
    expect(failure({ toBjj: SOME_KEY })).toMatch(
      /"toBjj" is given, so "toZkEthereumAddress" must be zk:0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF/
    )
    expect(failure({ toBjj: SOME_KEY, toZkEthereumAddress: SOME_ADDRESS })).toMatch(/must be zk:0xF/)
    expect(failure({ toBjj: EMPTY_BJJ, toZkEthereumAddress: FF_ADDRESS })).toMatch(
      /"toBjj" must not be the empty key zk:A{44}/
    )
  })

  it("TransferToEthAddr: an address alone, neither FF…FF nor zero", () => {
    expect(ok({ toZkEthereumAddress: SOME_ADDRESS, toBjj: null, toAccountIndex: null })).toBe("TransferToEthAddr")
    expect(failure({ toZkEthereumAddress: FF_ADDRESS })).toMatch(/destination of a TransferToBJJ, which needs "toBjj"/)
    expect(failure({ toZkEthereumAddress: ZERO_ADDRESS })).toMatch(/must not be the zero address/)
  })

  it("rejects a transaction without destination", () => {
    expect(failure({})).toBe(`one of "toAccountIndex", "toZkEthereumAddress" and "toBjj" is required`)
    expect(failure({ toAccountIndex: null, toZkEthereumAddress: null, toBjj: null })).toMatch(/is required/)
  })
})

// Destinations drawn from small universes that hit every rule.
const INDEXES: ReadonlyArray<AccountIndexValue | null> = [
  null,
  idx("EXIT", 1),
  idx("ETH", 1),
  idx("ETH", 0),
  idx("ETH", 255),
  idx("ETH", 256),
  idx("EXIT", 300)
]
const ADDRESSES: ReadonlyArray<EthAddress | null> = [null, FF_ADDRESS, ZERO_ADDRESS, SOME_ADDRESS]
const KEYS: ReadonlyArray<BjjKey | null> = [null, EMPTY_BJJ, SOME_KEY]
const pick = <A>(items: ReadonlyArray<A>, i: number): A => items[i % items.length]!
const Choice = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 83 }))

/** The rules as a decision table, written independently of the implementation. */
function expectedType(
  to: AccountIndexValue | null,
  address: EthAddress | null,
  key: BjjKey | null
): TransactionTypeL2 | undefined {
  if (to !== null) {
    if (address !== null || key !== null) return undefined
    if (to.idx >= 256) return "Transfer"
    return to.idx === 1 && to.symbol === "EXIT" ? "Exit" : undefined
  }
  if (key !== null) return address === FF_ADDRESS && key !== EMPTY_BJJ ? "TransferToBJJ" : undefined
  if (address !== null) return address !== FF_ADDRESS && address !== ZERO_ADDRESS ? "TransferToEthAddr" : undefined
  return undefined
}

describe("type inference and TxID (properties)", () => {
  it.prop("inference follows the decision table", [Choice, Choice, Choice], ([i, a, k]) => {
    const to = pick(INDEXES, i)
    const address = pick(ADDRESSES, a)
    const key = pick(KEYS, k)
    const result = inferTransactionType({ toAccountIndex: to, toZkEthereumAddress: address, toBjj: key })
    const expected = expectedType(to, address, key)
    if (expected === undefined) expect(Result.isFailure(result)).toBe(true)
    else expect(Result.getOrThrow(result)).toBe(expected)
  })

  it.prop(
    "the TxID ignores the destination while the signed message covers it",
    [
      Schema.Int.check(Schema.isBetween({ minimum: 256, maximum: 2 ** 48 - 1 })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 ** 32 - 1 })),
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 40n - 1n })),
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 40n - 1n })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 })),
      Choice,
      Choice
    ],
    ([fromIdx, tokenId, amountF40, nonce, fee, d1, d2]) => {
      const amount = decodeFloat40(amountF40)
      const destinations: ReadonlyArray<DestinationFields> = [
        { toAccountIndex: idx("ETH", 256 + d1) },
        { toAccountIndex: idx("EXIT", 1) },
        { toZkEthereumAddress: SOME_ADDRESS },
        { toZkEthereumAddress: FF_ADDRESS, toBjj: SOME_KEY }
      ]
      const one = { fromAccountIndex: idx("ETH", fromIdx), tokenId, amount, nonce, fee, ...pick(destinations, d1) }
      const two = { ...one, toAccountIndex: null, toZkEthereumAddress: null, toBjj: null, ...pick(destinations, d2) }
      const id = (tx: typeof one) => l2TxId({ fromIdx: tx.fromAccountIndex.idx, tokenId, amount, nonce, fee })
      expect(Result.getOrThrow(id(one))).toBe(Result.getOrThrow(id(two)))
      const m1 = Result.getOrThrow(l2TransactionMessage(one, { chainId: 1337 }))
      const m2 = Result.getOrThrow(l2TransactionMessage(two, { chainId: 1337 }))
      const sameDestination = ok(one) === ok(two) && (one.toAccountIndex?.idx ?? 0) === (two.toAccountIndex?.idx ?? 0)
      expect(m1.every((e, i) => e === m2[i])).toBe(sameDestination)
    }
  )
})
