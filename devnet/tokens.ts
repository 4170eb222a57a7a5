/** The devnet's tokens: Ether, HEZ at the configured address, two stablecoins, a wrapped bitcoin, and a test token that
 * never gets a USD price; the other contract addresses derived from the symbol. */
import { keccak_256 } from "@noble/hashes/sha3.js"
import { checksum, type EthAddress, ZERO_ADDRESS } from "../core/domain/eth_address.ts"
import { TokenId } from "../core/domain/scalars.ts"

/** A devnet token with its USD price history (empty: never priced). */
export interface DevnetToken {
  readonly id: TokenId
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly ethereumAddress: EthAddress
  /** USD prices in order: the first is set at registration, the others at later points of the timeline. */
  readonly prices: ReadonlyArray<number>
}

const encoder = new TextEncoder()

/** The devnet address of a token contract: the last 20 bytes of Keccak-256 of `zk-devnet token <symbol>`. */
export function devnetTokenAddress(symbol: string): EthAddress {
  let hex = "0x"
  for (const b of keccak_256(encoder.encode(`zk-devnet token ${symbol}`)).subarray(12)) {
    hex += b.toString(16).padStart(2, "0")
  }
  return checksum(hex)
}

/** The devnet's tokens, in id order. */
export function devnetTokens(hezToken: EthAddress): ReadonlyArray<DevnetToken> {
  return [
    {
      id: TokenId.make(0),
      symbol: "ETH",
      name: "Ether",
      decimals: 18,
      ethereumAddress: ZERO_ADDRESS,
      prices: [1812.5, 1850.25, 1795.8]
    },
    {
      id: TokenId.make(1),
      symbol: "HEZ",
      name: "Hermez Network Token",
      decimals: 18,
      ethereumAddress: hezToken,
      prices: [4.25, 4.4]
    },
    {
      id: TokenId.make(2),
      symbol: "USDT",
      name: "Tether USD",
      decimals: 6,
      ethereumAddress: devnetTokenAddress("USDT"),
      prices: [1.0, 0.9995]
    },
    {
      id: TokenId.make(3),
      symbol: "DAI",
      name: "Dai Stablecoin",
      decimals: 18,
      ethereumAddress: devnetTokenAddress("DAI"),
      prices: [1.0]
    },
    {
      id: TokenId.make(4),
      symbol: "WBTC",
      name: "Wrapped BTC",
      decimals: 8,
      ethereumAddress: devnetTokenAddress("WBTC"),
      prices: [30125.5, 30980.0]
    },
    {
      id: TokenId.make(5),
      symbol: "TST",
      name: "Devnet Test Token",
      decimals: 18,
      ethereumAddress: devnetTokenAddress("TST"),
      prices: []
    }
  ]
}
