/** The atomic group rule read back from each storage's own pool, after every move: a group's members are forged in one
 * batch or not at all — once one is forged none is pending or selected, every forged member shares its batch, and the
 * transaction each forged member requests is a member forged in that batch. A storage that forges part of a group, or
 * a member alone, fails here, naming the storage and every member that breaks the rule, whatever the model predicts. */
import type { TestAnswer } from "../../app/testing/mod.ts"
import { type At, agreeWithItself } from "./model_judge.ts"

/** A pool list item, as JSON. */
type PoolItem = Readonly<Record<string, unknown>>

/** Whether `item` is the transaction `requester` requests (its sender, nonce and amount). */
function isRequestedBy(item: PoolItem, requester: PoolItem): boolean {
  return (
    item["fromAccountIndex"] === requester["requestFromAccountIndex"] &&
    item["nonce"] === requester["requestNonce"] &&
    item["amount"] === requester["requestAmount"]
  )
}

/** What breaks the rule in `pool` (the whole pool list's items), one line each. */
function groupViolations(pool: ReadonlyArray<PoolItem>): Array<string> {
  const groups = new Map<string, Array<PoolItem>>()
  for (const item of pool) {
    const group = item["atomicGroupId"]
    if (typeof group === "string") groups.set(group, [...(groups.get(group) ?? []), item])
  }
  const violations: Array<string> = []
  for (const [group, members] of groups) {
    const forged = members.filter((member) => member["state"] === "fged")
    if (forged.length === 0) continue
    const shown = (member: PoolItem) => `${member["id"]} (${member["state"]}, batch ${member["batchNum"]})`
    const first = forged[0]!
    for (const member of members) {
      if (member["state"] === "pend" || member["state"] === "fing") {
        violations.push(`group ${group}: ${shown(first)} forged while ${shown(member)}`)
      } else if (forged.includes(member) && member["batchNum"] !== first["batchNum"]) {
        violations.push(`group ${group}: ${shown(first)} and ${shown(member)} forged in different batches`)
      }
    }
    for (const member of forged) {
      if (member["requestFromAccountIndex"] == null) continue
      const requested = members.find((other) => isRequestedBy(other, member))
      if (requested === undefined || !forged.includes(requested) || requested["batchNum"] !== member["batchNum"]) {
        const which = requested === undefined ? "" : `, ${shown(requested)}`
        violations.push(`group ${group}: ${shown(member)} forged without the member it requests${which}`)
      }
    }
  }
  return violations
}

/** Judges the rule on every storage's whole pool list (`path` among each storage's `answers`). */
export function checkGroupsWhole(
  at: At,
  answers: ReadonlyArray<readonly [string, Readonly<Record<string, TestAnswer>>]>,
  path: string
): void {
  agreeWithItself(
    at,
    `GET ${path}: each atomic group forged whole, the transaction each member requests in its batch`,
    "the atomic group rule",
    answers.map(([storage, read]) => {
      const items = ((read[path]?.body ?? {}) as { transactions?: ReadonlyArray<PoolItem> }).transactions ?? []
      return [storage, [], groupViolations(items)] as const
    })
  )
}
