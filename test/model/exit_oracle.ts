/** The exit trees' reads judged against the circomlibjs oracle of the model's exits: each batch's `exitRoot` and each
 * exit's `merkleProof`. A batch's exit tree is the state tree's kind of tree (`docs/api.md`, Account proofs) over the
 * accounts that exited in it: keyed by the account's index, its leaf the account's with nonce 0 and the balance it
 * took out — the model's exits hashed by `root_oracle.ts`, none of the devnet's or core's exit tree. */
import { numberedWallet, type TestAnswer } from "../../app/testing/mod.ts"
import type { LedgerModel, ModelExit } from "./ledger_model.ts"
import { type At, agreeWithModel } from "./model_judge.ts"
import { type OracleTree, oracleTree } from "./root_oracle.ts"

/** A batch of the model. */
type ModelBatch = LedgerModel["batches"][number]

/** The oracle's exit tree of each batch, computed once per batch (a model batch never changes). */
const exitTrees = new WeakMap<object, Promise<OracleTree>>()

/** The oracle's tree of the exits of `batch`. */
function exitTreeOf(batch: ModelBatch): Promise<OracleTree> {
  let tree = exitTrees.get(batch)
  if (tree === undefined) {
    tree = oracleTree(
      [...batch.exits].map(([idx, balance]) => {
        const owner = batch.accounts.get(idx)
        if (owner === undefined) throw new Error(`model: exit of account ${idx} it does not hold`)
        return { idx, tokenId: owner.token, nonce: 0n, balance, wallet: numberedWallet(owner.wallet) }
      })
    )
    exitTrees.set(batch, tree)
  }
  return tree
}

/** The part of an exit's answer the oracle predicts: its proof. */
function exitProofOf(answer: TestAnswer | undefined): unknown {
  if (answer?.status !== 200) return { status: answer?.status }
  const { root, siblings, key, value, fnc } = (answer.body as { merkleProof: Record<string, unknown> }).merkleProof
  return { status: 200, root, siblings, key, value, fnc }
}

/** Judges every storage's exit-tree reads (`answers`: each storage's answers by path; `batchesPath` its whole list of
 * batches; `exitPath` the path of an exit's own GET) against the oracle. */
export async function checkExitTrees(
  at: At,
  model: LedgerModel,
  answers: ReadonlyArray<readonly [string, Readonly<Record<string, TestAnswer>>]>,
  batchesPath: string,
  exitPath: (model: LedgerModel, exit: ModelExit) => string
): Promise<void> {
  const roots = await Promise.all(model.batches.map(async (batch) => (await exitTreeOf(batch)).root))
  agreeWithModel(
    at,
    `GET ${batchesPath}: every batch's exitRoot`,
    roots,
    answers.map(([storage, read]) => {
      const items = ((read[batchesPath]?.body ?? {}) as { batches?: Array<Record<string, unknown>> }).batches ?? []
      return [storage, items.map((b) => b["exitRoot"])]
    })
  )
  const batches = new Map(model.batches.map((batch) => [batch.num, batch]))
  for (const exit of model.exits()) {
    const tree = await exitTreeOf(batches.get(exit.batch)!)
    const path = exitPath(model, exit)
    const expected = {
      status: 200,
      root: tree.root,
      siblings: await tree.siblings(exit.idx),
      key: String(exit.idx),
      value: tree.value(exit.idx),
      fnc: 0
    }
    agreeWithModel(
      at,
      `GET ${path}: its merkleProof`,
      expected,
      answers.map(([storage, read]) => [storage, exitProofOf(read[path])])
    )
  }
}
