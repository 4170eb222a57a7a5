import { type BjjKey } from "../../core/domain/bjj.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
/** What an account leaf commits to. */
export interface AccountState {
    readonly tokenId: number;
    readonly nonce: bigint;
    readonly balance: bigint;
    readonly bjj: BjjKey;
    readonly ethAddr: EthAddress;
}
/** The sign of x and Ay of a compressed key (its bytes read little-endian: bit 255 is the sign). */
export declare function bjjSignAndY(key: BjjKey): {
    readonly sign: boolean;
    readonly ay: bigint;
};
/** The leaf value (Hermez `Account.HashValue`) of an account state. */
export declare function accountLeafValue(account: AccountState): bigint;
