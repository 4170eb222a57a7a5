/** The revision table as data: every row in both revisions, each a difference, selections matching the row values, and
 * the selected rules behaving as documented. */
import { Effect, Exit as EffectExit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ListEnvelopeFields } from "../../../core/revision/list_envelope.ts"
import { EMPTY_LIST_MESSAGE, emptyListRule, emptyListRuleOf } from "../../../core/revision/empty_list.ts"
import {
  BatchExtensionFields,
  PoolTransactionExtensionFields,
  BatchViews,
  ExitViews,
  FinalityExtensionFields,
  HistoryTransactionViews,
  PoolTransactionViews,
  SlotViews,
  StateExtensionFields,
  StateViews
} from "../../../core/revision/resource_views.ts"
import {
  envelopeFields,
  REVISION_ROWS,
  type RevisionRules,
  RevisionTable,
  REVISIONS
} from "../../../core/revision/revision.ts"
import {
  AccountsListFieldsOf,
  AccountsQueryOf,
  BatchViewOf,
  BidsQueryOf,
  BidsRulesOf,
  CoordinatorsListOptionsOf,
  CoordinatorsQueryOf,
  EnvelopeFieldsOf,
  ExitsQueryOf,
  ExitViewOf,
  ExtensionFieldsOf,
  FullBatchViewOf,
  HistoryListFieldsOf,
  HistoryQueryOf,
  HistoryTransactionViewOf,
  PoolPostQueryOf,
  PoolTransactionViewOf,
  SlotsListOptionsOf,
  SlotsQueryOf,
  SlotViewOf,
  StateViewOf,
  TokensQueryOf
} from "../../../core/revision/revision_schemas.ts"
import { violation } from "../../../core/filters/rules.ts"
import { NotFound } from "../../../core/errors.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Accounts, Bids, Coordinators, Exits, History, Slots, Tokens } from "../../../core/use_cases/mod.ts"
import { BulkExtensionFields } from "../../../core/use_cases/bulk_lookup.ts"

const page = (items: ReadonlyArray<number>): Page<number> => ({
  items,
  pendingItems: 0,
  totalItems: items.length,
  firstItem: items[0] ?? null,
  lastItem: items.at(-1) ?? null
})

describe("RevisionTable", () => {
  it("lists every row once, and both revisions have exactly those rows", () => {
    expect(new Set(REVISION_ROWS).size).toBe(REVISION_ROWS.length)
    for (const revision of REVISIONS)
      expect(Object.keys(RevisionTable[revision]).sort()).toEqual([...REVISION_ROWS].sort())
  })

  it.each(REVISION_ROWS)("row %s is a difference: the revisions disagree on it", (row) => {
    expect(RevisionTable.later[row]).not.toEqual(RevisionTable.earlier[row])
  })

  it("the later revision is the interface's main text", () => {
    const later: RevisionRules = RevisionTable.later
    expect(later).toMatchObject({
      listEnvelope: "pendingItems",
      emptyListIsNotFound: false,
      slotsMaxParam: "maxSlotNum",
      bidsAddressParam: "bidderAddr",
      exitsOnlyPendingWithdraws: true
    })
  })
})

