/** Use cases of `/transactions-history` and `/transactions-history/{id}`. */
import { Effect, Option, Schema } from "effect";
import { AccountIndex } from "../domain/account_index.js";
import { Bjj } from "../domain/bjj.js";
import { ZkEthereumAddress } from "../domain/eth_address.js";
import { BatchNumParam, PaginationQuery, TokenIdParam } from "../domain/query_params.js";
import { TransactionType } from "../domain/transaction_type.js";
import { NotFound } from "../errors.js";
import { HistoryStore } from "../ports/history_store.js";
import { OwnerFilterRules, ownerFilter } from "./account_filter.js";
import { pageRequest } from "./page_request.js";
/** Query parameters of `GET /transactions-history`. */
export const ListQuery = Schema.Struct({
    tokenId: Schema.optionalKey(TokenIdParam),
    zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress.annotate({ description: "Sent from or to this address" })),
    BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from or to this key" })),
    accountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from or to this account" })),
    batchNum: Schema.optionalKey(BatchNumParam),
    type: Schema.optionalKey(TransactionType),
    ...PaginationQuery
});
/** Filter rules of `GET /transactions-history`. */
export const Rules = OwnerFilterRules;
/** Forged transactions matching the query, in (batchNum, position) order. */
export const list = Effect.fnUntraced(function* (query) {
    const owner = yield* ownerFilter(query);
    const store = yield* HistoryStore;
    return yield* store.list({ ...owner, type: query.type }, pageRequest(query));
});
/** The transaction with this id: forged, or an L1 user transaction not forged yet. */
export const get = Effect.fnUntraced(function* (id) {
    const store = yield* HistoryStore;
    const tx = yield* store.get(id);
    if (Option.isNone(tx))
        return yield* new NotFound({ message: `transaction ${id} not found in the history` });
    return tx.value;
});
