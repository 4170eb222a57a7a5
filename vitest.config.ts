import { defineConfig } from "vitest/config"

/** Files whose assertions hold only with the machine to themselves: a half-core cgroup beside CPU hogs, admission's and
 * the hostile clients' shedding and fairness bounds, timed ratios and deadlines measured on the wall clock, a killed
 * worker's replacement. They run one at a time, after the others (docs/testing.md#how-the-suite-runs). */
const alone = [
  "test/adapters/http/never_shed.test.ts",
  "test/adapters/http/admission.test.ts",
  "test/adapters/http/demand.test.ts",
  "test/adapters/http/pool_post.test.ts",
  "test/adapters/sql/faults.test.ts",
  "test/app/hostile/**/*.test.ts",
  "test/app/keys/command.test.ts",
  "test/app/lifecycle/shutdown.test.ts",
  "test/app/web_concurrency.test.ts"
]

/** Files run at once in the first group (`TEST_CONCURRENT_FILES`, default 1: one at a time). Most of them wait (child
 * processes, PostgreSQL, sockets, timers) more than they compute, but the CPU-heavy setups (seeded devnets) of some
 * miss their hook deadlines when the machine is shared with other work (docs/testing.md#how-the-suite-runs). */
const CONCURRENT_FILES = Number(process.env["TEST_CONCURRENT_FILES"] ?? "1")
if (!Number.isInteger(CONCURRENT_FILES) || CONCURRENT_FILES < 1)
  throw new Error(`TEST_CONCURRENT_FILES must be a whole number of files, at least 1, not ${CONCURRENT_FILES}`)

export default defineConfig({
  // tsconfig's `paths` name the package's entry points in the source tree, as tsc and tsx read them: tests import
  // `zk-rollup-node-api/…` by name in a fresh clone, before any build.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "concurrent",
          include: ["test/**/*.test.ts"],
          exclude: alone,
          maxWorkers: CONCURRENT_FILES,
          sequence: { groupOrder: 0 }
        }
      },
      { extends: true, test: { name: "alone", include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } } }
    ]
  }
})