describe("each revision's selections are the variants its rows name", () => {
  it.each(REVISIONS)("%s", (revision) => {
    const rules = RevisionTable[revision]
    expect(EnvelopeFieldsOf[revision]).toBe(ListEnvelopeFields[rules.listEnvelope])
    expect(ExitViewOf[revision]).toBe(ExitViews[rules.exitShape])
    expect(SlotViewOf[revision]).toBe(SlotViews[rules.slotBidKey])
    expect(HistoryTransactionViewOf[revision]).toBe(HistoryTransactionViews[rules.l1Info])
    expect(BatchViewOf[revision]).toBe(BatchViews[`${rules.batchExtensions}`])
    expect(FullBatchViewOf[revision].schema.fields.batch).toBe(BatchViews[`${rules.batchExtensions}`].schema)
    expect(FullBatchViewOf[revision].schema.fields.transactions.value).toBe(
      HistoryTransactionViews[rules.l1Info].schema
    )
    expect(ExtensionFieldsOf[revision]).toEqual({
      ...BatchExtensionFields[`${rules.batchExtensions}`],
      ...PoolTransactionExtensionFields[`${rules.walletExtensions}`],
      ...BulkExtensionFields[`${rules.bulkLookups}`],
      ...FinalityExtensionFields[`${rules.finality}`],
      ...StateExtensionFields[rules.stateShape]
    })
    expect(StateViewOf[revision]).toBe(StateViews[rules.stateShape])
    expect(PoolTransactionViewOf[revision]).toBe(PoolTransactionViews[`${rules.walletExtensions}`])
    expect("invalidationReason" in PoolTransactionViewOf[revision].schema.fields).toBe(rules.walletExtensions)
    expect(Object.keys(PoolPostQueryOf[revision]?.fields ?? {})).toEqual(
      rules.walletExtensions ? ["dryRun", "replace"] : []
    )
    expect(ExitsQueryOf[revision]).toBe(Exits.ListQueries[`${rules.exitsOnlyPendingWithdraws}`])
    expect(BidsQueryOf[revision]).toBe(Bids.ListQueries[rules.bidsAddressParam])
    expect(SlotsListOptionsOf[revision]).toEqual({ maxParam: rules.slotsMaxParam, wonBy: rules.slotsWonBy })
    expect(Object.keys(ExitsQueryOf[revision].fields).includes("onlyPendingWithdraws")).toBe(
      rules.exitsOnlyPendingWithdraws
    )
    expect(Object.keys(SlotsQueryOf[revision].fields)).toContain(rules.slotsMaxParam)
    expect(Object.keys(BidsQueryOf[revision].fields)).toContain(rules.bidsAddressParam)
    expect(CoordinatorsQueryOf[revision]).toBe(Coordinators.ListQueries[`${rules.coordinatorExtensions}`])
    expect(CoordinatorsListOptionsOf[revision]).toEqual({ listsBootCoordinator: rules.coordinatorExtensions })
    expect(Object.keys(CoordinatorsQueryOf[revision].fields).includes("forgerAddr")).toBe(rules.coordinatorExtensions)
    expect(HistoryQueryOf[revision]).toBe(History.ListQueries[`${rules.bulkLookups}`])
    expect(AccountsQueryOf[revision]).toBe(Accounts.ListQueries[`${rules.bulkLookups}`][rules.listSeparators])
    expect(TokensQueryOf[revision]).toBe(Tokens.ListQueries[rules.listSeparators])
    expect(Object.keys(HistoryQueryOf[revision].fields).includes("ids")).toBe(rules.bulkLookups)
    expect(Object.keys(AccountsQueryOf[revision].fields).includes("accountIndexes")).toBe(rules.bulkLookups)
    expect("notFound" in HistoryListFieldsOf[revision]).toBe(rules.bulkLookups)
    expect("notFound" in AccountsListFieldsOf[revision]).toBe(rules.bulkLookups)
  })

  it("the later queries are the use cases' ListQuery, the earlier ones their ListQueryEarlier", () => {
    expect(ExitsQueryOf.later).toBe(Exits.ListQuery)
    expect(ExitsQueryOf.earlier).toBe(Exits.ListQueryEarlier)
    expect(BidsQueryOf.later).toBe(Bids.ListQuery)
    expect(BidsQueryOf.earlier).toBe(Bids.ListQueryEarlier)
    expect(CoordinatorsQueryOf.later).toBe(Coordinators.ListQuery)
    expect(CoordinatorsQueryOf.earlier).toBe(Coordinators.ListQueryEarlier)
    expect(HistoryQueryOf.later).toBe(History.ListQuery)
    expect(HistoryQueryOf.earlier).toBe(History.ListQueryEarlier)
    expect(AccountsQueryOf.later).toBe(Accounts.ListQuery)
    expect(AccountsQueryOf.earlier).toBe(Accounts.ListQueryEarlier)
    expect(TokensQueryOf.later).toBe(Tokens.ListQuery)
    expect(CoordinatorsListOptionsOf.later).toEqual(Coordinators.LATER_LIST_OPTIONS)
    expect(Object.keys(SlotsQueryOf.later.fields)).toEqual(Object.keys(Slots.ListQuery.fields))
    expect(Object.keys(SlotsQueryOf.earlier.fields)).toEqual(Object.keys(Slots.ListQueryEarlier.fields))
  })
})

