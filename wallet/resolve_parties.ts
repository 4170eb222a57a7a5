/** Turns a `send` request into a transaction draft by asking the node (token, sender, receiver, amount, nonce, fee; a
 * destination the forger would discard is a warning); `balance` finds its token and wallet account the same way. */
import { Effect, Option, Result, Schema } from "effect"
import { AccountIndex, EXIT_ACCOUNT_INDEX, EXIT_IDX } from "../core/domain/account_index.ts"
import { type BjjKey, decodeBjj } from "../core/domain/bjj.ts"
import { checksum, type EthAddress, FF_ADDRESS } from "../core/domain/eth_address.ts"
import type { Token } from "../core/domain/token.ts"
import { devnetWallet } from "../adapters/crypto/devnet_wallets.ts"
import type { SendRequest } from "./arguments.ts"
import { ClientError } from "./client_error.ts"
import { parseDecimalAmount, requireFloat40 } from "./decimal_amount.ts"
import type { NodeApi } from "./node_api.ts"
import { chooseFee } from "./quoted_fee.ts"
import type { TransactionDraft } from "./signed_transaction.ts"

/** A draft with what the command prints about it. */
export interface ResolvedTransaction {
  readonly draft: TransactionDraft
  readonly token: Token
  /** The receiver as people read it (`wallet 2 (zk:ETH:262)`, an address, a key); absent for an exit. */
  readonly receiver: string | undefined
  /** How the command chose what the user left to it (the quoted fee). */
  readonly notes: ReadonlyArray<string>
  /** Things worth knowing before sending (e.g. the forger will discard it). */
  readonly warnings: ReadonlyArray<string>
}

const decodeAccountIndex = Schema.decodeUnknownOption(AccountIndex)

function fail(message: string): Effect.Effect<never, ClientError> {
  return Effect.fail(new ClientError({ message }))
}

function fromResult<A>(result: Result.Result<A, string>): Effect.Effect<A, ClientError> {
  return Result.isSuccess(result) ? Effect.succeed(result.success) : fail(result.failure)
}

/** A wallet number (`2`), if the text is one. */
function walletNumber(text: string): number | undefined {
  return /^\d+$/u.test(text) && Number(text) >= 1 ? Number(text) : undefined
}

/** The receiver account of a transfer: wallet n's account in the token, or an account index. */
const transferReceiver = Effect.fnUntraced(function* (api: NodeApi, to: string, token: Token) {
  const wallet = walletNumber(to)
  if (wallet !== undefined) {
    const address = devnetWallet(wallet).ethAddress
    const [account] = yield* api.findAccounts({ ethAddr: address }, token.id)
    if (account === undefined)
      return yield* fail(`wallet ${wallet} (${address}) has no ${token.symbol} account on the node`)
    return { account, label: `wallet ${wallet} (zk:${account.token.symbol}:${account.accountIndex.idx})` }
  }
  const index = decodeAccountIndex(to)
  if (Option.isNone(index))
    return yield* fail(`--to "${to}" is neither a wallet number nor an account index like zk:ETH:262`)
  const account = yield* api.getAccount(index.value).pipe(
    Effect.catchIf(
      (e) => e.status === 404,
      () => fail(`the node has no account ${to}`)
    )
  )
  if (account.token.id !== token.id) {
    return yield* fail(`account ${to} holds ${account.token.symbol}, not ${token.symbol}`)
  }
  return { account, label: to }
})

/** The receiver address of a TransferToEthAddr (a deposit's owner): wallet n's, or an address as written. */
export function receiverAddress(
  to: string
): Result.Result<{ readonly address: EthAddress; readonly label: string }, string> {
  const wallet = walletNumber(to)
  if (wallet !== undefined) {
    const address = devnetWallet(wallet).ethAddress
    return Result.succeed({ address, label: `wallet ${wallet} (${address})` })
  }
  const match = /^(?:zk:)?(0x[0-9a-fA-F]{40})$/u.exec(to)
  if (match?.[1] === undefined)
    return Result.fail(`--to "${to}" is neither a wallet number nor an Ethereum address 0x…`)
  const address = checksum(match[1])
  return Result.succeed({ address, label: address })
}

