/** What a model-based run throws when an answer is wrong: the step, the read or move, who gave the wrong answer and the
 * whole difference, so that shrinking can replay on that storage alone and the report names it. */

/** Who disagreed: a storage's name (its answer differs from the model's prediction or from the reference storage's),
 * or `EVERY_STORAGE` when all of them agree with each other and not with the model. */
export type Disagreeing = string

/** The label of a failure that every storage shares (the model, or the test, is the one to suspect). */
export const EVERY_STORAGE: Disagreeing = "every storage"

/** A wrong answer found by a run. */
export class ModelFailure extends Error {
  /** The move's index in the run (the prelude's moves first). */
  readonly step: number
  /** The move, as `formatCommands` prints it. */
  readonly move: string
  /** The read (`GET <path>`) or the move's own answer that was wrong. */
  readonly read: string
  /** Who answered wrongly. */
  readonly storage: Disagreeing
  /** The whole difference, expected against answered, as text. */
  readonly difference: string

  constructor(step: number, move: string, read: string, storage: Disagreeing, difference: string) {
    super(`step ${step} ${move}: ${storage} answered ${read} wrongly\n${difference}`)
    this.name = "ModelFailure"
    this.step = step
    this.move = move
    this.read = read
    this.storage = storage
    this.difference = difference
  }
}
