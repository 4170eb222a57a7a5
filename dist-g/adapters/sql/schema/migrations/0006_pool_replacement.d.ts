/**
 * Migration 6, replacing pending pool transactions and saying why one was dropped: the stable code beside each pool
 * transaction's reason (`core/domain/invalidation_reason.ts`; reasons recorded before it get `other`), and the index a
 * replacement reads its sender's transactions with the same nonce on.
 */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
