/**
 * The devnet's coordinators. Each has a bidder and a forger address derived from documented keys
 * (bidder 0xb1d0 + n, forger 0xf0 + n, withdrawal 0x3d + n as 32-byte big-endian private keys),
 * a URL, and a devnet wallet whose accounts collect the fees of the batches it forges. The boot
 * coordinator forges the slots nobody won; it is named in the auction variables and never registers.
 */
import type { EthAddress } from "../../core/domain/eth_address.ts";
import { Url } from "../../core/domain/scalars.ts";
/** A devnet coordinator's identities. */
export interface DevnetCoordinator {
    readonly name: string;
    readonly bidderAddr: EthAddress;
    readonly forgerAddr: EthAddress;
    /** Where its bids' refunds go. */
    readonly withdrawAddr: EthAddress;
    readonly URL: Url;
    /** The devnet wallet whose accounts receive its fees. */
    readonly feeWallet: number;
}
/** The devnet's coordinators: boot (index 0) and three bidders; `walletCount` picks their fee wallets. */
export declare function devnetCoordinators(walletCount: number): ReadonlyArray<DevnetCoordinator>;
/** A coordinator's new forger address and URL after it registers again. */
export declare function reRegistered(original: DevnetCoordinator): DevnetCoordinator;
