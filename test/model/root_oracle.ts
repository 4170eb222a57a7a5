/** The model's oracle of the state tree: the accounts the model holds, hashed as `docs/api.md` (Account proofs) says
 * into circomlibjs's own sparse Merkle tree over its own Poseidon — none of core's ledger — for the root after a batch
 * and an account's siblings. */
import { buildPoseidon, SMT, SMTMemDb } from "circomlibjs"
import { bjjBytes } from "../../core/domain/bjj.ts"
import type { TestWallet } from "../../app/testing/mod.ts"

/** An account as its leaf hashes it. */
export interface OracleAccount {
  readonly idx: number
  readonly tokenId: number
  readonly nonce: bigint
  readonly balance: bigint
  readonly wallet: TestWallet
}

/** The root of the accounts' tree and, for each index, its siblings from the root down (as decimal text). */
export interface OracleTree {
  readonly root: string
  readonly siblings: (idx: number) => Promise<ReadonlyArray<string>>
}

/** circomlibjs's Poseidon, built once (building it is slow). */
const poseidon = await buildPoseidon()
const F = poseidon.F

/** The compressed BabyJubJub key's sign bit and y: 32 little-endian bytes, the sign in the top bit. */
function signAndY(wallet: TestWallet): { readonly sign: bigint; readonly ay: bigint } {
  const bytes = bjjBytes(wallet.bjj)
  let packed = 0n
  for (let i = bytes.length - 1; i >= 0; i--) packed = (packed << 8n) | BigInt(bytes[i]!)
  return { sign: packed >> 255n, ay: packed & ((1n << 255n) - 1n) }
}

/** An account's leaf value: Poseidon(tokenId + nonce·2^32 + sign·2^72, balance, Ay, ethAddr). */
function leafValue(account: OracleAccount): bigint {
  const { sign, ay } = signAndY(account.wallet)
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
  for (const account of accounts) await tree.insert(BigInt(account.idx), leafValue(account))
  return {
    root: F.toObject(tree.root).toString(),
    siblings: async (idx) => (await tree.find(BigInt(idx))).siblings.map((s) => F.toObject(s).toString())
  }
}
