/** Posting to every node of a run at once and judging the answers against the model: the nodes a run drives, the
 * amounts that keep each transaction's TxID unique, a transaction signed (with its request, if any) and posted to each
 * node, and its answer as the model predicts it. */
import { Effect, Option, Result } from "effect"
import { numberedWallet, type TestAnswer, type TestNode, type TestWallet } from "../../app/testing/mod.ts"
import type { TransactionSpec } from "../../app/testing/signed_requests.ts"
import type { Account } from "../../core/domain/account.ts"
import { AccountIdx, type AccountIndexValue, EXIT_ACCOUNT_INDEX } from "../../core/domain/account_index.ts"
import { FeeSelector, Nonce, TokenId, TokenSymbol } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { type RequestedTransaction, requestFieldsOf } from "../../core/signing/request_fields.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import {
  EXIT_IDX,
  type LedgerModel,
  type ModelAccount,
  type ModelFault,
  type ModelFields,
  type ModelSubmission
} from "./ledger_model.ts"
import { type At, agreeWithModel } from "./model_judge.ts"
import type { Command } from "./commands.ts"

/** An amount Float40 represents, above `balance` and distinct for each `step`: a mantissa below 2^35 times a power of ten. */
export function overdrawn(balance: bigint, step: number): bigint {
  let scale = 1n
  while (balance / scale >= 1n << 34n) scale *= 10n
  return (balance / scale + 1n + BigInt(step)) * scale
}

/** The `maxNumBatch` a move's `limit` signs, from the model's last batch (undefined: none sent; "below" the last batch,
 * no limit before the first). */
export function limitAt(
  model: LedgerModel,
  limit: Extract<Command, { _tag: "Transfer" }>["limit"]
): number | undefined {
  const last = model.lastBatch()
  if (limit === "absent") return undefined
  if (limit === "zero") return 0
  return limit === "below" ? last : limit === "next" ? last + 1 : last + 2
}

/** An amount of `base` (1 to 10^6) unique to `step`, so that no two transactions of a run share a TxID. */
export function uniqueAmount(base: number, step: number): bigint {
  return BigInt(step + 1) * 10_000_000n + BigInt(base)
}

/** Added to a step's unique amount for a second transaction of the step (unique amounts stay below 10^7 apart). */
export const STUCK_AMOUNT = 5_000_000n

/** A node of the run and what it has answered so far. */
export interface Driven {
  readonly storage: string
  readonly node: TestNode
  readonly tokens: Array<Token>
}

/** `node`'s account at the model's `account`'s index, read from its store (a wallet may hold several in a token). */
export async function accountAt(at: At, driven: Driven, account: ModelAccount): Promise<Account> {
  const found = await driven.node.run(
    Effect.flatMap(Effect.service(AccountStore), (store) => store.get(AccountIdx.make(account.idx)))
  )
  const token = Option.getOrUndefined(found)?.token.id
  agreeWithModel(at, `the token of account ${account.idx} in its store`, account.token, [[driven.storage, token]])
  return Option.getOrThrow(found)
}

/** Added to a step's unique amount for each further transaction a move posts at once (an atomic group's members, a
 * requested transaction): up to 4 of them stay below `STUCK_AMOUNT`. */
export const MEMBER_AMOUNT = 1_000_000n

/** The body's destination of the model's `to` (`zk:EXIT:1` for an exit). */
export function destinationOf(model: LedgerModel, tx: Pick<ModelFields, "to" | "token">): AccountIndexValue {
  return tx.to === EXIT_IDX
    ? EXIT_ACCOUNT_INDEX
    : { symbol: TokenSymbol.make(model.tokens[tx.token]!), idx: AccountIdx.make(tx.to) }
}

/** The body of the transaction `request` names, as a request copies it (`requestFieldsOf`): a Transfer to an account
 * or an Exit, signing no address nor key. */
function requestedBody(model: LedgerModel, request: ModelFields): RequestedTransaction {
  return {
    fromAccountIndex: { symbol: TokenSymbol.make(model.tokens[request.token]!), idx: AccountIdx.make(request.from) },
    toAccountIndex: destinationOf(model, request),
    toZkEthereumAddress: null,
    toBjj: null,
    tokenId: TokenId.make(request.token),
    amount: request.amount,
    fee: FeeSelector.make(request.fee),
    nonce: Nonce.make(request.nonce)
  }
}

