/**
 * Dry runs (`POST /transactions-pool?dryRun=true`, `POST /account-creation-authorization?dryRun=true`,
 * extensions of the contract): the `dryRun` query parameter, and what a dry run answers when the
 * submission passed every check the real POST makes (nothing was stored). A rejected dry run
 * answers the very error the real POST would.
 */
import { Schema } from "effect";
/** The query of both POSTs where dry runs are served: `dryRun`. */
export declare const DryRunQuery: Schema.Struct<{
    readonly dryRun: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
}>;
export type DryRunQuery = typeof DryRunQuery.Type;
/** The query of both POSTs, by whether dry runs are served (`dryRun`) or not (none). */
export declare const DryRunQueries: {
    readonly true: Schema.Struct<{
        readonly dryRun: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    }>;
    readonly false: undefined;
};
/** A pool transaction's dry run. */
export declare const PoolTransactionDryRun: Schema.Struct<{
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly wouldBeState: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
    readonly alreadyInPool: Schema.Boolean;
    readonly nextNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
    readonly replaces: Schema.$Array<Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>>;
}>;
export type PoolTransactionDryRun = typeof PoolTransactionDryRun.Type;
/** An account-creation authorization's dry run. */
export declare const AuthorizationDryRun: Schema.Struct<{
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
    readonly wouldBeStored: Schema.Boolean;
}>;
export type AuthorizationDryRun = typeof AuthorizationDryRun.Type;
