/** The state tree as storage keeps it: how many batches' trees are kept besides the last one. */
import { Context } from "effect"

/** Batches before the last whose state trees stay readable (`STATE_TREE_RETENTION_BATCHES`); undefined keeps every one.
 * Read by a storage when it is built. */
export const StateTreeRetention: Context.Reference<number | undefined> = Context.Reference<number | undefined>(
  "zk-api/ports/StateTreeRetention",
  { defaultValue: () => undefined }
)
