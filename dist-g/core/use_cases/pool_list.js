/**
 * Use case of `GET /transactions-pool` (an extension of the contract, served in the later
 * revision): the pool's transactions in the order they entered it, filtered by sender (address,
 * key or account, as the history's owner filters and under the same compatibility rules), state,
 * type and token.
 */
import { Effect, Schema } from "effect";
import { AccountIndex } from "../domain/account_index.js";
import { Bjj } from "../domain/bjj.js";
import { ZkEthereumAddress } from "../domain/eth_address.js";
import { PoolL2TransactionState } from "../domain/pool_transaction.js";
import { PaginationQuery, TokenIdParam } from "../domain/query_params.js";
import { TransactionTypeL2 } from "../domain/transaction_type.js";
import { PoolStore } from "../ports/pool_store.js";
import { OwnerFilterRules, ownerFilter } from "./account_filter.js";
import { pageRequest } from "./page_request.js";
/** Query parameters of `GET /transactions-pool`. */
export const ListQuery = Schema.Struct({
    zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress.annotate({ description: "Sent from an account of this address" })),
    BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from an account of this key" })),
    accountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from this account" })),
    state: Schema.optionalKey(PoolL2TransactionState.annotate({
        description: "Only transactions in this state: pend (pending), fing (being forged), fged (forged), invl (invalid); default all"
    })),
    type: Schema.optionalKey(TransactionTypeL2),
    tokenId: Schema.optionalKey(TokenIdParam),
    ...PaginationQuery
});
/** Filter rules of `GET /transactions-pool`: the owner rules of the history (one owner filter; an account index fixes the token). */
export const Rules = OwnerFilterRules;
/** Pool transactions matching the query, in the order they entered the pool (itemId). */
export const list = Effect.fnUntraced(function* (query) {
    const owner = yield* ownerFilter(query);
    const store = yield* PoolStore;
    return yield* store.list({ ethAddr: owner.ethAddr, bjj: owner.bjj, accountIdx: owner.accountIdx, tokenId: owner.tokenId, state: query.state, type: query.type }, pageRequest(query));
});
