import type { NewBlock } from "../../core/ports/ledger.ts";
/** At most this many blocks are recorded in one step (one hour of 15 s blocks). */
export declare const MAX_CATCH_UP_BLOCKS = 240;
/** A block the chain already has. */
export interface ChainHead {
    readonly num: bigint;
    readonly timestamp: Date;
}
/** The blocks mined since `head` up to `now`, `secondsPerBlock` apart (none when less than one interval passed). */
export declare function blocksSince(head: ChainHead, now: Date, secondsPerBlock: number): ReadonlyArray<NewBlock>;
/**
 * The block a batch forging transactions submitted up to `newest` goes in: the chain's newest block `head` when it
 * is not older than `newest`, else the next block, stamped at `now` or at `newest` if later.
 */
export declare function batchBlock(head: NewBlock, newest: Date, now: Date): NewBlock;
/** The auction slot of a block: ⌊(block − genesis block) / blocks per slot⌋ (0 before the genesis block). */
export declare function slotOfBlock(num: bigint, genesisBlockNum: bigint, blocksPerSlot: number): number;
