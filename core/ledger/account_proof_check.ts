/** What a wallet checks of an account proof before it shows the balance: that the proof is of this index under the
 * root it trusts, that its leaf hashes the account shown (or that the index holds none), and that the path holds. */
import type { AccountProof } from "../domain/account_proof.ts"
import type { Poseidon } from "../ports/poseidon_hasher.ts"
import { accountLeafValue } from "./account_leaf.ts"
import { verifyStateProof } from "./state_proof.ts"

/** Why `answer` does not prove its account (or its absence) under `trustedRoot`; undefined when it does. */
export function accountProofProblem(answer: AccountProof, trustedRoot: bigint, poseidon: Poseidon): string | undefined {
  const proof = answer.merkleProof
  if (answer.stateRoot !== trustedRoot || proof.root !== trustedRoot) {
    return `the proof is under root ${proof.root}, not the trusted ${trustedRoot}`
  }
  if (proof.key !== BigInt(answer.accountIndex.idx)) {
    return `the proof is of index ${proof.key}, not ${answer.accountIndex.idx}`
  }
  const account = answer.account
  if (account === null) {
    if (proof.fnc !== 1) return "no account is shown, but the proof is of an account (fnc 0)"
  } else {
    if (proof.fnc !== 0) return "an account is shown, but the proof is of an absence (fnc 1)"
    const value = accountLeafValue(
      {
        tokenId: account.tokenId,
        nonce: account.nonce,
        balance: account.balance,
        bjj: account.bjj,
        ethAddr: account.zkEthereumAddress
      },
      poseidon
    )
    if (value !== proof.value) return "the proof's leaf is not the account shown"
  }
  return verifyStateProof(proof, poseidon) ? undefined : "the Merkle path does not lead to the root"
}
