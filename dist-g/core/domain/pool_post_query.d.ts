/**
 * The query of `POST /transactions-pool` where the wallet extensions are served: `dryRun` (as on
 * the other POST) and `replace`, which asks to replace the sender's pending transaction of the
 * same nonce (`core/ledger/pool_replacement.ts`). Both are extensions of the contract.
 */
import { Schema } from "effect";
/** The query of `POST /transactions-pool` with the wallet extensions: `dryRun` and `replace`. */
export declare const PoolPostQuery: Schema.Struct<{
    readonly dryRun: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    readonly replace: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
}>;
export type PoolPostQuery = typeof PoolPostQuery.Type;
/** The query of `POST /transactions-pool`, by whether the wallet extensions are served (`dryRun`, `replace`) or not (none). */
export declare const PoolPostQueries: {
    readonly true: Schema.Struct<{
        readonly dryRun: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
        readonly replace: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    }>;
    readonly false: undefined;
};
