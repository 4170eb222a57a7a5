/** Migration 3, live events: the `event` log (BRIN on `at` for pruning), its pruning point, and a `zk_events` notify trigger. */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
