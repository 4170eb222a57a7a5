/** The state tree's reads judged against the circomlibjs oracle of the model's accounts: every batch's `stateRoot`, a
 * proof after each batch whose tree the node keeps (a 404 for the others), and after the last batch each account's
 * proof and one of absence. */
import { numberedWallet, type TestAnswer } from "../../app/testing/mod.ts"
import type { LedgerModel } from "./ledger_model.ts"
import { type At, agreeWithModel } from "./model_judge.ts"
import { indexText } from "./model_lists.ts"
import { type OracleTree, oracleTree } from "./root_oracle.ts"

/** An index no model account takes: its proof is one of absence. */
const ABSENT_IDX = 9999

/** A batch of the model. */
type ModelBatch = LedgerModel["batches"][number]

/** The path of the proof of `idx` (`ABSENT_IDX`: of absence) after the last batch or after `batchNum`. */
function proofPath(model: LedgerModel, idx: number, batchNum?: number): string {
  const account = model.accounts.get(idx)
  const index = account === undefined ? `zk:${model.tokens[0]!}:${idx}` : indexText(model, account.token, idx)
  return `/accounts/${index}/proof${batchNum === undefined ? "" : `?batchNum=${batchNum}`}`
}

/** The proof the run reads after `batch`: of its first account, or of absence when it has none. */
function batchProof(model: LedgerModel, batch: ModelBatch): { idx: number; path: string } {
  const first = [...batch.accounts.values()].sort((a, b) => a.idx - b.idx)[0]
  const index = first === undefined ? `zk:${model.tokens[0]!}:${ABSENT_IDX}` : indexText(model, first.token, first.idx)
  return { idx: first?.idx ?? ABSENT_IDX, path: `/accounts/${index}/proof?batchNum=${batch.num}` }
}

/** The paths of the proofs the run reads; none before a batch. */
export function proofPaths(model: LedgerModel): Array<string> {
  if (model.batches.length === 0) return []
  return [
    ...[...model.accounts.keys(), ABSENT_IDX].map((idx) => proofPath(model, idx)),
    ...model.batches.map((batch) => batchProof(model, batch).path)
  ]
}

/** The oracle's tree of a batch's accounts, computed once per batch (a model batch never changes). */
const treesOfBatches = new WeakMap<object, Promise<OracleTree>>()

/** The oracle's tree after `batch`. */
function treeAfter(batch: ModelBatch): Promise<OracleTree> {
  let tree = treesOfBatches.get(batch)
  if (tree === undefined) {
    tree = oracleTree(
      [...batch.accounts.values()].map((a) => ({
        idx: a.idx,
        tokenId: a.token,
        nonce: a.nonce,
        balance: a.balance,
        wallet: numberedWallet(a.wallet)
      }))
    )
    treesOfBatches.set(batch, tree)
  }
  return tree
}

/** The part of a proof's answer the oracle predicts. */
function proofOf(answer: TestAnswer | undefined, last: boolean): unknown {
  if (answer?.status !== 200) return { status: answer?.status }
  const body = answer.body as { batchNum: number; stateRoot: string; merkleProof: Record<string, unknown> }
  return {
    status: 200,
    batchNum: body.batchNum,
    root: body.merkleProof["root"],
    siblings: body.merkleProof["siblings"],
    ...(last ? { stateRoot: body.stateRoot, fnc: body.merkleProof["fnc"] } : {})
  }
}

/** Judges every storage's state-tree reads (`answers`: each storage's answers by path; `batchesPath` its whole list of
 * batches) against the oracle. */
export async function checkStateTree(
  at: At,
  model: LedgerModel,
  answers: ReadonlyArray<readonly [string, Readonly<Record<string, TestAnswer>>]>,
  batchesPath: string
): Promise<void> {
  const roots = await Promise.all(model.batches.map(async (batch) => (await treeAfter(batch)).root))
  agreeWithModel(
    at,
    `GET ${batchesPath}: every batch's stateRoot`,
    roots,
    answers.map(([storage, read]) => {
      const items = ((read[batchesPath]?.body ?? {}) as { batches?: Array<Record<string, unknown>> }).batches ?? []
      return [storage, items.map((b) => b["stateRoot"])]
    })
  )
  // After each batch: its proof while its tree is kept (the root and siblings of that batch's tree), else a 404.
  for (const batch of model.batches) {
    const { idx, path } = batchProof(model, batch)
    const tree = await treeAfter(batch)
    const expected =
      batch.num < model.treeSince
        ? { status: 404 }
        : { status: 200, batchNum: batch.num, root: tree.root, siblings: await tree.siblings(idx) }
    agreeWithModel(
      at,
      `GET ${path}`,
      expected,
      answers.map(([storage, read]) => [storage, proofOf(read[path], false)])
    )
  }
  const last = model.batches.at(-1)
  if (last === undefined) return
  const tree = await treeAfter(last)
  for (const idx of [...model.accounts.keys(), ABSENT_IDX]) {
    const path = proofPath(model, idx)
    const expected = {
      status: 200,
      batchNum: last.num,
      root: tree.root,
      siblings: await tree.siblings(idx),
      stateRoot: tree.root,
      fnc: idx === ABSENT_IDX ? 1 : 0
    }
    agreeWithModel(
      at,
      `GET ${path}`,
      expected,
      answers.map(([storage, read]) => [storage, proofOf(read[path], true)])
    )
  }
}
