/** The scale generator's state tree as `state_node` rows: the tree of every account's state as of the window's first
 * batch, built in chunks, then each later batch's accounts set in it, every batch's changed nodes written as its own. */
import { Result } from "effect"
import { poseidon } from "../../adapters/crypto/poseidon_hasher.ts"
import { type BjjKey, bjjFromBytes } from "../../core/domain/bjj.ts"
import { checksum, type EthAddress } from "../../core/domain/eth_address.ts"
import { accountLeafValue } from "../../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../../core/ledger/batch_state_tree.ts"
import type { PlacedNode, StateNode } from "../../core/domain/state_node.ts"
import { type StateLeaf, type StateTreeUpdate, updateStateTree } from "../../core/ledger/state_tree.ts"
import { line, NULL } from "./copy_text.ts"

/** Accounts set in the tree per `updateStateTree` call while building the window's first tree, at most. */
const BUILD_CHUNK = 20_000

/** A position as one number: `path` has at most `STATE_TREE_LEVELS` (32) bits. */
const positionOf = (depth: number, path: bigint) => depth * 2 ** 33 + Number(path)

/** The window of kept trees: its first batch (at least 1), for `writeChain`'s last batch and a window of `window`. */
export function stateTreeSince(batches: number, window: number): number {
  return Math.max(1, batches - window)
}

/** Where the tree's rows go (the generator's COPY of `state_node`). */
export interface StateNodeSink {
  row(table: "state_node", line: string): void
}

/** The accounts' states as the generator writes them, and the tree of those from batch `since` on. */
export class ScaleStateTree {
  private readonly nodes = new Map<number, StateNode>()
  private readonly token: Int32Array
  private readonly owner: Int32Array
  private readonly nonce: Float64Array
  private readonly balance: Array<bigint>
  private readonly changed = new Set<number>()
  private readonly keys: Array<BjjKey | undefined>
  private readonly addresses: Array<EthAddress | undefined>
  private readonly firstIdx: number
  private readonly ownerAddr: ReadonlyArray<string>
  private readonly ownerBjj: ReadonlyArray<string>
  private accounts = 0
  private root = 0n
  /** The first batch whose tree is written (the window's). */
  readonly since: number
  /** Milliseconds spent on the tree: leaf values, hashing, rows. */
  elapsedMs = 0

  private readonly buildChunk: number

  /** The tree from batch `since` on, of up to `maxAccounts` accounts, account number j at index `firstIdx + j`, owned
   * by the owners whose addresses and keys (hex) are given; `buildChunk` accounts at most per step of the first tree. */
  constructor(
    since: number,
    maxAccounts: number,
    firstIdx: number,
    ownerAddr: ReadonlyArray<string>,
    ownerBjj: ReadonlyArray<string>,
    buildChunk = BUILD_CHUNK
  ) {
    this.since = since
    this.buildChunk = buildChunk
    this.firstIdx = firstIdx
    this.ownerAddr = ownerAddr
    this.ownerBjj = ownerBjj
    this.token = new Int32Array(maxAccounts)
    this.owner = new Int32Array(maxAccounts)
    this.nonce = new Float64Array(maxAccounts)
    this.balance = Array<bigint>(maxAccounts).fill(0n)
    this.keys = Array<BjjKey | undefined>(ownerAddr.length)
    this.addresses = Array<EthAddress | undefined>(ownerAddr.length)
  }

  /** Account number `j` created (nonce and balance 0 until updated). */
  created(j: number, token: number, owner: number): void {
    this.token[j] = token
    this.owner[j] = owner
    this.accounts = Math.max(this.accounts, j + 1)
    this.changed.add(j)
  }

  /** Account number `j`'s state after the current batch. */
  updated(j: number, nonce: number, balance: string): void {
    this.nonce[j] = nonce
    this.balance[j] = BigInt(balance)
    this.changed.add(j)
  }

  /** Ends batch `batchNum`: from `since` on, sets its accounts in the tree, writes the nodes it changed into `sink`
   * and returns the root; before, undefined. */
  endBatch(batchNum: number, sink: StateNodeSink): bigint | undefined {
    if (batchNum < this.since) {
      this.changed.clear()
      return undefined
    }
    const started = performance.now()
    if (batchNum === this.since) {
      // The whole tree as batch `since`'s versions, written once, built a chunk at a time: the accounts whose indexes
      // end in the same low bits (a path from the root, bit 0 first), so each chunk fills a subtree of its own and a
      // node is hashed again only above the subtrees (consecutive indexes would share every upper node).
      const bits = Math.max(0, Math.ceil(Math.log2(this.accounts / this.buildChunk)))
      const chunks = 2 ** bits
      for (let chunk = 0; chunk < chunks; chunk++) {
        const js: Array<number> = []
        for (let j = (((chunk - this.firstIdx) % chunks) + chunks) % chunks; j < this.accounts; j += chunks) js.push(j)
        this.apply(this.leaves(js))
      }
      for (const [position, node] of this.nodes) {
        const depth = Math.floor(position / 2 ** 33)
        sink.row("state_node", nodeRow({ depth, path: BigInt(position - depth * 2 ** 33), node }, batchNum))
      }
    } else {
      const update = this.apply(this.leaves([...this.changed].sort((a, b) => a - b)))
      for (const placed of update.nodes) sink.row("state_node", nodeRow(placed, batchNum))
    }
    this.changed.clear()
    this.elapsedMs += performance.now() - started
    return this.root
  }

  /** The leaves of account numbers `js` at their current states. */
  private leaves(js: ReadonlyArray<number>): Array<StateLeaf> {
    return js.map((j) => {
      const owner = this.owner[j]!
      const bjj = this.keys[owner] ?? bjjFromBytes(new Uint8Array(Buffer.from(this.ownerBjj[owner]!, "hex")))
      const ethAddr = this.addresses[owner] ?? checksum("0x" + this.ownerAddr[owner]!)
      this.keys[owner] = bjj
      this.addresses[owner] = ethAddr
      const state = { tokenId: this.token[j]!, nonce: BigInt(this.nonce[j]!), balance: this.balance[j]!, bjj, ethAddr }
      const value = accountLeafValue(state, poseidon)
      if (value === undefined)
        throw new Error(`account ${this.firstIdx + j}: its key's y or balance is not a field element`)
      return { key: BigInt(this.firstIdx + j), value }
    })
  }

  /** Sets `leaves` in the tree held in memory; the update. */
  private apply(leaves: ReadonlyArray<StateLeaf>): StateTreeUpdate {
    const result = updateStateTree(
      (depth, path) => this.nodes.get(positionOf(depth, path)),
      this.root,
      leaves,
      poseidon,
      STATE_TREE_LEVELS
    )
    if (Result.isFailure(result)) throw new Error(result.failure)
    for (const { depth, path, node } of result.success.nodes) this.nodes.set(positionOf(depth, path), node)
    this.root = result.success.root
    return result.success
  }
}

/** The `state_node` row of a node written by batch `batchNum`. */
function nodeRow({ depth, path, node }: PlacedNode, batchNum: number): string {
  return node.kind === "leaf"
    ? line([depth, String(path), batchNum, String(node.key), String(node.value), NULL])
    : line([depth, String(path), batchNum, NULL, String(node.left), String(node.right)])
}
