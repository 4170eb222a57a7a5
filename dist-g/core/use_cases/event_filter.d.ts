/**
 * Which events a subscriber receives, and the one matcher every event is tested with, on replay
 * and live alike. A filter on accounts, addresses, keys, tokens or a transaction selects the
 * events about transactions (`transaction`, `l1`, `pool`) that involve them, on either side;
 * `batch` and `reorg` events are about the chain as a whole and pass those filters (a subscriber
 * following an account must still learn that a reorg voided what it saw). `types` selects kinds.
 */
import type { AccountIdx } from "../domain/account_index.ts";
import type { BjjKey } from "../domain/bjj.ts";
import type { EthAddress } from "../domain/eth_address.ts";
import { type StoredEvent } from "../domain/node_event.ts";
import type { TokenId } from "../domain/scalars.ts";
import type { TxId } from "../domain/tx_id.ts";
/** Which events a subscriber receives; absent fields do not filter. */
export interface EventFilter {
    readonly types: ReadonlySet<string>;
    readonly accountIdx?: AccountIdx | undefined;
    readonly ethAddr?: EthAddress | undefined;
    readonly bjj?: BjjKey | undefined;
    readonly tokenId?: TokenId | undefined;
    readonly txId?: TxId | undefined;
}
/** Every event. */
export declare const ALL_EVENTS: EventFilter;
/** Whether `event` passes `filter`. */
export declare function matches(filter: EventFilter, event: StoredEvent): boolean;
