import { defineConfig } from "vitest/config"
import { BaseSequencer, type TestSpecification } from "vitest/node"

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

/** Files whose size understates how long they run: small entry files that run a whole suite written elsewhere (the
 * storage contract on one storage, the model test on every storage). Vitest starts larger files first when it has no
 * timings (a fresh clone); these would start last and finish alone while the other worker waits. */
const LONG_BUT_SMALL = [
  "test/adapters/sql/server_storage.test.ts",
  "test/model/model_property.test.ts",
  "test/adapters/sql/embedded_storage.test.ts",
  "test/adapters/memory/storage.test.ts"
]

/** Vitest's order, with `LONG_BUT_SMALL` moved to the front of their group. */
class LongButSmallFirst extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const rank = (file: TestSpecification) => {
      const at = LONG_BUT_SMALL.findIndex((path) => file.moduleId.endsWith(path))
      return at < 0 ? LONG_BUT_SMALL.length : at
    }
    const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder
    // Array.prototype.sort is stable: within a group and a rank, Vitest's order stays.
    return (await super.sort(files)).sort((a, b) => groupOf(a) - groupOf(b) || rank(a) - rank(b))
  }
}

export default defineConfig({
  // tsconfig's `paths` name the package's entry points in the source tree, as tsc and tsx read them: tests import
  // `zk-rollup-node-api/…` by name in a fresh clone, before any build.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongButSmallFirst },
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
