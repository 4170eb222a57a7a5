/** Shrinking a failing model sequence: replayed on the storage that answered wrongly only, within a time budget.
 *
 * Why not Effect's own shrinking (`Arbitrary.checkEffect`, which `it.effect.prop` runs): it replays every candidate
 * through the same property, so on every storage, bounds the search by a count of candidates (`maxShrinks`) rather than
 * by time, keeps the array's `minLength`, and walks the genome's shrink tree, where a move's kind shrinks towards a
 * transfer and most candidates are other failures or none. Here a candidate replays on the storage that failed (with
 * memory beside it only when that storage alone does not fail: memory is the reference of what the model does not
 * predict), the sequence is first cut after the move that failed, then delta-debugged (halves, quarters… single moves
 * dropped), then each move's fields set to their simplest values the schema allows — until nothing shrinks or the
 * budget is spent, when the shortest failing sequence found so far is the answer. */
import { Schema } from "effect"
import { Command, formatCommands } from "./commands.ts"
import { EVERY_STORAGE, ModelFailure } from "./model_failure.ts"
import { MEMORY, type ModelStorage, runSequence } from "./model_run.ts"

/** A shrunk failure: the shortest failing sequence found, its failure, and how the search went. */
export interface Shrunk {
  /** The shortest failing sequence found (the prelude aside). */
  readonly sequence: ReadonlyArray<Command>
  /** What it threw on the storages it was shrunk on. */
  readonly failure: unknown
  /** The storages each candidate was replayed on. */
  readonly shrunkOn: ReadonlyArray<string>
  /** Candidates replayed. */
  readonly replays: number
  /** Milliseconds spent. */
  readonly elapsed: number
  /** Whether the budget ran out before nothing shrank any more. */
  readonly budgetSpent: boolean
}

/** The outcome of one replay: undefined when it passed, else what it threw. */
export async function failureOf(
  storages: ReadonlyArray<ModelStorage>,
  sequence: ReadonlyArray<Command>
): Promise<unknown> {
  try {
    await runSequence(storages, sequence)
    return undefined
  } catch (error) {
    return error
  }
}

/** Whether `error` is the failure being shrunk: the same storage answering wrongly (on memory alone, any wrong
 * answer of memory's), or for a failure that names no storage, any failure. */
function sameFailure(original: unknown, storages: ReadonlyArray<ModelStorage>, error: unknown): boolean {
  if (error === undefined) return false
  if (!(original instanceof ModelFailure)) return true
  if (!(error instanceof ModelFailure)) return false
  if (storages.length === 1 && storages[0]?.name === MEMORY.name) return true
  return error.storage === original.storage
}

/** The index in `sequence` of the move that failed (the prelude's moves come before it, so it is at most the run's
 * step; of equal moves, the last), or the last move when the failure does not say. */
function failingIndex(sequence: ReadonlyArray<Command>, failure: unknown): number {
  if (!(failure instanceof ModelFailure)) return sequence.length - 1
  for (let i = Math.min(failure.step, sequence.length - 1); i >= 0; i--) {
    if (formatCommands([sequence[i] as Command]) === failure.move) return i
  }
  return sequence.length - 1
}

/** The literal values of each field of each move, in their schema's order (the first is the simplest). */
const LITERALS: ReadonlyMap<string, ReadonlyMap<string, ReadonlyArray<unknown>>> = new Map(
  Command.members.map((member) => [
    member.fields._tag.schema.literal as string,
    new Map(
      Object.entries(member.fields as Record<string, unknown>).flatMap(([field, schema]) =>
        typeof schema === "object" && schema !== null && "literals" in schema
          ? [[field, schema.literals as ReadonlyArray<unknown>]]
          : []
      )
    )
  ])
)

/** Whether `value` is a valid move. */
const isCommand = Schema.is(Command)

/** Simpler values of one field of `move`, simplest first: false for true, a literal listed before, a number nearer 0
 * (0, 1, half, one less), each kept only where the move stays valid. */
function simplerValues(move: Command, field: string): Array<unknown> {
  const value = (move as Record<string, unknown>)[field]
  const candidates: Array<unknown> =
    value === true
      ? [false]
      : typeof value === "number"
        ? [...new Set([0, 1, -1, Math.trunc(value / 2), value - Math.sign(value)])].filter(
            (n) => Math.abs(n) < Math.abs(value)
          )
        : (() => {
            const literals = LITERALS.get(move._tag)?.get(field) ?? []
            return literals.slice(0, Math.max(0, literals.indexOf(value)))
          })()
  return candidates.filter((candidate) => isCommand({ ...move, [field]: candidate }))
}

