/** The `send` command's pieces: the command line and its mistakes, decimal amounts with the Float40 rule, and signing
 * (TxID, a verifying signature, a body `PostPoolL2Transaction` decodes). */
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SignatureVerifierCrypto } from "../../adapters/crypto/mod.ts"
import { type Invocation, parseInvocation, type SendRequest } from "../../wallet/arguments.ts"
import { float40Floor, formatDecimalAmount, parseDecimalAmount, requireFloat40 } from "../../wallet/decimal_amount.ts"
import { signTransaction, type TransactionDraft } from "../../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import type { Account } from "../../core/domain/account.ts"
import { AccountIdx, EXIT_ACCOUNT_INDEX } from "../../core/domain/account_index.ts"
import { encodeFloat40 } from "../../core/domain/float40.ts"
import { FF_ADDRESS, ZERO_ADDRESS } from "../../core/domain/eth_address.ts"
import { PostPoolL2Transaction } from "../../core/domain/pool_transaction.ts"
import { EthBlockNum, ItemId, Nonce, TokenId, TokenName, TokenSymbol } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import { l2TxId } from "../../core/domain/tx_id.ts"
import { l2TransactionMessage } from "../../core/signing/transaction_message.ts"

function sendRequest(argv: ReadonlyArray<string>): SendRequest {
  const parsed: Result.Result<Invocation, string> = parseInvocation(argv)
  if (Result.isFailure(parsed)) throw new Error(parsed.failure)
  if (parsed.success._tag !== "Send") throw new Error("expected a send request")
  return parsed.success.request
}

function usageError(argv: ReadonlyArray<string>): string {
  const parsed = parseInvocation(argv)
  if (Result.isSuccess(parsed)) throw new Error(`expected ${argv.join(" ")} to be refused`)
  return parsed.failure
}

