import type { EthAddress } from "../../core/domain/eth_address.ts";
import type { NewBatch, NewBlock } from "../../core/ports/ledger.ts";
import type { Selection } from "./forger_selection.ts";
/** Where and by whom a batch is forged. */
export interface BatchContext {
    readonly batchNum: number;
    /** The block the batch is forged in. */
    readonly block: NewBlock;
    readonly slotNum: number;
    readonly forgerAddr: EthAddress;
    /** The state root of the previous batch (0 when there is none). */
    readonly previousStateRoot: bigint;
}
/** The ledger input of forging `selection` in `context`. */
export declare function batchOf(selection: Selection, context: BatchContext): NewBatch;
