/** The request fields a transaction signs to request another (an atomic transaction): the requested transaction's own
 * fields, each copied as it is written in its body (`POST /atomic-pool` copies them from the member a `requestOffset`
 * names before verifying the requester's signature, and a wallet signs the same). */
import type { PostPoolL2Transaction } from "../domain/pool_transaction.ts"

/** The request fields of a POST body, in the body's own form (`requestToBjj`, not the stored `requestToBJJ`). */
export type PostedRequestFields = Pick<
  PostPoolL2Transaction,
  | "requestFromAccountIndex"
  | "requestToAccountIndex"
  | "requestToZkEthereumAddress"
  | "requestToBjj"
  | "requestTokenId"
  | "requestAmount"
  | "requestFee"
  | "requestNonce"
>

/** The fields of a body a request is built from. */
export type RequestedTransaction = Pick<
  PostPoolL2Transaction,
  "fromAccountIndex" | "toAccountIndex" | "toZkEthereumAddress" | "toBjj" | "tokenId" | "amount" | "fee" | "nonce"
>

/** The request fields that request `target`: its sender, destination, token, amount, fee and nonce. */
export function requestFieldsOf(target: RequestedTransaction): PostedRequestFields {
  return {
    requestFromAccountIndex: target.fromAccountIndex,
    requestToAccountIndex: target.toAccountIndex ?? null,
    requestToZkEthereumAddress: target.toZkEthereumAddress ?? null,
    requestToBjj: target.toBjj ?? null,
    requestTokenId: target.tokenId,
    requestAmount: target.amount,
    requestFee: target.fee,
    requestNonce: target.nonce
  }
}