describe("send command line", () => {
  it("reads a transfer with the defaults", () => {
    expect(sendRequest(["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1.5"])).toEqual({
      kind: "transfer",
      from: 1,
      to: "2",
      token: "ETH",
      amount: "1.5",
      fee: undefined,
      nonce: undefined,
      url: "http://localhost:4010",
      chainId: 1337,
      timeoutSeconds: 60,
      wait: true,
      dryRun: false,
      exitTo: "EXIT",
      maxNumBatch: undefined
    })
  })

  it("reads --exit-to of an exit: EXIT (zk:EXIT:1, the default) or token (zk:<symbol>:1); other commands refuse it", () => {
    const base = ["--from", "1", "--token", "ETH", "--amount", "1"]
    expect(sendRequest(["exit", ...base]).exitTo).toBe("EXIT")
    expect(sendRequest(["exit", ...base, "--exit-to", "token"]).exitTo).toBe("token")
    expect(sendRequest(["exit", ...base, "--exit-to", "EXIT"]).exitTo).toBe("EXIT")
    expect(usageError(["exit", ...base, "--exit-to", "ETH"])).toBe('--exit-to must be EXIT or token, got "ETH"')
    expect(usageError(["transfer", "--to", "2", ...base, "--exit-to", "token"])).toBe(
      "--exit-to is an option of exit, not of transfer"
    )
  })

  it("reads every option, and an exit without --to", () => {
    const request = sendRequest([
      "exit",
      "--from",
      "3",
      "--token",
      "1",
      "--amount",
      "2",
      "--fee",
      "32",
      "--nonce",
      "7",
      "--url",
      "http://node:8080/",
      "--chain-id",
      "5",
      "--timeout",
      "9",
      "--no-wait",
      "--dry-run",
      "--max-num-batch",
      "4294967295"
    ])
    expect(request).toMatchObject({
      kind: "exit",
      from: 3,
      to: undefined,
      fee: 32,
      nonce: 7n,
      url: "http://node:8080",
      chainId: 5
    })
    expect(request.timeoutSeconds).toBe(9)
    expect(request.wait).toBe(false)
    expect(request.dryRun).toBe(true)
    expect(request.maxNumBatch).toBe(4294967295)
    expect(
      sendRequest(["transfer-to-eth", "--from", "1", "--to", "0xab", "--token", "ETH", "--amount", "1"]).kind
    ).toBe("transfer-to-eth")
    expect(sendRequest(["transfer-to-bjj", "--from", "1", "--to", "3", "--token", "ETH", "--amount", "1"]).kind).toBe(
      "transfer-to-bjj"
    )
  })

  it("takes --max-num-batch as a uint32 (0 too), on the send commands and swap, never on balance", () => {
    const base = ["transfer", "--from", "1", "--to", "2", "--token", "ETH", "--amount", "1"]
    expect(sendRequest([...base, "--max-num-batch", "0"]).maxNumBatch).toBe(0)
    for (const bad of ["-1", "4294967296", "1.5", "x"])
      expect(usageError([...base, "--max-num-batch", bad])).toMatch(/--max-num-batch/)
    expect(usageError(["balance", "--account", "zk:ETH:256", "--max-num-batch", "3"])).toMatch(/--max-num-batch/)
    const swap = parseInvocation([
      "swap",
      ...base.slice(1),
      "--for-token",
      "HEZ",
      "--for-amount",
      "2",
      "--max-num-batch",
      "9"
    ])
    expect(Result.isSuccess(swap) && swap.success._tag === "Swap" ? swap.success.request.take.maxNumBatch : null).toBe(
      9
    )
  })

  it("refuses a value after --dry-run, which is a switch", () => {
    expect(usageError(["exit", "--from", "1", "--token", "ETH", "--amount", "1", "--dry-run=yes"])).toMatch(/--dry-run/)
  })

  it("asks for help with --help or -h, even with other arguments", () => {
    expect(parseInvocation(["--help"])).toEqual(Result.succeed({ _tag: "Help" }))
    expect(parseInvocation(["transfer", "-h"])).toEqual(Result.succeed({ _tag: "Help" }))
  })

  it("says what is wrong", () => {
    const base = ["--from", "1", "--token", "ETH", "--amount", "1"]
    expect(usageError([])).toMatch(
      /^a command is required: transfer, transfer-to-eth, transfer-to-bjj, exit, swap, deposit, balance$/
    )
    expect(usageError(["send", ...base])).toMatch(/^unknown command "send"/)
    expect(usageError(["transfer", ...base])).toBe("transfer needs --to <receiver>")
    expect(usageError(["exit", "--to", "2", ...base])).toBe("an exit has no receiver: drop --to")
    expect(usageError(["exit", "--token", "ETH", "--amount", "1"])).toBe("--from <wallet number> is required")
    expect(usageError(["exit", "--from", "0", "--token", "ETH", "--amount", "1"])).toMatch(
      /^--from must be between 1 and/
    )
    expect(usageError(["exit", "--from", "x", "--token", "ETH", "--amount", "1"])).toBe(
      `--from must be a whole number, got "x"`
    )
    expect(usageError(["exit", "--from", "1", "--amount", "1"])).toBe("--token <symbol or id> is required")
    expect(usageError(["exit", "--from", "1", "--token", "ETH"])).toMatch(/^--amount <amount> is required/)
    expect(usageError(["exit", ...base, "--fee", "256"])).toBe("--fee must be between 0 and 255, got 256")
    expect(usageError(["exit", ...base, "--chain-id", "70000"])).toBe(
      "--chain-id must be between 0 and 65535, got 70000"
    )
    expect(usageError(["exit", ...base, "--nonce", "-1"])).toMatch(/nonce/)
    expect(usageError(["exit", ...base, "--url", "localhost:4010"])).toMatch(/^--url must be an http\(s\) URL/)
    expect(usageError(["exit", ...base, "--colour"])).toMatch(/Unknown option '--colour'/)
    expect(usageError(["exit", ...base, "extra"])).toBe(`unexpected argument "extra"`)
  })

  it("reads a deposit: its owner, key, token and amount as written, and takes nothing a signature needs", () => {
    const parsed = parseInvocation(["deposit", "--to", "0xabc", "--bjj", "zk:key", "--token", "HEZ", "--amount", "5"])
    expect(parsed).toEqual(
      Result.succeed({
        _tag: "Deposit",
        request: {
          to: "0xabc",
          bjj: "zk:key",
          token: "HEZ",
          amount: "5",
          url: "http://localhost:4010",
          timeoutSeconds: 60,
          wait: true
        }
      })
    )
    const byWallet = parseInvocation(["deposit", "--to", "3", "--token", "ETH", "--amount", "1", "--no-wait"])
    expect(Result.map(byWallet, (i) => (i._tag === "Deposit" ? [i.request.bjj, i.request.wait] : i._tag))).toEqual(
      Result.succeed([undefined, false])
    )
    for (const option of [["--fee", "1"], ["--nonce", "1"], ["--chain-id", "1"], ["--dry-run"], ["--account", "x"]]) {
      expect(usageError(["deposit", "--to", "3", "--token", "ETH", "--amount", "1", ...option])).toBe(
        `deposit signs nothing and takes no ${option[0]}`
      )
    }
    expect(usageError(["deposit", "--token", "ETH", "--amount", "1"])).toMatch(/^deposit needs --to/)
    expect(usageError(["deposit", "--to", "3", "--amount", "1"])).toBe("--token <symbol or id> is required")
    expect(usageError(["deposit", "--to", "3", "--token", "ETH"])).toMatch(/^--amount <amount> is required/)
    expect(usageError(["balance", "--from", "1", "--token", "ETH", "--bjj", "1"])).toBe(
      "--bjj is an option of deposit, not of balance"
    )
  })

  it("reads a swap as two transfers between the wallets, each leg with its own token, amount and fee", () => {
    const parsed = parseInvocation([
      "swap",
      "--from",
      "1",
      "--to",
      "2",
      "--token",
      "ETH",
      "--amount",
      "0.5",
      "--for-token",
      "HEZ",
      "--for-amount",
      "100",
      "--for-fee",
      "32"
    ])
    if (Result.isFailure(parsed) || parsed.success._tag !== "Swap") throw new Error("expected a swap")
    const { give, take } = parsed.success.request
    expect([give.kind, give.from, give.to, give.token, give.amount, give.fee]).toEqual([
      "transfer",
      1,
      "2",
      "ETH",
      "0.5",
      undefined
    ])
    expect([take.kind, take.from, take.to, take.token, take.amount, take.fee]).toEqual([
      "transfer",
      2,
      "1",
      "HEZ",
      "100",
      32
    ])
  })

  it("says what is wrong with a swap, and keeps its options to it", () => {
    const legs = ["--from", "1", "--token", "ETH", "--amount", "1"]
    const back = ["--for-token", "HEZ", "--for-amount", "2"]
    expect(usageError(["swap", ...legs, ...back])).toMatch(/^swap needs --to <wallet number>/)
    expect(usageError(["swap", ...legs, "--to", "zk:ETH:257", ...back])).toMatch(/^swap needs --to <wallet number>/)
    expect(usageError(["swap", ...legs, "--to", "1", ...back])).toBe(
      "swap needs two wallets: --to must differ from --from"
    )
    expect(usageError(["swap", ...legs, "--to", "2", "--for-amount", "2"])).toMatch(/^swap needs --for-token/)
    expect(usageError(["swap", ...legs, "--to", "2", "--for-token", "HEZ"])).toMatch(/^swap needs --for-amount/)
    expect(usageError(["swap", ...legs, "--to", "2", ...back, "--nonce", "3"])).toBe("swap does not take --nonce")
    expect(usageError(["swap", ...legs, "--to", "2", ...back, "--for-fee", "300"])).toBe(
      "--for-fee must be between 0 and 255, got 300"
    )
    expect(usageError(["transfer", ...legs, "--to", "2", "--for-token", "HEZ"])).toBe(
      "--for-token is an option of swap, not of transfer"
    )
    expect(usageError(["balance", "--account", "zk:ETH:256", "--for-amount", "1"])).toBe(
      "balance sends nothing: drop --for-amount"
    )
  })
})

