/** Use cases of `/exits` and `/exits/{batchNum}/{accountIndex}`. */
import { Effect, Option, Schema } from "effect";
import { AccountIndex, formatAccountIndex } from "../domain/account_index.js";
import { Bjj } from "../domain/bjj.js";
import { ZkEthereumAddress } from "../domain/eth_address.js";
import { BatchNumParam, BooleanParam, PaginationQuery, TokenIdParam } from "../domain/query_params.js";
import { NotFound } from "../errors.js";
import { ExitStore } from "../ports/exit_store.js";
import { OwnerFilterRules, ownerFilter } from "./account_filter.js";
import { pageRequest } from "./page_request.js";
/** The owner, token and batch filters of `GET /exits`, alike in both revisions. */
const FilterFields = {
    tokenId: Schema.optionalKey(TokenIdParam),
    zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress),
    BJJ: Schema.optionalKey(Bjj),
    accountIndex: Schema.optionalKey(AccountIndex),
    batchNum: Schema.optionalKey(BatchNumParam)
};
/** Query parameters of `GET /exits` (later revision). */
export const ListQuery = Schema.Struct({
    ...FilterFields,
    onlyPendingWithdraws: Schema.optionalKey(BooleanParam.annotate({
        description: "true: only exits not withdrawn yet (neither instantly nor delayed)"
    })),
    ...PaginationQuery
});
/** Query parameters of `GET /exits` in the earlier revision: no `onlyPendingWithdraws`. */
export const ListQueryEarlier = Schema.Struct({ ...FilterFields, ...PaginationQuery });
/** The query of each revision, keyed by the revision table's `exitsOnlyPendingWithdraws` row. */
export const ListQueries = { true: ListQuery, false: ListQueryEarlier };
/** Filter rules of `GET /exits`. */
export const Rules = OwnerFilterRules;
/** Exits matching the query (of either revision), in increasing (batchNum, accountIndex) order. */
export const list = Effect.fnUntraced(function* (query) {
    const owner = yield* ownerFilter(query);
    const store = yield* ExitStore;
    return yield* store.list({ ...owner, onlyPendingWithdraws: query.onlyPendingWithdraws }, pageRequest(query));
});
/** The exit of this account in this batch's exit tree. */
export const get = Effect.fnUntraced(function* (batchNum, accountIndex) {
    const store = yield* ExitStore;
    const exit = yield* store.get(batchNum, accountIndex.idx);
    if (Option.isNone(exit) || exit.value.token.symbol !== accountIndex.symbol) {
        return yield* new NotFound({ message: `no exit of ${formatAccountIndex(accountIndex)} in batch ${batchNum}` });
    }
    return exit.value;
});
