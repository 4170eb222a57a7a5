/** The Wallet group: the pool list, the replacements of a pending transaction (the anchor's PUTs), an account's next
 * nonce and balance history, and fee quotes, later-revision extensions (`dryRun` lives on the POSTs in `../api.ts`). */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { AccountBalance } from "../../../../core/domain/account_balance.ts"
import { AccountIndex } from "../../../../core/domain/account_index.ts"
import { AccountNonce } from "../../../../core/domain/account_nonce.ts"
import { AccountProof } from "../../../../core/domain/account_proof.ts"
import { FeeQuote } from "../../../../core/domain/fee_quote.ts"
import { PoolL2TransactionItem, PostPoolL2Transaction } from "../../../../core/domain/pool_transaction.ts"
import { NonceParam } from "../../../../core/domain/query_params.ts"
import { TransactionId } from "../../../../core/domain/tx_id.ts"
import { EnvelopeFieldsOf } from "../../../../core/revision/revision_schemas.ts"
import { MAX_BULK_LOOKUP } from "../../../../core/use_cases/bulk_lookup.ts"
import { AccountBalances, AccountProofs, FeeQuotes, PoolList } from "../../../../core/use_cases/mod.ts"
import { Error400Replacement, Error404 } from "../error_schemas.ts"
import { jsonWrite } from "../json_write.ts"
import { perItems } from "../../edge/route_policy.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { AdmissionAnnotation, CHAIN_READ, CostAnnotation } from "../policy_annotations.ts"
import { getItem } from "../get_item.ts"
import { prose } from "../prose.ts"

/** A page of the pool list: the later revision's envelope (and a bulk lookup's `notFound`). */
const PoolL2Transactions = Schema.Struct({
  transactions: Schema.Array(PoolL2TransactionItem),
  ...EnvelopeFieldsOf.later,
  ...PoolList.BulkFields
}).annotate({ identifier: "PoolL2Transactions" })

/** A page of an account's balance history: the later revision's envelope. */
const AccountBalancesPage = Schema.Struct({
  balances: Schema.Array(AccountBalance),
  ...EnvelopeFieldsOf.later
}).annotate({ identifier: "AccountBalances" })

/** What both PUTs do after their path's checks, and how they differ from the anchor's. */
const REPLACEMENT_RULES = prose`The body is a POST /transactions-pool body (a new signed transaction of the same
  sender and nonce), checked as the POST checks it, then stored in place of the pending transactions of its sender
  with its nonce by the rules of POST /transactions-pool?replace=true: its fee at least 10 % above theirs in the
  token's units (else 400 ErrReplacementFeeTooLow), none of them a member of an atomic group (400
  ErrReplacementAtomicMember); each replaced one becomes invl with invalidationReason code replaced. 200 with the new
  id once stored as pend; the same body again is a 200 with that id. A preflight of the path allows PUT. An extension
  of the contract (the anchor's final dialect).`

/** A PUT replacing pending pool transactions (the anchor's final dialect), those its path's `params` name: the POST's
 * body, the replacement's answers and `REPLACEMENT_RULES` after `description`, said once for both. */
function replacementPut<
  const Name extends string,
  const Path extends `/${string}`,
  Params extends Schema.Struct.Fields
>(name: Name, path: Path, params: Params, summary: string, description: string) {
  return jsonWrite(
    HttpApiEndpoint.put(name, path, {
      params,
      payload: PostPoolL2Transaction,
      success: TransactionId,
      error: [Error400Replacement, Error404]
    }),
    extensionOperation(summary, `${description} ${REPLACEMENT_RULES}`)
  )
}

