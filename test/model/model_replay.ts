/** A failing sequence as a developer replays it: one line of JSON (`MODEL_REPLAY='…' npx vitest run
 * test/model/replay.test.ts -t MODEL_REPLAY`) or a file of it — a failure writes one under `test/model/failures/` (git-ignored); a
 * file moved to `test/model/regressions/` is replayed by every run. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { Command } from "./commands.ts"

/** A replay: the moves (after the prelude), and what the failure that found them said. */
export const Replay = Schema.Struct({
  sequence: Schema.Array(Command),
  /** Who disagreed with the model when it was found. */
  storage: Schema.optional(Schema.String),
  /** The read that answered wrongly. */
  read: Schema.optional(Schema.String),
  /** Why it is kept (a regression's bug), or the failure's first line. */
  note: Schema.optional(Schema.String)
})

/** A replay. */
export type Replay = typeof Replay.Type

/** The folder of the failures a run writes (git-ignored). */
export const FAILURES_DIR = fileURLToPath(new URL("./failures/", import.meta.url))

/** The folder of the regressions every run replays. */
export const REGRESSIONS_DIR = fileURLToPath(new URL("./regressions/", import.meta.url))

/** A replay from `source`: its JSON (a `Replay`, or only its sequence), or the path of a file holding it. */
export function readReplay(source: string): Replay {
  const text =
    source.trimStart().startsWith("{") || source.trimStart().startsWith("[") ? source : readFileSync(source, "utf8")
  const json: unknown = JSON.parse(text)
  return Schema.decodeUnknownSync(Replay)(Array.isArray(json) ? { sequence: json } : json)
}

/** `replay` as the one line of JSON `readReplay` reads. */
export function replayLine(replay: Replay): string {
  return JSON.stringify(replay)
}

/** Writes `replay` to a new file under `FAILURES_DIR`; its path. */
export function writeFailure(replay: Replay): string {
  mkdirSync(FAILURES_DIR, { recursive: true })
  const path = `${FAILURES_DIR}${new Date().toISOString().replace(/[:.]/gu, "-")}-${process.pid}.json`
  writeFileSync(path, `${JSON.stringify(replay, null, 2)}\n`)
  return path
}
