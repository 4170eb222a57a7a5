/** The `balance` command's answer: an account's balance and nonce after a batch, shown only once its Merkle proof
 * (`GET /accounts/{accountIndex}/proof`) verifies against the batch's `stateRoot` (`GET /batches/{batchNum}`). */
import { Effect, Option, Result } from "effect"
import { verifyAccountProof } from "../adapters/http/client/client.ts"
import { devnetWallet } from "../adapters/crypto/devnet_wallets.ts"
import { type AccountIndexValue, formatAccountIndex } from "../core/domain/account_index.ts"
import type { AccountProof, ProvenAccount } from "../core/domain/account_proof.ts"
import type { BatchNum } from "../core/domain/scalars.ts"
import type { Token } from "../core/domain/token.ts"
import type { BalanceRequest, BalanceTarget } from "./arguments.ts"
import { formatDecimalAmount } from "./decimal_amount.ts"
import type { ClientError } from "./client_error.ts"
import type { NodeApi, NodeError } from "./node_api.ts"
import { knownToken, walletAccount } from "./resolve_parties.ts"

/** What the command shows: the lines of a verified answer, or why the node's answer does not hold (no balance shown). */
export type ProvenBalance =
  | { readonly _tag: "Verified"; readonly lines: ReadonlyArray<string> }
  | { readonly _tag: "Refuted"; readonly reason: string }

/** The account asked about: its index, how it is named, and for a wallet's the wallet and token its leaf must hold. */
interface AskedAccount {
  readonly index: AccountIndexValue
  readonly label: string
  readonly wallet: number | undefined
  readonly token: Token | undefined
}

function refuted(reason: string): ProvenBalance {
  return { _tag: "Refuted", reason }
}

/** The account `target` names: an index as written, or the wallet's account in the token as the node lists it. */
const askedAccount = Effect.fnUntraced(function* (api: NodeApi, target: BalanceTarget) {
  if (target._tag === "Index") {
    const index = target.accountIndex
    return { index, label: formatAccountIndex(index), wallet: undefined, token: undefined } satisfies AskedAccount
  }
  const token = yield* knownToken(api, target.token)
  const account = yield* walletAccount(api, target.from, token)
  const label = `${formatAccountIndex(account.accountIndex)} (wallet ${target.from})`
  return { index: account.accountIndex, label, wallet: target.from, token } satisfies AskedAccount
})

/** Why an answer is not the one asked for (another index or batch); undefined when it is. */
function otherAnswer(answer: AccountProof, asked: AskedAccount, batchNum: BatchNum | undefined): string | undefined {
  if (answer.accountIndex.idx !== asked.index.idx)
    return `the node answered the proof of index ${answer.accountIndex.idx}, not of ${asked.index.idx}`
  if (batchNum !== undefined && answer.batchNum !== batchNum)
    return `the node answered the proof after batch ${answer.batchNum}, not after the asked batch ${batchNum}`
  return undefined
}

/** Why a proven account is not the one asked for (another wallet's keys, another token); undefined when it is. */
function otherAccount(account: ProvenAccount, asked: AskedAccount, token: Token | undefined): string | undefined {
  if (asked.wallet !== undefined) {
    const wallet = devnetWallet(asked.wallet)
    if (account.zkEthereumAddress !== wallet.ethAddress || account.bjj !== wallet.bjjPublicKey)
      return `the proven account ${asked.index.idx} is ${account.zkEthereumAddress}'s, not wallet ${asked.wallet}'s`
  }
  if (asked.token !== undefined && account.tokenId !== asked.token.id)
    return `the proven account ${asked.index.idx} holds token ${account.tokenId}, not ${asked.token.symbol} (token ${asked.token.id})`
  if (asked.wallet === undefined && token !== undefined && token.symbol !== asked.index.symbol)
    return `the proven account ${asked.index.idx} holds ${token.symbol} (token ${token.id}), not ${asked.index.symbol}`
  return undefined
}

/** The balance line: in token units and base units, or base units alone when the node does not know the token. */
function balanceLine(account: ProvenAccount, token: Token | undefined): string {
  if (token === undefined)
    return `balance: ${account.balance} base units of token ${account.tokenId} (the node has no such token to give its decimals)`
  return `balance: ${formatDecimalAmount(account.balance, token.decimals)} ${token.symbol} (${account.balance} base units)`
}

/** The balance `request` asks for, proven: the proof and the batch's `stateRoot` asked of the node, then checked here. */
export const provenBalance = Effect.fn("Client.provenBalance")(function* (
  api: NodeApi,
  request: BalanceRequest
): Effect.fn.Return<ProvenBalance, NodeError | ClientError> {
  const asked = yield* askedAccount(api, request.target)
  const answer = yield* api.accountProof(asked.index, request.batchNum)
  const other = otherAnswer(answer, asked, request.batchNum)
  if (other !== undefined) return refuted(other)
  const batch = yield* api.batchRoot(answer.batchNum)
  if (batch.batchNum !== answer.batchNum)
    return refuted(`GET /batches/${answer.batchNum} answered batch ${batch.batchNum}`)
  const verified = yield* Effect.result(verifyAccountProof(answer, batch.stateRoot))
  if (Result.isFailure(verified))
    return refuted(
      `the proof of ${asked.label} after batch ${answer.batchNum} does not hold against its stateRoot ` +
        `${batch.stateRoot}: ${verified.failure.reason}`
    )
  const account = answer.account
  if (account === null) {
    return {
      _tag: "Verified",
      lines: [
        `the tree holds no account at ${asked.label} after batch ${answer.batchNum}`,
        `non-inclusion proof verified against stateRoot ${batch.stateRoot}`
      ]
    }
  }
  const token = asked.token ?? Option.getOrUndefined(yield* api.findToken(String(account.tokenId)))
  const notAsked = otherAccount(account, asked, token)
  if (notAsked !== undefined) return refuted(notAsked)
  return {
    _tag: "Verified",
    lines: [
      `account ${asked.label} after batch ${answer.batchNum}`,
      balanceLine(account, token),
      `nonce: ${account.nonce}`,
      `proof verified against stateRoot ${batch.stateRoot}`
    ]
  }
})
