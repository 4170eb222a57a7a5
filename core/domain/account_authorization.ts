/** Account-creation authorizations: an Ethereum account's EIP-712 signature allowing the coordinator to create rollup
 * accounts for it with a BabyJubJub key. */
import { Schema, SchemaTransformation } from "effect"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { Timestamp } from "./scalars.ts"

/** An Ethereum signature in memory: `0x` + 130 lowercase hex characters (r ‖ s ‖ v). */
export const EthSignatureValue = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-f]{130}$/u, { expected: "0x followed by 130 lowercase hex characters" })
).pipe(Schema.brand("EthSignature"))
export type EthSignature = typeof EthSignatureValue.Type

/** An Ethereum signature on the wire: `0x` + 130 hex characters in any case, emitted lowercase. */
export const ETHSignature = Schema.String.check(
  Schema.isPattern(/^0x[a-fA-F0-9]{130}$/u, { expected: "an Ethereum signature: 0x followed by 130 hex characters" })
)
  .pipe(
    Schema.decodeTo(
      EthSignatureValue,
      SchemaTransformation.transform<string, string>({ decode: (s) => s.toLowerCase(), encode: (s) => s })
    )
  )
  .annotate({ description: "Ethereum signature r ‖ s ‖ v (v = 27 or 28), in hex" })

/** The body of `POST /account-creation-authorization`. */
export const AccountCreationAuthorizationPost = Schema.Struct({
  zkEthereumAddress: ZkEthereumAddress,
  bjj: Bjj,
  signature: ETHSignature
}).annotate({ identifier: "AccountCreationAuthorizationPost" })
export type AccountCreationAuthorizationPost = typeof AccountCreationAuthorizationPost.Type

/** A stored authorization, as `GET /account-creation-authorization/{zkEthereumAddress}` shows it. */
export const AccountCreationAuthorization = Schema.Struct({
  timestamp: Timestamp,
  zkEthereumAddress: ZkEthereumAddress,
  bjj: Bjj,
  signature: ETHSignature
}).annotate({ identifier: "AccountCreationAuthorization" })
export type AccountCreationAuthorization = typeof AccountCreationAuthorization.Type
