// `npm run test:model -- --runs N [--seed S]`: the model-based property test (test/model) with N random sequences
// (MODEL_RUNS) drawn from seed S (MODEL_SEED; a failing run prints its seed), for a soak longer than CI's; other
// arguments go to vitest. Prints how long it ran.
import { spawnSync } from "node:child_process"

const args = process.argv.slice(2)

/** The value of `--name` taken out of the arguments, or undefined. */
function option(name) {
  const at = args.indexOf(name)
  return at === -1 ? undefined : args.splice(at, 2)[1]
}

const runs = option("--runs")
const seed = option("--seed")
if (runs !== undefined && !/^[1-9]\d*$/u.test(runs)) {
  console.error(`--runs takes a positive integer, not ${runs}`)
  process.exit(2)
}
if (seed === "") {
  console.error("--seed takes a non-empty seed")
  process.exit(2)
}
const started = Date.now()
const result = spawnSync("npx", ["vitest", "run", "test/model", ...args], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...(runs === undefined ? {} : { MODEL_RUNS: runs }),
    ...(seed === undefined ? {} : { MODEL_SEED: seed })
  }
})
console.log(`test:model: ${runs ?? "the default number of"} runs in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(result.status ?? 1)
