/** Which of a page's counts its reader shows (later `pendingItems`, earlier `pagination`), so a store computes only
 * those; undefined (the default): every count is exact. */
import { Context } from "effect"

/** A set of a page's counts, named by the list envelope that shows them. */
export type PageCounts = "pendingItems" | "pagination"

/** The counts the running request shows; undefined (the default): all of them. */
export const ShownPageCounts: Context.Reference<PageCounts | undefined> = Context.Reference<PageCounts | undefined>(
  "zk-api/pagination/ShownPageCounts",
  { defaultValue: () => undefined }
)
