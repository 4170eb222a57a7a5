/** Migration 2, the pool list and next nonce: indexes by sender and by state in seq order, and the pool's ordinals. */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
