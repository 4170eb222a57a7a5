/** Which events a subscriber receives, and the one matcher testing every event, on replay and live alike; chain-wide
 * events (`batch`, `reorg`, `finalized`) pass account filters, so a subscriber learns of a reorg voiding its view. */
import type { AccountIdx } from "../domain/account_index.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { MinFinality } from "../domain/finality.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import { EVENT_TYPES, type StoredEvent } from "../domain/node_event.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { TxId } from "../domain/tx_id.ts"

/** Which events a subscriber receives; absent fields do not filter. */
export interface EventFilter {
  readonly types: ReadonlySet<string>
  readonly accountIdx?: AccountIdx | undefined
  readonly ethAddr?: EthAddress | undefined
  readonly bjj?: BjjKey | undefined
  readonly tokenId?: TokenId | undefined
  readonly txId?: TxId | undefined
  /** The least finality (`event_finality.ts`): `finalized` holds back what a batch did until it is final. */
  readonly minFinality?: MinFinality | undefined
}

/** Every event. */
export const ALL_EVENTS: EventFilter = { types: new Set(EVENT_TYPES) }

/** Whether `event` passes `filter`. */
export function matches(filter: EventFilter, event: StoredEvent): boolean {
  if (!filter.types.has(event.type)) return false
  if (event.type === "batch" || event.type === "reorg" || event.type === "finalized") return true
  const keys = event.keys
  if (filter.txId !== undefined && keys.txId !== filter.txId) return false
  if (filter.tokenId !== undefined && keys.tokenId !== filter.tokenId) return false
  if (filter.accountIdx !== undefined && !keys.accounts.includes(filter.accountIdx)) return false
  if (filter.ethAddr !== undefined && !keys.addresses.includes(filter.ethAddr)) return false
  if (filter.bjj !== undefined && !keys.keys.includes(filter.bjj)) return false
  return true
}
