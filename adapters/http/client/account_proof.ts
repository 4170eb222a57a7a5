/** The client's check of an account proof (`GET /accounts/{accountIndex}/proof`) against a state root the caller trusts
 * (the rollup contract's), hashing with poseidon-lite so it trusts nothing the node computed. */
import { Data, Effect } from "effect"
import { poseidon2 } from "poseidon-lite/poseidon2"
import { poseidon3 } from "poseidon-lite/poseidon3"
import { poseidon4 } from "poseidon-lite/poseidon4"
import type { AccountProof } from "../../../core/domain/account_proof.ts"
import { accountProofProblem } from "../../../core/ledger/account_proof_check.ts"

/** A proof that does not hold, with why. */
export class InvalidAccountProof extends Data.TaggedError("InvalidAccountProof")<{ readonly reason: string }> {}

/** Poseidon of the 2, 3 or 4 elements the state tree hashes. */
function poseidon(inputs: ReadonlyArray<bigint>): bigint {
  const elements = [...inputs]
  switch (elements.length) {
    case 2:
      return poseidon2(elements)
    case 3:
      return poseidon3(elements)
    case 4:
      return poseidon4(elements)
    default:
      throw new RangeError(`the state tree hashes 2 to 4 elements, not ${elements.length}`)
  }
}

/** Succeeds with `answer` when it proves its account (or the index's emptiness) under `trustedRoot`. */
export function verifyAccountProof(
  answer: AccountProof,
  trustedRoot: bigint
): Effect.Effect<AccountProof, InvalidAccountProof> {
  return Effect.suspend(() => {
    const reason = accountProofProblem(answer, trustedRoot, poseidon)
    return reason === undefined ? Effect.succeed(answer) : Effect.fail(new InvalidAccountProof({ reason }))
  })
}

/** `verifyAccountProof` for code that awaits Promises: resolves with `answer`, or rejects with `InvalidAccountProof`. */
export function verifyAccountProofPromise(answer: AccountProof, trustedRoot: bigint): Promise<AccountProof> {
  return Effect.runPromise(verifyAccountProof(answer, trustedRoot))
}
