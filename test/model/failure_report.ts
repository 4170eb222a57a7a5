/** What a failing model run reports: the sequence shrunk on the storage that failed, confirmed on every storage, and
 * printed as who disagreed, the whole difference of the read that failed and one line to replay — written to a file
 * under `test/model/failures/` too. */
import type { Command } from "./commands.ts"
import { ModelFailure } from "./model_failure.ts"
import { replayLine, type Replay, writeFailure } from "./model_replay.ts"
import type { ModelStorage } from "./model_run.ts"
import { failureOf, shrink } from "./shrink.ts"

/** The first line of what `error` says. */
function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split("\n")[0] ?? ""
}

/** Shrinks `sequence`, which threw `failure` on `storages`, within `budget` milliseconds, confirms the shrunk sequence
 * on every storage, writes it to a file and answers the error the test throws: who disagreed, the whole difference,
 * the line to replay. */
export async function reportedFailure(
  storages: ReadonlyArray<ModelStorage>,
  sequence: ReadonlyArray<Command>,
  failure: unknown,
  budget: number
): Promise<Error> {
  console.error(`model: a sequence of ${sequence.length} moves failed: ${firstLine(failure)}; shrinking`)
  const shrunk = await shrink(storages, sequence, failure, budget, (line) => console.error(`model: ${line}`))
  const confirmed = await failureOf(storages, shrunk.sequence)
  const shown = confirmed ?? shrunk.failure
  const replay: Replay = {
    sequence: shrunk.sequence,
    ...(shown instanceof ModelFailure ? { storage: shown.storage, read: shown.read } : {}),
    note: firstLine(shown)
  }
  const line = replayLine(replay)
  const path = writeFailure(replay)
  const message = [
    shown instanceof ModelFailure
      ? `${shown.storage} disagreed with the model: ${shown.read} at step ${shown.step} (${shown.move})`
      : `the model run failed: ${firstLine(shown)}`,
    `shrunk from ${sequence.length} to ${shrunk.sequence.length} moves (the prelude aside) in ${Math.round(shrunk.elapsed / 1000)} s,` +
      ` ${shrunk.replays} replays on ${shrunk.shrunkOn.join(" + ")}${shrunk.budgetSpent ? ", until the shrinking's budget ran out" : ""};` +
      (confirmed === undefined
        ? " on every storage at once the shrunk sequence passes: it failed on the storages it was shrunk on only"
        : ` confirmed on ${storages.map((storage) => storage.name).join(", ")}`),
    `replay it: MODEL_REPLAY='${line}' npx vitest run test/model/replay.test.ts -t MODEL_REPLAY`,
    `(written to ${path}; once fixed, move it to test/model/regressions/: every run replays those)`,
    shown instanceof ModelFailure ? shown.difference : String(shown instanceof Error ? (shown.stack ?? shown) : shown)
  ].join("\n")
  console.error(`model: ${message}`)
  return new Error(message)
}