/** `move` with every field at its simplest valid value. */
function simplest(move: Command): Command {
  let result: Record<string, unknown> = { ...move }
  for (const field of Object.keys(move)) {
    const [first] = simplerValues(result as Command, field)
    if (first !== undefined) result = { ...result, [field]: first }
  }
  return result as Command
}

/** Shrinks `sequence`, which threw `failure` on `storages`, within `budget` milliseconds; `log` hears each progress. */
export async function shrink(
  storages: ReadonlyArray<ModelStorage>,
  sequence: ReadonlyArray<Command>,
  failure: unknown,
  budget: number,
  log: (line: string) => void = () => {}
): Promise<Shrunk> {
  const started = Date.now()
  let replays = 0
  const onStorages = await shrinkStorages(storages, sequence, failure)
  replays += onStorages.replays
  const on = onStorages.storages
  let best = sequence
  let bestFailure = onStorages.failure
  const outOfTime = () => Date.now() - started > budget

  /** Replays `candidate`; keeps it when it fails alike and is no longer (its fields may be simpler). */
  const attempt = async (candidate: ReadonlyArray<Command>): Promise<boolean> => {
    if (outOfTime()) return false
    replays++
    const error = await failureOf(on, candidate)
    if (!sameFailure(failure, on, error)) return false
    const cut = candidate.slice(0, failingIndex(candidate, error) + 1)
    if (cut.length < best.length) log(`shrink: ${best.length} → ${cut.length} moves (${replays} replays)`)
    best = cut
    bestFailure = error
    return true
  }

  best = best.slice(0, failingIndex(best, bestFailure) + 1)
  let changed = true
  while (changed && !outOfTime()) {
    changed = false
    // Delta debugging: drop chunks of a half, a quarter… a single move.
    for (
      let chunk = Math.ceil(best.length / 2);
      chunk >= 1 && !outOfTime();
      chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2)
    ) {
      for (let at = best.length - chunk; at >= 0 && !outOfTime(); at -= chunk) {
        if (at >= best.length) continue
        const candidate = [...best.slice(0, at), ...best.slice(at + chunk)]
        if (await attempt(candidate)) changed = true
      }
    }
    // Each move's fields: all at their simplest at once, else one at a time.
    for (let i = 0; i < best.length && !outOfTime(); i++) {
      const move = best[i] as Command
      const whole = simplest(move)
      if (formatCommands([whole]) === formatCommands([move])) continue
      if (await attempt(best.map((m, j) => (j === i ? whole : m)))) {
        changed = true
        continue
      }
      for (const field of Object.keys(move)) {
        const current = best[i] as Command
        for (const value of simplerValues(current, field)) {
          if (await attempt(best.map((m, j) => (j === i ? ({ ...current, [field]: value } as Command) : m)))) {
            changed = true
            break
          }
        }
      }
    }
  }
  return {
    sequence: best,
    failure: bestFailure,
    shrunkOn: on.map((storage) => storage.name),
    replays,
    elapsed: Date.now() - started,
    budgetSpent: outOfTime()
  }
}

/** The storages to shrink on: the one a `ModelFailure` names, alone when it fails alone, else with memory beside it
 * (memory is the reference of what the model does not predict); memory alone when every storage disagrees with the
 * model; every storage when the failure names none. Answers how many replays it took and the failure they saw. */
async function shrinkStorages(
  storages: ReadonlyArray<ModelStorage>,
  sequence: ReadonlyArray<Command>,
  failure: unknown
): Promise<{ storages: ReadonlyArray<ModelStorage>; replays: number; failure: unknown }> {
  if (!(failure instanceof ModelFailure)) return { storages, replays: 0, failure }
  const named = failure.storage === EVERY_STORAGE ? MEMORY.name : failure.storage
  const alone = storages.find((storage) => storage.name === named)
  if (alone === undefined) return { storages, replays: 0, failure }
  const aloneFailure = await failureOf([alone], sequence)
  if (aloneFailure instanceof ModelFailure) return { storages: [alone], replays: 1, failure: aloneFailure }
  if (alone.name === MEMORY.name) return { storages, replays: 1, failure }
  return { storages: [MEMORY, alone], replays: 1, failure }
}
