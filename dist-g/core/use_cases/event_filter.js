import { EVENT_TYPES } from "../domain/node_event.js";
/** Every event. */
export const ALL_EVENTS = { types: new Set(EVENT_TYPES) };
/** Whether `event` passes `filter`. */
export function matches(filter, event) {
    if (!filter.types.has(event.type))
        return false;
    if (event.type === "batch" || event.type === "reorg")
        return true;
    const keys = event.keys;
    if (filter.txId !== undefined && keys.txId !== filter.txId)
        return false;
    if (filter.tokenId !== undefined && keys.tokenId !== filter.tokenId)
        return false;
    if (filter.accountIdx !== undefined && !keys.accounts.includes(filter.accountIdx))
        return false;
    if (filter.ethAddr !== undefined && !keys.addresses.includes(filter.ethAddr))
        return false;
    if (filter.bjj !== undefined && !keys.keys.includes(filter.bjj))
        return false;
    return true;
}
