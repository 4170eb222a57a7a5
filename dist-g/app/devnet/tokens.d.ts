import { type EthAddress } from "../../core/domain/eth_address.ts";
import { TokenId } from "../../core/domain/scalars.ts";
/** A devnet token with its USD price history (empty: never priced). */
export interface DevnetToken {
    readonly id: TokenId;
    readonly symbol: string;
    readonly name: string;
    readonly decimals: number;
    readonly ethereumAddress: EthAddress;
    /** USD prices in order: the first is set at registration, the others at later points of the timeline. */
    readonly prices: ReadonlyArray<number>;
}
/** The devnet address of a token contract: the last 20 bytes of Keccak-256 of `zk-devnet token <symbol>`. */
export declare function devnetTokenAddress(symbol: string): EthAddress;
/** The devnet's tokens, in id order. */
export declare function devnetTokens(hezToken: EthAddress): ReadonlyArray<DevnetToken>;
