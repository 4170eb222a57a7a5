/** The Search group: `GET /search`, one search box for any identifier (an extension, later revision only). */
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
/** The Search group: what a term names and where it lives. */
export declare const search: HttpApiGroup.HttpApiGroup<"search", HttpApiEndpoint.HttpApiEndpoint<"search", "GET", "/search", never, import("effect/Schema").toCodecStringTree<import("effect/Schema").Struct<{
    readonly q: import("effect/Schema").String;
}>>, never, never, import("effect/Schema").toCodecJson<import("effect/Schema").Struct<{
    readonly results: import("effect/Schema").$Array<import("effect/Schema").Union<readonly [import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"transaction">;
        readonly url: import("effect/Schema").String;
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"poolTransaction">;
        readonly url: import("effect/Schema").String;
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly state: import("effect/Schema").Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"batch">;
        readonly url: import("effect/Schema").String;
        readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"account">;
        readonly url: import("effect/Schema").String;
        readonly accountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly zkEthereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly balance: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"accountsByAddress">;
        readonly url: import("effect/Schema").String;
        readonly zkEthereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly count: import("effect/Schema").Int;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"accountsByBJJ">;
        readonly url: import("effect/Schema").String;
        readonly bjj: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>;
        readonly count: import("effect/Schema").Int;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"token">;
        readonly url: import("effect/Schema").String;
        readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
        readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
        readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
        readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
    }>, import("effect/Schema").Struct<{
        readonly kind: import("effect/Schema").Literal<"coordinator">;
        readonly url: import("effect/Schema").String;
        readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
    }>]>>;
}>>, never, never, never>, false>;
