/**
 * The outcomes of `POST /transactions-pool` a metric counts submissions by (the HTTP adapter
 * records them, `adapters/http/edge/metrics.ts`): `accepted`, the rejection's catalogue type
 * (`ErrInvalidSignature`, `ErrInvalidNonce`, …), `ErrStorageUnavailable` when the storage could
 * not answer, `ErrInternal` for any other defect. An interrupted submission (the client went
 * away) has no outcome.
 */
import { Exit } from "effect";
/** Every outcome a submission can have. */
export declare const POOL_SUBMISSION_OUTCOMES: ReadonlyArray<string>;
/** The outcome of a finished submission, or undefined when it was interrupted. */
export declare function outcomeOf(exit: Exit.Exit<unknown, unknown>): string | undefined;
