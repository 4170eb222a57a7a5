/**
 * Who forges a slot on the devnet, as the scenario decides it: the bidder of the slot's best
 * (latest) bid, under the forger address of its current registration; nobody bid → the boot
 * coordinator of the auction variables. The fees go to the accounts of that coordinator's devnet
 * fee wallet (`coordinators.ts`).
 */
import { Effect } from "effect";
import type { EthAddress } from "../../core/domain/eth_address.ts";
import { AuctionStore } from "../../core/ports/auction_store.ts";
import { NetworkStore } from "../../core/ports/network_store.ts";
/** The coordinator forging a slot. */
export interface SlotForger {
    readonly forgerAddr: EthAddress;
    /** The Ethereum address whose accounts collect the batch's fees. */
    readonly feeOwner: EthAddress;
}
/** The forger of `slotNum` on a devnet of `walletCount` wallets. */
export declare const slotForger: (slotNum: number, walletCount: number) => Effect.Effect<SlotForger, never, AuctionStore | NetworkStore>;
