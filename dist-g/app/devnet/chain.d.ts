import type { NewBlock } from "../../core/ports/ledger.ts";
import { EthHash } from "../../core/domain/scalars.ts";
/** When and how often the devnet's blocks are mined. */
export interface ChainClock {
    /** Number of the chain's first block. */
    readonly firstBlock: bigint;
    /** Timestamp of the first block. */
    readonly genesisTime: Date;
    readonly secondsPerBlock: number;
}
/** The hash of block `num`: Keccak-256 of `zk-devnet block <num>`. */
export declare function blockHash(num: bigint): EthHash;
/** The hash of the Ethereum transaction forging batch `batchNum` in the block with hash `block`: Keccak-256 of `zk-devnet forge <batchNum> <block>`. */
export declare function forgeTransactionHash(batchNum: number, block: EthHash): EthHash;
/** The timestamp of block `num`. */
export declare function blockTime(clock: ChainClock, num: bigint): Date;
/** Block `num` as the ledger records it. */
export declare function blockAt(clock: ChainClock, num: bigint): NewBlock;
