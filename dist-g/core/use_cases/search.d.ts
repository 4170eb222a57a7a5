/**
 * Use case of `GET /search` (an extension of the later revision): what a term names and where it lives, in one
 * call. Each form of the term (`search_term.ts`) is looked up with a single-item read or the first page of a
 * filtered list of the store ports (each on an index), all at once; the results come in the order of their kinds.
 */
import { Effect, Schema } from "effect";
import { AccountStore } from "../ports/account_store.ts";
import { AuctionStore } from "../ports/auction_store.ts";
import { BatchStore } from "../ports/batch_store.ts";
import { HistoryStore } from "../ports/history_store.ts";
import { PoolStore } from "../ports/pool_store.ts";
import { NetworkStore } from "../ports/network_store.ts";
import { TokenStore } from "../ports/token_store.ts";
/** Query parameters of `GET /search`. */
export declare const Query: Schema.Struct<{
    readonly q: Schema.String;
}>;
export type Query = typeof Query.Type;
/** The most tokens of one symbol a search returns (symbols are not unique, but rarely shared). */
export declare const TOKENS_PER_SYMBOL = 20;
/** The most coordinators found by one forger address (several bidders may share one). */
export declare const COORDINATORS_PER_FORGER = 20;
/** The ports a search reads. */
export type SearchPorts = HistoryStore | PoolStore | BatchStore | AccountStore | TokenStore | AuctionStore | NetworkStore;
/** Every resource `query.q` names, in the order of their kinds (`SEARCH_RESULT_KINDS`); none when it names nothing. */
export declare const search: (query: {
    readonly q: string;
}) => Effect.Effect<{
    readonly results: readonly ({
        readonly kind: "transaction";
        readonly url: string;
        readonly id: string & import("effect/Brand").Brand<"TxId">;
        readonly type: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
        readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
        readonly timestamp: Date;
    } | {
        readonly kind: "poolTransaction";
        readonly url: string;
        readonly id: string & import("effect/Brand").Brand<"TxId">;
        readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
        readonly state: "fged" | "fing" | "invl" | "pend";
        readonly timestamp: Date;
    } | {
        readonly kind: "batch";
        readonly url: string;
        readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
        readonly timestamp: Date;
        readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
    } | {
        readonly kind: "account";
        readonly url: string;
        readonly accountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        };
        readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly balance: bigint;
    } | {
        readonly kind: "accountsByAddress";
        readonly url: string;
        readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly count: number;
    } | {
        readonly kind: "accountsByBJJ";
        readonly url: string;
        readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
        readonly count: number;
    } | {
        readonly kind: "token";
        readonly url: string;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    } | {
        readonly kind: "coordinator";
        readonly url: string;
        readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly URL: string & import("effect/Brand").Brand<"Url">;
    })[];
}, never, SearchPorts>;
