/** The model's oracle of the state tree: the accounts the model holds, hashed as `docs/api.md` (Account proofs) says
 * into circomlibjs's own sparse Merkle tree over its own Poseidon, the key's sign and y the model's own (`model_keys.ts`)
 * — none of core's ledger — for the root after a batch and an account's siblings. */
import { buildPoseidon, SMT, SMTMemDb } from "circomlibjs"
import type { TestWallet } from "../../app/testing/mod.ts"
import { modelKey } from "./model_keys.ts"

/** An account as its leaf hashes it. */
export interface OracleAccount {
  readonly idx: number
  readonly tokenId: number
  readonly nonce: bigint
  readonly balance: bigint
  readonly wallet: TestWallet
}

/** The root of the accounts' tree and, for each index, its siblings from the root down and its leaf's value (as
 * decimal text; undefined: no leaf). */
export interface OracleTree {
  readonly root: string
  readonly siblings: (idx: number) => Promise<ReadonlyArray<string>>
  readonly value: (idx: number) => string | undefined
}

/** circomlibjs's Poseidon, built once (building it is slow). */
const poseidon = await buildPoseidon()
const F = poseidon.F

/** An account's leaf value: Poseidon(tokenId + nonce·2^32 + sign·2^72, balance, Ay, ethAddr). */
function leafValue(account: OracleAccount): bigint {
  const { sign, ay } = modelKey(account.wallet)
  const e0 = BigInt(account.tokenId) + (account.nonce << 32n) + (sign << 72n)
  return F.toObject(poseidon([e0, account.balance, ay, BigInt(account.wallet.ethAddress)]))
}

/** The tree of `accounts`, as circomlibjs builds it. */
export async function oracleTree(accounts: Iterable<OracleAccount>): Promise<OracleTree> {
  const tree = new SMT(
    new SMTMemDb(F),
    F.zero,
    (left, right) => poseidon([left, right]),
    (key, value) => poseidon([key, value, F.one]),
    F
  )
  const values = new Map<number, bigint>()
  for (const account of accounts) {
    values.set(account.idx, leafValue(account))
    await tree.insert(BigInt(account.idx), values.get(account.idx)!)
  }
  return {
    root: F.toObject(tree.root).toString(),
    siblings: async (idx) => (await tree.find(BigInt(idx))).siblings.map((s) => F.toObject(s).toString()),
    value: (idx) => values.get(idx)?.toString()
  }
}
