/**
 * One step of the devnet forger: move the chain on to the wall clock (`forger_chain.ts`), then, if
 * the pool has pending transactions, select what the next batch forges against the accounts as
 * stored (`forger_selection.ts`), in a block not older than any of them (a new one when they are
 * newer than the chain), and record it through the Ledger the way a coordinator does:
 * `selectForForging` (pend → fing), `forgeBatch` (fing → fged; history, balances, nonces, exits
 * and `/state` move on), then `invalidatePoolTransactions` for the discarded ones (→ invl, with
 * the reason and the batch that decided it; no batch when nothing was forged). Transactions whose
 * nonce is ahead of their sender's stay pending. If selecting or forging fails in any way — the
 * ledger rejects the batch, the database fails in the middle of it, the step is interrupted — the
 * selection goes back to `pend` with its events (`releaseStranded`, retried a few times) and the
 * step fails; what a step could not return, the next one does (`forger_live.ts`).
 */
import { Effect } from "effect";
import { BatchNum } from "../../core/domain/scalars.ts";
import type { TxId } from "../../core/domain/tx_id.ts";
import { AccountStore } from "../../core/ports/account_store.ts";
import { BatchStore } from "../../core/ports/batch_store.ts";
import { WallClock } from "../../core/ports/clock.ts";
import { Ledger, type PoolInvalidation } from "../../core/ports/ledger.ts";
import { NetworkSettings } from "../../core/ports/network_settings.ts";
import { NetworkStore } from "../../core/ports/network_store.ts";
import { PoolStore } from "../../core/ports/pool_store.ts";
/** What the forger works with. */
export interface ForgerOptions {
    /** Number of devnet wallets (names the coordinators' fee wallets). */
    readonly wallets: number;
    /** Largest number of transactions per batch (default: the first verifier's `maxTx` of `/config`). */
    readonly maxTransactions?: number | undefined;
    /** Largest number of pending transactions read per step (default 4 × maxTransactions). */
    readonly poolReadLimit?: number | undefined;
}
/** What one step did. */
export interface ForgeReport {
    /** Blocks recorded to catch up with the wall clock (and the batch's own, when a transaction was newer than them). */
    readonly blocks: number;
    /** The batch forged, if any. */
    readonly batchNum: BatchNum | null;
    /** Pool transactions forged in it, in position order. */
    readonly forged: ReadonlyArray<TxId>;
    /** Pool transactions discarded, with the reason. */
    readonly invalidated: ReadonlyArray<PoolInvalidation>;
    /** Pool transactions left pending (nonce ahead, or the batch was full). */
    readonly waiting: ReadonlyArray<TxId>;
}
/**
 * Returns every pool transaction selected for a batch that was never forged (`fing` past the last forged
 * batch) to `pend`, each with its `pool` event, by `Ledger.reorg` to the last forged batch: it never undoes a
 * forged batch (a forge whose commit succeeded unacknowledged stays), and it records nothing when nothing is
 * stranded. The forger is its database's one writer, so a selection past the last batch is one that failed.
 */
export declare const releaseStranded: Effect.Effect<void, never, BatchStore | Ledger>;
/** Runs one forger step (see the module comment). */
export declare const forgeStep: (options: ForgerOptions) => Effect.Effect<ForgeReport, import("../../core/ports/ledger.ts").LedgerRejected, AccountStore | import("../../core/ports/auction_store.ts").AuctionStore | BatchStore | Ledger | NetworkSettings | NetworkStore | PoolStore | WallClock>;
