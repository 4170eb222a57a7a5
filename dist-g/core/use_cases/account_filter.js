/**
 * Owner filters: resolution of an `accountIndex` filter or path parameter (the index identifies
 * the account, and the token symbol written in it must be the account's token symbol), and the
 * owner/token/batch filters `/exits` and `/transactions-history` share.
 */
import { Effect, Option } from "effect";
import { formatAccountIndex } from "../domain/account_index.js";
import { invalidParam } from "../errors.js";
import { checkFilters } from "../filters/rules.js";
import { AccountStore } from "../ports/account_store.js";
/** Fails when `accountIndex` names an existing account with another token's symbol. */
export function symbolMismatch(param, accountIndex, account) {
    return heldSymbolMismatch(param, accountIndex, account.token.symbol);
}
/** Fails when `accountIndex` names an existing account holding the token of symbol `held`, another symbol. */
export function heldSymbolMismatch(param, accountIndex, held) {
    return held === accountIndex.symbol
        ? Option.none()
        : Option.some(invalidParam(`"${param}" ${formatAccountIndex(accountIndex)} names token ${accountIndex.symbol}, but account ${accountIndex.idx} holds ${held}`));
}
/** Checks the symbol of an `accountIndex` filter against its account, when that account exists. */
export const checkAccountIndexFilter = Effect.fnUntraced(function* (param, accountIndex) {
    if (accountIndex === undefined)
        return;
    const accounts = yield* AccountStore;
    const account = yield* accounts.get(accountIndex.idx);
    if (Option.isNone(account))
        return;
    const mismatch = symbolMismatch(param, accountIndex, account.value);
    if (Option.isSome(mismatch))
        return yield* mismatch.value;
});
/**
 * Filter rules shared by `/exits` and `/transactions-history`: an owner is named by one of
 * zkEthereumAddress, BJJ or accountIndex, and an account index already fixes the token.
 */
export const OwnerFilterRules = {
    incompatible: [
        ["zkEthereumAddress", "BJJ"],
        ["zkEthereumAddress", "accountIndex"],
        ["BJJ", "accountIndex"],
        ["accountIndex", "tokenId"]
    ],
    atLeastOne: []
};
/** Checks the owner filters of a query against the rules and the named account, and maps them to a store filter. */
export const ownerFilter = Effect.fnUntraced(function* (query) {
    yield* checkFilters(OwnerFilterRules, query);
    yield* checkAccountIndexFilter("accountIndex", query.accountIndex);
    return {
        tokenId: query.tokenId,
        ethAddr: query.zkEthereumAddress,
        bjj: query.BJJ,
        accountIdx: query.accountIndex?.idx,
        batchNum: query.batchNum
    };
});
