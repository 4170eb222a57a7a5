/**
 * Replacing a pending pool transaction (`POST /transactions-pool?replace=true`, an extension of the
 * contract): a transaction of the same sender account with the same nonce, paying the replacement
 * step more (`replacement_fee.ts`), takes the place of the sender's pending (`pend`) transactions
 * with that nonce, which become `invl` with code `replaced` and no batch (so a reorg never revives
 * them). It is refused, with the catalogue type that says why, when the sender has no pending
 * transaction with that nonce, when one with that nonce is being forged (`fing`) or was forged
 * (`fged`) — the forger then has it, and replacing the pending ones would not keep it from the
 * batch —, or when the fee is too low. Every storage plans a replacement with `planReplacement`
 * over the sender's transactions with that nonce as it reads them under its write's isolation.
 */
import { Result } from "effect";
import type { PoolRecord, ReplacementRefusal } from "../ports/pool_store.ts";
import type { PoolChange } from "./pool_lifecycle.ts";
/** What the rule reads of the replacement and of each transaction it may replace. */
export type ReplacementParty = Pick<PoolRecord, "id" | "fromAccountIndex" | "nonce" | "amount" | "fee" | "state" | "batchNum">;
/**
 * The changes of `replacement` replacing the pending ones of `sameNonce` (the pool transactions of its
 * sender with its nonce, in any state; the replacement itself, if listed, is ignored), or why it is refused.
 */
export declare function planReplacement(replacement: ReplacementParty, sameNonce: ReadonlyArray<ReplacementParty>): Result.Result<ReadonlyArray<PoolChange>, ReplacementRefusal>;