describe("decimal amounts", () => {
  it("scales by the token's decimals and back", () => {
    expect(parseDecimalAmount("1.5", 18)).toEqual(Result.succeed(1_500_000_000_000_000_000n))
    expect(parseDecimalAmount("12.25", 6)).toEqual(Result.succeed(12_250_000n))
    expect(parseDecimalAmount("7", 0)).toEqual(Result.succeed(7n))
    expect(parseDecimalAmount(" 0.00000001 ", 8)).toEqual(Result.succeed(1n))
    expect(formatDecimalAmount(1_500_000_000_000_000_000n, 18)).toBe("1.5")
    expect(formatDecimalAmount(1n, 8)).toBe("0.00000001")
    expect(formatDecimalAmount(0n, 18)).toBe("0")
    expect(formatDecimalAmount(12_250_000n, 6)).toBe("12.25")
  })

  it("refuses what is not an amount of the token", () => {
    expect(parseDecimalAmount("1.123", 2)).toEqual(Result.fail(`amount "1.123" has 3 decimals; the token has 2`))
    for (const bad of ["-1", "1e18", "1,5", ".5", "", "abc"]) {
      expect(Result.isFailure(parseDecimalAmount(bad, 18)), bad).toBe(true)
    }
  })

  it("requires Float40 and suggests the nearest smaller representable amount", () => {
    const amount = 1_123_456_789_012_345_678n
    const failure = requireFloat40(amount, 18)
    expect(Result.isFailure(failure)).toBe(true)
    expect(Result.isFailure(failure) ? failure.failure : "").toContain("the nearest smaller amount is 1.123456789")
    const floor = float40Floor(amount)
    expect(floor).toBe(1_123_456_789_000_000_000n)
    expect(Result.isSuccess(encodeFloat40(floor))).toBe(true)
    expect(requireFloat40(1_500_000_000_000_000_000n, 18)).toEqual(Result.succeed(1_500_000_000_000_000_000n))
  })
})

