/** The largest number of workers `WEB_CONCURRENCY` may ask for. */
export declare const MAX_WEB_CONCURRENCY = 64;
/** What a `WEB_CONCURRENCY` value means: a number of processes, or why it is refused. */
export type WebConcurrency = {
    readonly ok: true;
    readonly workers: number;
} | {
    readonly ok: false;
    readonly problem: string;
};
/** The value `WEB_CONCURRENCY` asks for (`cores` stands for `auto`), or why it is not one. */
export declare function parseWebConcurrency(value: string | undefined, options: {
    readonly cores: number;
}): WebConcurrency;
/** Which storage the variables choose, as `app/storage.ts` decides it (`STORAGE`, else a server when `DATABASE_URL` is set, else embedded). */
export declare function storageKindOf(environment: Readonly<Record<string, string | undefined>>): string;
/** What several processes on one port are about to run on: the storage's kind and the `ROLE` asked for. */
export interface ClusterPlan {
    readonly workers: number;
    /** `memory`, `embedded` or `external` (`storageKindOf`). */
    readonly storage: string;
    /** `ROLE` as given (absent = `all`). */
    readonly role: string | undefined;
}
/** Why `plan.workers` processes cannot share the port, if they cannot (one line). */
export declare function webConcurrencyProblem(plan: ClusterPlan): string | undefined;
