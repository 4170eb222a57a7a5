/** The pagination part of a decoded list query, as a core PageRequest. */
import type { Order, PageRequest } from "../pagination/page.ts";
/** The pagination fields every decoded list query carries. */
export interface PaginationFields {
    readonly fromItem?: number | undefined;
    readonly order: Order;
    readonly limit: number;
}
/** The PageRequest of a decoded list query. */
export declare function pageRequest(query: PaginationFields): PageRequest;
