/** Which traces the node starts itself are sampled (docs/operations.md, "Traces"): a request with a `traceparent`
 * follows its caller's flag instead. */
import { Context } from "effect"

/** The share of requests without a caller's trace whose traces are sampled (exported): 1, every one (the default); 0, none. */
export const RootSampleRatio = Context.Reference<number>("zk-api/adapters/http/RootSampleRatio", {
  defaultValue: () => 1
})