/** The Wallet group: the pool list, the replacements, the next nonce, an account's proof, the balance history and the fee quote. */
export const wallet = HttpApiGroup.make("wallet")
  .add(
    HttpApiEndpoint.get("listPoolTransactions", "/transactions-pool", {
      query: PoolList.ListQuery,
      success: PoolL2Transactions
    })
      .annotateMerge(
        extensionOperation(
          "List pool transactions",
          prose`Pool transactions (pend, fing, fged and invl), in the order they entered the pool (itemId). The sender
            filters (zkEthereumAddress, BJJ, accountIndex) follow the history's rules: one of them at most, and
            accountIndex not with tokenId. Each item is the view of GET /transactions-pool/{id} with its itemId. An
            empty result is a 200 with an empty list. With ids (at most ${MAX_BULK_LOOKUP}, each once, no other
            parameter) it is a bulk lookup answered in one read: the items found in the order given, pendingItems 0,
            and notFound listing the ids that found nothing. An extension of the contract.`
        )
      )
      .annotate(AdmissionAnnotation, "list")
      .annotate(CostAnnotation, perItems("ids")),
    replacementPut(
      "replacePoolTransaction",
      "/transactions-pool/:id",
      { id: TransactionId },
      "Replace a pending pool transaction",
      prose`Replaces the pending (pend) pool transaction with this id by the signed transaction of the body, which must
        have its sender (fromAccountIndex) and nonce (else 400 ErrParamValidationFailed). 404 when the pool does not
        hold the id or the transaction is no longer pending (fing, fged or invl).`
    ),
    replacementPut(
      "replacePoolTransactionByNonce",
      "/transactions-pool/accounts/:accountIndex/nonces/:nonce",
      { accountIndex: AccountIndex, nonce: NonceParam },
      "Replace an account's pending pool transaction by nonce",
      prose`Replaces the pending (pend) pool transactions of this account with this nonce by the signed transaction of
        the body, whose fromAccountIndex and nonce must be the path's (else 400 ErrParamValidationFailed). 404 when the
        account has no pending transaction with this nonce (none, or one being or already forged).`
    ),
    getItem(
      "getAccountNonce",
      "/accounts/:accountIndex/nonce",
      { accountIndex: AccountIndex },
      AccountNonce,
      extensionOperation(
        "Get an account's next nonce",
        prose`The nonce to sign the account's next transaction with: the lowest nonce at or above the account's forged
          nonce that none of its pending (pend) or forging (fing) pool transactions takes, with the nonces they take,
          read on one snapshot. 404 when the account does not exist. An extension of the contract.`
      )
    ),
    getItem(
      "getAccountProof",
      "/accounts/:accountIndex/proof",
      { accountIndex: AccountIndex },
      AccountProof,
      extensionOperation(
        "Get the Merkle proof of an account in the state tree",
        prose`The account the index holds after a batch (batchNum; the last batch by default) and the Merkle proof of
          its leaf under that batch's stateRoot, the root of the accounts' state tree (iden3's sparse Merkle tree over
          Poseidon, keyed by account index, each leaf Poseidon(tokenId + nonce·2^32 + sign·2^72, balance, Ay,
          ethAddr)), in the shape of an exit's merkleProof: fnc 0 proves the account; for an index the tree does not
          hold, account is null and fnc 1 proves the absence. A wallet recomputes the root from the proof and compares
          it with the stateRoot the rollup contract holds. Served for the last batch and the batches the node keeps
          the tree of (STATE_TREE_RETENTION_BATCHES); 404 for a batch not forged or no longer kept; an index with
          another token's symbol than its account's is a 400. An extension of the contract.`
      ),
      AccountProofs.Query
    ),
    HttpApiEndpoint.get("listBalanceHistory", "/accounts/:accountIndex/balance-history", {
      params: { accountIndex: AccountIndex },
      query: AccountBalances.ListQuery,
      success: AccountBalancesPage,
      error: Error404
    })
      .annotateMerge(
        extensionOperation(
          "List an account's balance history",
          prose`The account's balance and nonce after each batch that changed it (a deposit, a transfer either way, a
            fee, an exit, collected fees), in increasing batchNum order, each with its batch's timestamp and Ethereum
            block; the itemId is the batch's. Written by the node when it records the batch; a reorg removes the
            states of the batches it undoes. asOfBatchNum keeps the states of batches up to that one (inclusive), so
            order=DESC&limit=1&asOfBatchNum=N is the balance as of batch N (an empty list: the account did not exist
            yet, or no batch had changed it). 404 when the account does not exist; an index with another token's
            symbol is a 400. An extension of the contract.`
        )
      )
      .annotate(AdmissionAnnotation, "list"),
    HttpApiEndpoint.get("getFeeQuote", "/fee-quote", {
      query: FeeQuotes.Query,
      success: FeeQuote,
      error: Error404
    }).annotateMerge(
      extensionOperation(
        "Get a fee quote in the token's units",
        prose`The fee, in the token's base units, that meets the node's recommended fee (/state's recommendedFee:
          existingAccount for a Transfer or an Exit, createAccount for a TransferToEthAddr, createAccountInternal for
          a TransferToBJJ) at the token's USD price: ⌈recommendedFeeUSD × 10^decimals / tokenUSD⌉. With an amount, the
          smallest fee selector whose fee for that amount (the protocol's fee table, rounded down, within 128 bits)
          reaches it, and that fee; status amountTooSmall when none does. A token without a positive USD price is a
          200 with status unpriced. The node serves prices however old: the quote holds until the price
          (basis.fiatUpdate) or the recommended fee changes. An amount Float40 cannot represent is a 400
          ErrInvalidFloat40Amount, an unknown token a 404. An extension of the contract.`
      )
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Wallet",
      description: prose`Extensions of the contract for wallets: the pool list, the replacement of a pending
        transaction, the next nonce, the balance history, fee quotes (and dryRun on both POSTs); later revision only`
    })
  )
  .annotateMerge(CHAIN_READ)
