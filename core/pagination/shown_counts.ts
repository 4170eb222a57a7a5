/**
 * Which of a page's counts its reader shows (`Page`): the later envelope's `pendingItems` or the earlier one's
 * `pagination` (totalItems, firstItem, lastItem). A revision's HTTP handlers set it once, in the services their use cases
 * run on, from the revision's envelope, so a store that pays for each count (the SQL adapter: index probes) computes only
 * those; the page's other counts are then 0 and null, and a use case served in that revision reads only the shown ones
 * (search: `pendingItems`, later only). Undefined (the default, elsewhere): every count is exact.
 */
import { Context } from "effect"

/** A set of a page's counts, named by the list envelope that shows them. */
export type PageCounts = "pendingItems" | "pagination"

/** The counts the running request shows; undefined (the default): all of them. */
export const ShownPageCounts: Context.Reference<PageCounts | undefined> = Context.Reference<PageCounts | undefined>(
  "zk-api/pagination/ShownPageCounts",
  { defaultValue: () => undefined }
)
