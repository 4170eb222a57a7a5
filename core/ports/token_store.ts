/** Read port for tokens. */
import { Context, type Effect, type Option } from "effect"
import type { EthAddress } from "../domain/eth_address.ts"
import type { Token } from "../domain/token.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { Page, PageRequest } from "../pagination/page.ts"

/** Which tokens a list returns; absent fields do not filter. */
export interface TokenFilter {
  readonly ids?: ReadonlyArray<TokenId> | undefined
  /** Exact symbols. */
  readonly symbols?: ReadonlyArray<string> | undefined
  /** Case-insensitive substring of the name. */
  readonly name?: string | undefined
}

/** Tokens, in increasing token id (= itemId) order. */
export class TokenStore extends Context.Service<
  TokenStore,
  {
    readonly list: (filter: TokenFilter, page: PageRequest) => Effect.Effect<Page<Token>>
    readonly get: (id: TokenId) => Effect.Effect<Option.Option<Token>>
    /** The token of this Ethereum (ERC-20) address: at most one, a token's address is unique. */
    readonly getByEthereumAddress: (address: EthAddress) => Effect.Effect<Option.Option<Token>>
  }
>()("zk-api/ports/TokenStore") {}