/** The receiver key of a TransferToBJJ (a deposit's key, given by `option`): wallet n's, or a `zk:` key as written. */
export function receiverKey(
  to: string,
  option = "--to"
): Result.Result<{ readonly key: BjjKey; readonly label: string }, string> {
  const wallet = walletNumber(to)
  if (wallet !== undefined)
    return Result.succeed({ key: devnetWallet(wallet).bjjPublicKey, label: `wallet ${wallet}'s BabyJubJub key` })
  return Result.match(decodeBjj(to), {
    onSuccess: (key) => Result.succeed({ key, label: to }),
    onFailure: (why) => Result.fail(`${option} "${to}" is neither a wallet number nor a BabyJubJub key zk:…: ${why}`)
  })
}

/** The token with this symbol or id, or a `ClientError` saying the node has none. */
export const knownToken = Effect.fnUntraced(function* (api: NodeApi, symbolOrId: string) {
  const token = Option.getOrUndefined(yield* api.findToken(symbolOrId))
  if (token === undefined) return yield* fail(`the node has no token "${symbolOrId}"`)
  return token
})

/** Devnet wallet `from`'s account in the token that holds the wallet's key (a sender's, a balance's). */
export const walletAccount = Effect.fnUntraced(function* (api: NodeApi, from: number, token: Token) {
  const wallet = devnetWallet(from)
  const accounts = yield* api.findAccounts({ ethAddr: wallet.ethAddress }, token.id)
  const account = accounts.find((a) => a.bjj === wallet.bjjPublicKey)
  if (account === undefined) {
    return yield* fail(`wallet ${from} (${wallet.ethAddress}) has no ${token.symbol} account on the node`)
  }
  return account
})

/** The draft of `request`, resolved against the node. */
export const resolveTransaction = Effect.fn("Client.resolveTransaction")(function* (
  api: NodeApi,
  request: SendRequest
) {
  const token = yield* knownToken(api, request.token)
  const amount = yield* fromResult(
    Result.flatMap(parseDecimalAmount(request.amount, token.decimals), (a) => requireFloat40(a, token.decimals))
  )
  if (request.kind === "exit" && amount === 0n) return yield* fail("an exit needs an amount above 0")
  const from = yield* walletAccount(api, request.from, token)
  const nonce = request.nonce ?? (yield* api.nextNonce(from.accountIndex))
  const { fee, note } = yield* chooseFee(api, request, token, amount)
  const base = { from, amount, fee, nonce, maxNumBatch: request.maxNumBatch }
  const notes = note === undefined ? [] : [note]
  const to = request.to ?? ""
  const warnings: Array<string> = []
  switch (request.kind) {
    case "exit": {
      // `zk:EXIT:1`, or `zk:<symbol>:1` as every hermezjs release sends it (a later-revision node takes both).
      const toAccountIndex = request.exitTo === "token" ? { symbol: token.symbol, idx: EXIT_IDX } : EXIT_ACCOUNT_INDEX
      const draft: TransactionDraft = { ...base, toAccountIndex, toEthAddr: null, toBjj: null }
      return { draft, token, receiver: undefined, notes, warnings } satisfies ResolvedTransaction
    }
    case "transfer": {
      const receiver = yield* transferReceiver(api, to, token)
      const draft: TransactionDraft = {
        ...base,
        toAccountIndex: receiver.account.accountIndex,
        toEthAddr: null,
        toBjj: null
      }
      return { draft, token, receiver: receiver.label, notes, warnings } satisfies ResolvedTransaction
    }
    case "transfer-to-eth": {
      const receiver = yield* fromResult(receiverAddress(to))
      const existing = yield* api.findAccounts({ ethAddr: receiver.address }, token.id)
      if (existing.length === 0) {
        warnings.push(
          `${receiver.address} has no ${token.symbol} account: the devnet forger will discard this transaction (invl)`
        )
      }
      const draft: TransactionDraft = { ...base, toAccountIndex: null, toEthAddr: receiver.address, toBjj: null }
      return { draft, token, receiver: receiver.label, notes, warnings } satisfies ResolvedTransaction
    }
    case "transfer-to-bjj": {
      const receiver = yield* fromResult(receiverKey(to))
      const existing = yield* api.findAccounts({ bjj: receiver.key }, token.id)
      if (!existing.some((a) => a.zkEthereumAddress === FF_ADDRESS)) {
        warnings.push(
          `${receiver.label} has no internal ${token.symbol} account (address 0xFF…FF): the devnet forger will discard this transaction (invl)`
        )
      }
      const draft: TransactionDraft = { ...base, toAccountIndex: null, toEthAddr: FF_ADDRESS, toBjj: receiver.key }
      return { draft, token, receiver: receiver.label, notes, warnings } satisfies ResolvedTransaction
    }
  }
})
