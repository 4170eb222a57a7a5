/** The Hermez local network: the one the devnet simulates and the node's default configuration names. */
import { checksum } from "./eth_address.ts"
import type { HermezNetwork } from "./hermez_network.ts"

/**
 * Chain 1337 (a local Ethereum network), the anchor's EIP-712 domain name (so existing signers work), the contract
 * addresses of the Hermez local sandbox deployment (the rollup contract the Hermez JS client uses for a local network),
 * and the auction's genesis at block 1000 (where the devnet's chain starts).
 */
export const LOCAL_NETWORK: HermezNetwork = {
  chainId: 1337,
  name: "Hermez Network",
  contracts: {
    rollup: checksum("0x10465b16615ae36F350268eb951d7B0187141D3B"),
    auction: checksum("0x317113D2593e3efF1FfAE0ba2fF7A61861Df7ae5"),
    withdrawalDelayer: checksum("0x8EEaea23686c319133a7cC110b840d1591d9AeE0"),
    hezToken: checksum("0x5E0816F0f8bC560cB2B9e9C87187BeCac8c2021F"),
    governance: checksum("0x8401Eb5ff34cc943f096A32EF3d5113FEbE8D4Eb"),
    emergencyCouncil: checksum("0x306469457266CBBe7c0505e8Aad358622235e768"),
    donation: checksum("0xd873F6DC68e3057e4B7da74c6b304d0eF0B484C7")
  },
  auctionGenesisBlock: 1000n
}
