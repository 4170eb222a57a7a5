/** Account-creation authorizations by Ethereum address. */
import { Context, type Effect, type Option } from "effect"
import type { AccountCreationAuthorization } from "../domain/account_authorization.ts"
import type { EthAddress } from "../domain/eth_address.ts"

/** The outcome of adding an authorization: added, or the address already has this stored one. */
export type AuthorizationAddOutcome =
  | { readonly _tag: "Added" }
  | { readonly _tag: "Existing"; readonly authorization: AccountCreationAuthorization }

/** Authorizations, one per address; adding is atomic and durable before it returns. */
export class AuthorizationStore extends Context.Service<
  AuthorizationStore,
  {
    /** Adds the authorization unless the address has one; then returns the stored one instead. */
    readonly add: (authorization: AccountCreationAuthorization) => Effect.Effect<AuthorizationAddOutcome>
    readonly get: (address: EthAddress) => Effect.Effect<Option.Option<AccountCreationAuthorization>>
  }
>()("zk-api/ports/AuthorizationStore") {}
