// `npm run test:model -- --runs N`: the model-based property test (test/model) with N sequences per storage set, for a
// soak longer than CI's; other arguments go to vitest. Prints how long it ran.
import { spawnSync } from "node:child_process"

const args = process.argv.slice(2)
const at = args.indexOf("--runs")
const runs = at === -1 ? undefined : args.splice(at, 2)[1]
if (runs !== undefined && !/^[1-9]\d*$/u.test(runs)) {
  console.error(`--runs takes a positive integer, not ${runs}`)
  process.exit(2)
}
const started = Date.now()
const result = spawnSync("npx", ["vitest", "run", "test/model", ...args], {
  stdio: "inherit",
  env: { ...process.env, ...(runs === undefined ? {} : { MODEL_RUNS: runs }) }
})
console.log(`test:model: ${runs ?? "the default number of"} runs in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(result.status ?? 1)
