/** The load test's exactness check of account proofs: sampled `GET /accounts/{accountIndex}/proof` answers verified as a
 * wallet verifies them, against the `stateRoot` that `GET /batches/{batchNum}` gives for the proof's batch. */
import { Schema } from "effect"
import { poseidon } from "../../adapters/crypto/poseidon_hasher.ts"
import { AccountProof } from "../../core/domain/account_proof.ts"
import { Hash } from "../../core/domain/scalars.ts"
import { accountProofProblem } from "../../core/ledger/account_proof_check.ts"

const decodeProof = Schema.decodeUnknownSync(AccountProof)
const decodeHash = Schema.decodeUnknownSync(Hash)

/** Checks the proof each of `paths` answers at `baseUrl` against its batch's `stateRoot` (the batch asked, else
 * `lastBatch`); one line per proof, or throws at the first that does not hold. */
export async function checkProofs(
  baseUrl: string,
  paths: ReadonlyArray<string>,
  lastBatch: number
): Promise<Array<string>> {
  const roots = new Map<number, bigint>()
  const lines: Array<string> = []
  for (const path of paths) {
    const response = await fetch(baseUrl + path)
    if (response.status !== 200) throw new Error(`proof check: ${path} answered ${response.status}`)
    const answer = decodeProof(await response.json())
    const asked = new URL(path, "http://x").searchParams.get("batchNum")
    const batchNum = asked === null ? lastBatch : Number(asked)
    if (answer.batchNum !== batchNum) throw new Error(`proof check: ${path} proves batch ${answer.batchNum}`)
    let root = roots.get(batchNum)
    if (root === undefined) {
      const batch = await fetch(`${baseUrl}/batches/${batchNum}`)
      if (batch.status !== 200) throw new Error(`proof check: /batches/${batchNum} answered ${batch.status}`)
      root = decodeHash(((await batch.json()) as Record<string, unknown>)["stateRoot"])
      roots.set(batchNum, root)
    }
    const problem = accountProofProblem(answer, root, poseidon)
    if (problem !== undefined) throw new Error(`proof check: ${path}: ${problem}`)
    const held = answer.account === null ? "no account" : `nonce ${answer.account.nonce}`
    lines.push(
      `ok   ${path}: ${held}, ${answer.merkleProof.siblings.length} siblings, under batch ${batchNum}'s stateRoot`
    )
  }
  return lines
}
