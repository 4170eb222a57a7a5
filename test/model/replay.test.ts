/** Replays model sequences on every storage: each regression under `test/model/regressions/` (a failure once found,
 * kept once fixed) every run, and `MODEL_REPLAY` (a failure's line of JSON, or the file a failure wrote) when set. */
import { readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { readReplay, REGRESSIONS_DIR } from "./model_replay.ts"
import { runSequence } from "./model_run.ts"
import { MODEL_STORAGES } from "./model_storages.ts"

/** A replay's time on every storage: a regression is a few moves. */
const TIMEOUT = 120_000

/** The regressions, by file name. */
const REGRESSIONS = readdirSync(REGRESSIONS_DIR)
  .filter((file) => file.endsWith(".json"))
  .sort()

/** The replay a developer asked for, unset in CI's run. */
const REQUESTED = process.env["MODEL_REPLAY"] === "" ? undefined : process.env["MODEL_REPLAY"]

describe(`model sequences replayed on ${MODEL_STORAGES.map((storage) => storage.name).join(", ")}`, () => {
  it("the regressions are there", () => {
    expect(REGRESSIONS.length).toBeGreaterThan(0)
  })

  for (const file of REGRESSIONS) {
    it(
      `regression ${file}`,
      async () => {
        const replay = readReplay(`${REGRESSIONS_DIR}${file}`)
        await runSequence(MODEL_STORAGES, replay.sequence)
      },
      TIMEOUT
    )
  }

  if (REQUESTED !== undefined) {
    it(
      "MODEL_REPLAY",
      async () => {
        const replay = readReplay(REQUESTED)
        await runSequence(MODEL_STORAGES, replay.sequence)
      },
      TIMEOUT
    )
  }
})
