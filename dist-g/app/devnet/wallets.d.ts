import type { BjjKey } from "../../core/domain/bjj.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
/** A devnet wallet: its keys and the public identities derived from them. */
export interface DevnetWallet {
    readonly index: number;
    /** Ethereum private key: `0x` + 64 hex characters. */
    readonly ethPrivateKey: string;
    readonly ethAddress: EthAddress;
    /** BabyJubJub private key (raw circomlib key): 64 hex characters, the same bytes as the Ethereum key. */
    readonly bjjPrivateKey: string;
    /** Compressed BabyJubJub public key (32 bytes, little-endian y with the sign of x in the top bit). */
    readonly bjjPublicKey: BjjKey;
}
/** The 32-byte big-endian encoding of a positive integer below 2^256. */
export declare function privateKeyBytes(value: bigint): Uint8Array;
/** The Ethereum address (EIP-55) of a secp256k1 private key. */
export declare function ethAddressOf(privateKey: Uint8Array): EthAddress;
/** The compressed BabyJubJub public key of a raw circomlib private key. */
export declare function bjjPublicKeyOf(privateKey: Uint8Array): BjjKey;
/** Wallet `index` (≥ 1), derived once per process. */
export declare function devnetWallet(index: number): DevnetWallet;
/** Wallets 1…count. */
export declare function devnetWallets(count: number): ReadonlyArray<DevnetWallet>;
