/** Read port for exits. */
import { Context, type Effect, type Option } from "effect"
import type { AccountIdx } from "../domain/account_index.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { Exit } from "../domain/exit.ts"
import type { BatchNum, TokenId } from "../domain/scalars.ts"
import type { Page, PageRequest } from "../pagination/page.ts"
import type { Rendered } from "./stored_rendering.ts"

/** Which exits a list returns; absent fields do not filter. */
export interface ExitFilter {
  readonly tokenId?: TokenId | undefined
  readonly ethAddr?: EthAddress | undefined
  readonly bjj?: BjjKey | undefined
  readonly accountIdx?: AccountIdx | undefined
  readonly batchNum?: BatchNum | undefined
  /** Only exits with neither an instant nor a delayed withdrawal yet. */
  readonly onlyPendingWithdraws?: boolean | undefined
}

/** Exits in increasing (batchNum, accountIndex) = itemId order, each with the rendering its storage keeps beside it, when
 * it keeps one. */
export class ExitStore extends Context.Service<
  ExitStore,
  {
    readonly list: (filter: ExitFilter, page: PageRequest) => Effect.Effect<Page<Rendered<Exit>>>
    readonly get: (batchNum: BatchNum, idx: AccountIdx) => Effect.Effect<Option.Option<Rendered<Exit>>>
  }
>()("zk-api/ports/ExitStore") {}
