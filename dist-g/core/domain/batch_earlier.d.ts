import { Batch } from "./batch.ts";
/** A forged batch as the earlier revision writes it. */
export declare const BatchEarlier: import("effect/Schema").Struct<{
    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
    readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
    readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
    readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
    readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
    readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
    readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
    readonly numAccounts: import("effect/Schema").Int;
    readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
    readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
    readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
}>;
export type BatchEarlier = typeof BatchEarlier.Type;
/** The earlier revision's form of a batch. */
export declare function toBatchEarlier(batch: Batch): BatchEarlier;
