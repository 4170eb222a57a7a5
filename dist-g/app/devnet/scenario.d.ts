import type { TransactionType } from "../../core/domain/transaction_type.ts";
import { type TxId } from "../../core/domain/tx_id.ts";
import type { NewWithdrawal } from "../../core/ports/ledger.ts";
import { type ContractAddresses } from "../config.ts";
import type { DevnetStep } from "./steps.ts";
import { type DevnetWallet } from "./wallets.ts";
/** What the devnet is built from. */
export interface DevnetOptions {
    /** Timestamp of the devnet's first block. */
    readonly genesisTime: Date;
    /** Number of wallets (≥ 8, default 10). */
    readonly wallets?: number | undefined;
    /** Contract addresses (HEZ token, governance, …); default the configuration's defaults. */
    readonly contracts?: ContractAddresses | undefined;
    /** The auction's genesis block, the devnet's first block (default 1000). */
    readonly genesisBlockNum?: bigint | undefined;
    /** Blocks per auction slot (default 40; the timeline is laid out for 40). */
    readonly blocksPerSlot?: number | undefined;
    /** Seconds between blocks (default 15). */
    readonly secondsPerBlock?: number | undefined;
}
/** Counts of what the devnet holds, and a few ids to look things up by. */
export interface DevnetSummary {
    readonly wallets: number;
    readonly tokens: number;
    readonly accounts: number;
    readonly coordinatorRegistrations: number;
    readonly bids: number;
    readonly batches: number;
    /** Forged history transactions (L1 user + L1 coordinator + L2). */
    readonly forgedTransactions: number;
    readonly forgedByType: Readonly<Record<TransactionType, number>>;
    readonly l1CoordinatorTransactions: number;
    /** L1 user transactions still queued. */
    readonly unforgedL1Transactions: number;
    readonly failedL1Transactions: number;
    readonly exits: number;
    readonly withdrawals: Readonly<Record<NewWithdrawal["kind"], number>>;
    readonly firstBlock: bigint;
    readonly lastBlock: bigint;
    /** The slot of the last synced block. */
    readonly currentSlot: number;
    /** One forged transaction id per type. */
    readonly forgedIds: Readonly<Partial<Record<TransactionType, TxId>>>;
    /** The ids of the L1 coordinator transactions (account creations by the coordinator). */
    readonly l1CoordinatorIds: ReadonlyArray<TxId>;
    /** The ids of the unforged L1 user transactions. */
    readonly unforgedIds: ReadonlyArray<TxId>;
}
/** The devnet's steps, its wallets and a summary. */
export interface DevnetPlan {
    readonly steps: ReadonlyArray<DevnetStep>;
    readonly wallets: ReadonlyArray<DevnetWallet>;
    readonly summary: DevnetSummary;
}
/** Offset of the last synced block from the first. */
export declare const LAST_BLOCK_OFFSET = 418;
/** Number of batches the devnet forges. */
export declare const BATCH_COUNT = 48;
/** Seconds from the devnet's first block to its last synced block. */
export declare function devnetDurationSeconds(secondsPerBlock?: number): number;
/** The devnet's steps for the given options (pure and deterministic). */
export declare function planDevnet(options: DevnetOptions): DevnetPlan;
