/**
 * The NetworkStore port on the in-memory database. `lastSyncedBlock` is the highest block
 * recorded (by `recordBlock` or as the block of a forged batch); `lastEthereumBlock` the highest
 * block number any record mentions; batch figures count the transactions forged in each batch
 * and take its collected fees in USD; L1 delays are from queueing (the transaction's timestamp)
 * to the forging batch's timestamp; `poolLoad` is the number of `pend` pool transactions.
 */
import { Layer } from "effect";
import { NetworkStore } from "../../core/ports/network_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The NetworkStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<NetworkStore, never, MemoryDatabase>;
