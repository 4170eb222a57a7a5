/** The scale generator's state tree without a database: its roots are those of the accounts' trees built from scratch,
 * whether the first tree is built in one step or in chunks, and the rows it writes hold those trees. */
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { poseidon } from "../../../adapters/crypto/poseidon_hasher.ts"
import type { ScaleTable } from "../../../bench/scale/chain_rows.ts"
import { ScaleStateTree } from "../../../bench/scale/state_tree_rows.ts"
import { bjjFromBytes } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { accountLeafValue } from "../../../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import type { StateNode } from "../../../core/domain/state_node.ts"
import { nodeHash, type StateLeaf, updateStateTree } from "../../../core/ledger/state_tree.ts"

const FIRST_IDX = 256
const OWNERS = 7
const ownerAddr = Array.from({ length: OWNERS }, (_, i) => (i + 1).toString(16).padStart(40, "0"))
// Keys with the sign bit set on some and y below the field's modulus.
const ownerBjj = Array.from(
  { length: OWNERS },
  (_, i) => (i + 17).toString(16).padStart(62, "0") + (i % 2 ? "80" : "1f")
)

/** An account's state as the test sets it. */
interface State {
  readonly token: number
  readonly owner: number
  nonce: number
  balance: string
}

/** The root of the tree of `states` built from scratch in one step. */
function rootFromScratch(states: ReadonlyArray<State>): bigint {
  const leaves: Array<StateLeaf> = states.map((s, j) => ({
    key: BigInt(FIRST_IDX + j),
    value: accountLeafValue(
      {
        tokenId: s.token,
        nonce: BigInt(s.nonce),
        balance: BigInt(s.balance),
        bjj: bjjFromBytes(new Uint8Array(Buffer.from(ownerBjj[s.owner]!, "hex"))),
        ethAddr: checksum("0x" + ownerAddr[s.owner]!)
      },
      poseidon
    )!
  }))
  const tree = updateStateTree(() => undefined, 0n, leaves, poseidon, STATE_TREE_LEVELS)
  if (Result.isFailure(tree)) throw new Error(tree.failure)
  return tree.success.root
}

/** The root hash of the rows' tree as of batch `batchNum`: each position's newest version at or before it. */
function rootOfRows(rows: ReadonlyArray<string>, batchNum: number): bigint {
  const newest = new Map<string, { readonly batch: number; readonly node: StateNode }>()
  for (const row of rows) {
    const [depth, path, batch, key, left, right] = row.trimEnd().split("\t") as Array<string>
    if (Number(batch) > batchNum) continue
    const position = `${depth}:${path}`
    const node: StateNode =
      key === "\\N"
        ? { kind: "inner", left: BigInt(left!), right: BigInt(right!) }
        : { kind: "leaf", key: BigInt(key!), value: BigInt(left!) }
    if ((newest.get(position)?.batch ?? -1) < Number(batch)) newest.set(position, { batch: Number(batch), node })
  }
  const root = newest.get("0:0")
  if (root === undefined) throw new Error("no root row")
  // The root's hash is what the inner nodes' stored child hashes lead to: each checked on the way down.
  const check = (depth: number, path: bigint, node: StateNode): bigint => {
    if (node.kind === "inner") {
      const bit = 1n << BigInt(depth)
      for (const [child, hash] of [
        [path, node.left],
        [path | bit, node.right]
      ] as const) {
        const below = newest.get(`${depth + 1}:${child}`)
        expect(below === undefined ? 0n : check(depth + 1, child, below.node)).toBe(hash)
      }
    }
    return nodeHash(node, poseidon)
  }
  return check(0, 0n, root.node)
}

describe("the scale generator's state tree", () => {
  for (const chunk of [1000, 16]) {
    it(`has the roots of the accounts' trees, the first built ${chunk === 1000 ? "in one step" : "in chunks"}`, () => {
      const rows: Array<string> = []
      const sink = { row: (table: ScaleTable, line: string) => (table === "state_node" ? rows.push(line) : undefined) }
      const tree = new ScaleStateTree(3, 400, FIRST_IDX, ownerAddr, ownerBjj, chunk)
      const states: Array<State> = []
      const roots = new Map<number, bigint>()
      for (let batchNum = 1; batchNum <= 6; batchNum++) {
        // 60 accounts per batch, half never updated (nonce and balance 0); a few older accounts updated.
        for (let i = 0; i < 60; i++) {
          const j = states.length
          states.push({ token: j % 5, owner: j % OWNERS, nonce: 0, balance: "0" })
          tree.created(j, j % 5, j % OWNERS)
          if (i % 2 === 0) {
            states[j]!.balance = `${j + 1}000000000000`
            tree.updated(j, 0, states[j]!.balance)
          }
        }
        for (let j = batchNum; j < states.length; j += 13) {
          states[j]!.nonce++
          states[j]!.balance = `${batchNum * 7 + j}`
          tree.updated(j, states[j]!.nonce, states[j]!.balance)
        }
        const root = tree.endBatch(batchNum, sink)
        if (batchNum < 3) expect(root).toBeUndefined()
        else {
          expect(root, `batch ${batchNum}`).toBe(rootFromScratch(states))
          roots.set(batchNum, root!)
        }
      }
      expect(rows.every((row) => Number(row.split("\t")[2]) >= 3)).toBe(true)
      for (const [batchNum, root] of roots) expect(rootOfRows(rows, batchNum), `batch ${batchNum}`).toBe(root)
    })
  }
})
