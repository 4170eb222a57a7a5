/**
 * Owner filters: resolution of an `accountIndex` filter or path parameter (the index identifies
 * the account, and the token symbol written in it must be the account's token symbol), and the
 * owner/token/batch filters `/exits` and `/transactions-history` share.
 */
import { Effect, Option } from "effect";
import type { Account } from "../domain/account.ts";
import { type AccountIdx, type AccountIndexValue } from "../domain/account_index.ts";
import type { BjjKey } from "../domain/bjj.ts";
import type { EthAddress } from "../domain/eth_address.ts";
import type { BatchNum, TokenId, TokenSymbol } from "../domain/scalars.ts";
import { type BadRequest } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import { AccountStore } from "../ports/account_store.ts";
/** Fails when `accountIndex` names an existing account with another token's symbol. */
export declare function symbolMismatch(param: string, accountIndex: AccountIndexValue, account: Account): Option.Option<BadRequest>;
/** Fails when `accountIndex` names an existing account holding the token of symbol `held`, another symbol. */
export declare function heldSymbolMismatch(param: string, accountIndex: AccountIndexValue, held: TokenSymbol): Option.Option<BadRequest>;
/** Checks the symbol of an `accountIndex` filter against its account, when that account exists. */
export declare const checkAccountIndexFilter: (param: string, accountIndex: {
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
} | undefined) => Effect.Effect<void, BadRequest, AccountStore>;
/**
 * Filter rules shared by `/exits` and `/transactions-history`: an owner is named by one of
 * zkEthereumAddress, BJJ or accountIndex, and an account index already fixes the token.
 */
export declare const OwnerFilterRules: FilterRules;
/** The owner, token and batch filters of `/exits` and `/transactions-history`, as decoded. */
export interface OwnerQuery {
    readonly tokenId?: TokenId | undefined;
    readonly zkEthereumAddress?: EthAddress | undefined;
    readonly BJJ?: BjjKey | undefined;
    readonly accountIndex?: AccountIndexValue | undefined;
    readonly batchNum?: BatchNum | undefined;
}
/** The checked owner, token and batch part of a store filter. */
export interface OwnerFilter {
    readonly tokenId: TokenId | undefined;
    readonly ethAddr: EthAddress | undefined;
    readonly bjj: BjjKey | undefined;
    readonly accountIdx: AccountIdx | undefined;
    readonly batchNum: BatchNum | undefined;
}
/** Checks the owner filters of a query against the rules and the named account, and maps them to a store filter. */
export declare const ownerFilter: (query: OwnerQuery & Readonly<Record<string, unknown>>) => Effect.Effect<OwnerFilter, BadRequest, AccountStore>;