describe("signed transactions", () => {
  const wallet = devnetWallet(1)
  const token: Token = {
    itemId: ItemId.make(0),
    id: TokenId.make(0),
    ethereumBlockNum: EthBlockNum.make(1000n),
    ethereumAddress: ZERO_ADDRESS,
    name: TokenName.make("Ether"),
    symbol: TokenSymbol.make("ETH"),
    decimals: 18,
    USD: null,
    fiatUpdate: null
  }
  const from: Account = {
    itemId: ItemId.make(0),
    accountIndex: { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(256) },
    nonce: Nonce.make(4n),
    balance: 10n ** 19n,
    bjj: wallet.bjjPublicKey,
    zkEthereumAddress: wallet.ethAddress,
    token
  }
  const drafts: ReadonlyArray<[string, TransactionDraft]> = [
    [
      "Transfer",
      {
        from,
        toAccountIndex: { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(257) },
        toEthAddr: null,
        toBjj: null,
        amount: 10n ** 18n,
        fee: 32,
        nonce: 4n
      }
    ],
    [
      "Exit",
      {
        from,
        toAccountIndex: EXIT_ACCOUNT_INDEX,
        toEthAddr: null,
        toBjj: null,
        amount: 5n * 10n ** 17n,
        fee: 0,
        nonce: 5n
      }
    ],
    [
      "TransferToEthAddr",
      {
        from,
        toAccountIndex: null,
        toEthAddr: devnetWallet(2).ethAddress,
        toBjj: null,
        amount: 10n ** 17n,
        fee: 0,
        nonce: 6n
      }
    ],
    [
      "TransferToBJJ",
      {
        from,
        toAccountIndex: null,
        toEthAddr: FF_ADDRESS,
        toBjj: devnetWallet(3).bjjPublicKey,
        amount: 10n ** 16n,
        fee: 1,
        nonce: 7n
      }
    ]
  ]

  for (const [type, draft] of drafts) {
    it(`${type}: the TxID, a signature that verifies for the chain id, a body the POST schema decodes`, () => {
      const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(1n), 1337))
      expect(signed.transaction.type).toBe(type)
      expect(signed.id).toBe(
        Result.getOrThrow(
          l2TxId({ fromIdx: 256, tokenId: 0, amount: draft.amount, nonce: draft.nonce, fee: draft.fee })
        )
      )
      const elements = Result.getOrThrow(l2TransactionMessage(signed.transaction, { chainId: 1337 }))
      const check = { elements, publicKey: wallet.bjjPublicKey, signature: signed.transaction.signature }
      expect(SignatureVerifierCrypto.verifyBabyJubJub(check)).toBe(true)
      const otherChain = Result.getOrThrow(l2TransactionMessage(signed.transaction, { chainId: 0 }))
      expect(SignatureVerifierCrypto.verifyBabyJubJub({ ...check, elements: otherChain })).toBe(false)
      const wire: unknown = JSON.parse(JSON.stringify(signed.body))
      expect(Schema.decodeUnknownSync(PostPoolL2Transaction)(wire)).toEqual(signed.transaction)
    })
  }

  it("refuses an amount Float40 cannot represent", () => {
    const [, transfer] = drafts[0]!
    expect(
      Result.isFailure(signTransaction({ ...transfer, amount: 1_123_456_789_012_345_678n }, privateKeyBytes(1n), 1337))
    ).toBe(true)
  })
})
