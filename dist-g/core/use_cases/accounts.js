/** Use cases of `/accounts` and `/accounts/{accountIndex}`. */
import { Effect, Option, Schema } from "effect";
import { formatAccountIndex } from "../domain/account_index.js";
import { Bjj } from "../domain/bjj.js";
import { ZkEthereumAddress } from "../domain/eth_address.js";
import { PaginationQuery, TokenIdListParam } from "../domain/query_params.js";
import { NotFound } from "../errors.js";
import { checkFilters } from "../filters/rules.js";
import { AccountStore } from "../ports/account_store.js";
import { symbolMismatch } from "./account_filter.js";
import { pageRequest } from "./page_request.js";
/** Query parameters of `GET /accounts`. */
export const ListQuery = Schema.Struct({
    zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress),
    BJJ: Schema.optionalKey(Bjj),
    tokenIds: Schema.optionalKey(TokenIdListParam.annotate({ description: "Comma-separated token ids" })),
    ...PaginationQuery
});
/** Filter rules of `GET /accounts`. */
export const Rules = { incompatible: [["zkEthereumAddress", "BJJ"]], atLeastOne: [] };
/** Accounts matching the query, in increasing account index order. */
export const list = Effect.fnUntraced(function* (query) {
    yield* checkFilters(Rules, query);
    const store = yield* AccountStore;
    return yield* store.list({ ethAddr: query.zkEthereumAddress, bjj: query.BJJ, tokenIds: query.tokenIds }, pageRequest(query));
});
/** The account with this index; its token symbol must match. */
export const get = Effect.fnUntraced(function* (accountIndex) {
    const store = yield* AccountStore;
    const account = yield* store.get(accountIndex.idx);
    if (Option.isNone(account)) {
        return yield* new NotFound({ message: `account ${formatAccountIndex(accountIndex)} not found` });
    }
    const mismatch = symbolMismatch("accountIndex", accountIndex, account.value);
    if (Option.isSome(mismatch))
        return yield* mismatch.value;
    return account.value;
});
