/**
 * `npm run bench`: the BabyJubJub verifiers side by side (`verifier_comparison.ts`), then the
 * POST /transactions-pool throughput before and after (`pool_post_throughput.ts`), printed as the
 * Markdown that `bench/RESULTS.md` records. `bench/signature_verification.ts` (the earlier
 * per-part timings and EIP-712) runs on its own.
 */
import { main as compareVerifiers } from "./verifier_comparison.ts"
import { main as measureThroughput } from "./pool_post_throughput.ts"

compareVerifiers()
console.log("")
await measureThroughput()