/** `spec` signed by `wallet` for `node`'s chain with the request fields of `requested`. */
function signedRequester(
  node: TestNode,
  spec: TransactionSpec,
  wallet: TestWallet,
  requested: RequestedTransaction
): { readonly id: string; readonly body: unknown } {
  const draft = {
    from: spec.from,
    toAccountIndex: spec.toAccountIndex ?? null,
    toEthAddr: null,
    toBjj: null,
    amount: spec.amount,
    fee: spec.fee ?? 0,
    nonce: spec.nonce ?? spec.from.nonce,
    request: requestFieldsOf(requested)
  }
  const signed = signTransaction(draft, wallet.privateKey, node.chainId)
  if (Result.isFailure(signed)) throw new RangeError(`not a transaction: ${signed.failure}`)
  return { id: signed.success.id, body: signed.success.body }
}

/** The catalogue type of an answer (undefined for a 2xx). */
export function typeOf(answer: TestAnswer): string | undefined {
  return answer.status < 300 ? undefined : (answer.body as { type?: string }).type
}

/** A POST's answer as the model predicts it: its refusal's type, or the id a 200 answers. */
function outcomeOf(answer: TestAnswer): {
  readonly status: number
  readonly type: unknown
  readonly id: unknown
} {
  const { status } = answer
  if (status >= 300) return { status, type: typeOf(answer), id: undefined }
  // The real POST answers the id alone (a JSON string), a dry run an object that holds it.
  return {
    status,
    type: undefined,
    id: typeof answer.body === "string" ? answer.body : (answer.body as { id?: unknown }).id
  }
}

/** The status of a POST the model takes (undefined `refusal`) or refuses (every refusal a run meets is a 400). */
export function statusOf(refusal: string | undefined): number {
  return refusal === undefined ? 200 : 400
}

/** Judges each node's answer to a POST of the transaction `id`: refused with the model's `refusal` and its status, or
 * taken with its id. */
export function agreeOnRefusal(
  at: At,
  read: string,
  nodes: ReadonlyArray<Driven>,
  posted: { readonly id: string; readonly answers: ReadonlyArray<TestAnswer> },
  refusal: string | undefined
): void {
  agreeWithModel(
    at,
    read,
    { status: statusOf(refusal), type: refusal, id: refusal === undefined ? posted.id : undefined },
    posted.answers.map((answer, i) => [nodes[i]!.storage, outcomeOf(answer)])
  )
}

/** `f` on every node at once (each storage's work overlaps the others'), its results in the nodes' order. */
export function eachNode<A>(nodes: ReadonlyArray<Driven>, f: (driven: Driven) => Promise<A>): Promise<Array<A>> {
  return Promise.all(nodes.map(f))
}

/** Signs `tx` on every node (its sender read there; with its request, if any) and POSTs it (with `?replace=true` when
 * `replace`); the id and every node's answer. */
export async function submitEverywhere(
  at: At,
  nodes: ReadonlyArray<Driven>,
  model: LedgerModel,
  tx: Omit<ModelSubmission, "id">,
  replace: boolean,
  fault?: ModelFault,
  dryRun = false
): Promise<{ readonly id: string; readonly answers: ReadonlyArray<TestAnswer> }> {
  const sender = model.accounts.get(tx.from)
  if (sender === undefined) throw new Error(`model: no sender ${tx.from}`)
  const wallet = numberedWallet(sender.wallet)
  const toAccountIndex = destinationOf(model, tx)
  const query = [...(replace ? ["replace=true"] : []), ...(dryRun ? ["dryRun=true"] : [])].join("&")
  const posted = await eachNode(nodes, async (driven) => {
    const from = await accountAt(at, driven, sender)
    const spec = { from, toAccountIndex, amount: tx.amount, fee: tx.fee, nonce: tx.nonce, maxNumBatch: tx.maxNumBatch }
    const signed =
      tx.request === undefined || tx.request === null
        ? driven.node.transaction(spec, wallet, fault)
        : signedRequester(driven.node, spec, wallet, requestedBody(model, tx.request))
    return {
      id: signed.id,
      answer: await driven.node.post(`/transactions-pool${query === "" ? "" : `?${query}`}`, signed.body)
    }
  })
  // The id each node's kit computed alike: a 200 answers it (checked by `agreeOnRefusal`).
  return { id: posted[0]!.id, answers: posted.map((p) => p.answer) }
}