describe("the rules the rows select", () => {
  it("envelopeFields: pendingItems (later) or the totals of the whole result (earlier)", () => {
    const p: Page<number> = { items: [5, 6], pendingItems: 3, totalItems: 9, firstItem: 1, lastItem: 9 }
    expect(envelopeFields("later", p)).toEqual({ pendingItems: 3 })
    expect(envelopeFields("earlier", p)).toEqual({ pagination: { totalItems: 9, firstItem: 1, lastItem: 9 } })
  })

  it("emptyListRule: an empty page is a page (later) or a NotFound (earlier); a non-empty page passes", () => {
    expect(Effect.runSync(emptyListRuleOf("later")(page([])))).toEqual(page([]))
    const failed = Effect.runSyncExit(emptyListRuleOf("earlier")(page([])))
    expect(EffectExit.isFailure(failed)).toBe(true)
    const error = Effect.runSync(Effect.flip(emptyListRule(true)(page([]))))
    expect(error).toBeInstanceOf(NotFound)
    expect(error.message).toBe(EMPTY_LIST_MESSAGE)
    expect(Effect.runSync(emptyListRuleOf("earlier")(page([1])))).toEqual(page([1]))
  })

  it("bids: slotNum or bidderAddr required (later), no filter required (earlier)", () => {
    expect(BidsRulesOf.later).toEqual(Bids.Rules)
    expect(violation(BidsRulesOf.later, new Set())).toBe(`at least one of "slotNum", "bidderAddr" must be provided`)
    expect(violation(BidsRulesOf.later, new Set(["bidderAddr"]))).toBeUndefined()
    expect(violation(BidsRulesOf.earlier, new Set())).toBeUndefined()
    expect(Bids.filterRules(true, "forgerAddr").atLeastOne).toEqual(["slotNum", "forgerAddr"])
  })

  it("slots: the later options are the default of Slots.list", () => {
    expect(SlotsListOptionsOf.later).toEqual(Slots.LATER_LIST_OPTIONS)
    expect(SlotsListOptionsOf.earlier).toEqual({ maxParam: "maxSlothNum", wonBy: "forger" })
  })

  it("queries decode the revision's parameter names and reject the other revision's", () => {
    const decode = (schema: Schema.Top & { readonly DecodingServices: never }) => (input: unknown) =>
      Schema.decodeUnknownExit(schema, { onExcessProperty: "error" })(input)
    expect(EffectExit.isSuccess(decode(ExitsQueryOf.later)({ onlyPendingWithdraws: "true" }))).toBe(true)
    expect(EffectExit.isFailure(decode(ExitsQueryOf.earlier)({ onlyPendingWithdraws: "true" }))).toBe(true)
    expect(EffectExit.isSuccess(decode(SlotsQueryOf.earlier)({ maxSlothNum: "7" }))).toBe(true)
    expect(EffectExit.isFailure(decode(SlotsQueryOf.earlier)({ maxSlotNum: "7" }))).toBe(true)
    expect(EffectExit.isFailure(decode(SlotsQueryOf.later)({ maxSlothNum: "7" }))).toBe(true)
    expect(EffectExit.isSuccess(decode(BidsQueryOf.earlier)({ forgerAddr: "0x" + "d4".repeat(20) }))).toBe(true)
    expect(EffectExit.isFailure(decode(BidsQueryOf.earlier)({ bidderAddr: "0x" + "d4".repeat(20) }))).toBe(true)
    expect(EffectExit.isSuccess(decode(CoordinatorsQueryOf.later)({ forgerAddr: "0x" + "d4".repeat(20) }))).toBe(true)
    expect(EffectExit.isFailure(decode(CoordinatorsQueryOf.earlier)({ forgerAddr: "0x" + "d4".repeat(20) }))).toBe(true)
  })
})
