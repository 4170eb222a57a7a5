/** History transactions and exits written from templates a storage keeps beside them (the SQL adapter's rendering
 * cache): made here when an item is recorded, keyed by the shaping's digest, joined with the moving fields at read. */
import { hash } from "node:crypto"
import type { Schema } from "effect"
import { Exit } from "../../../core/domain/exit.ts"
import type { Finality } from "../../../core/domain/finality.ts"
import { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { Token } from "../../../core/domain/token.ts"
import { JUST_FORGED } from "../../../core/ledger/chain_finality.ts"
import { type ExitRecord, exitWithToken } from "../../../core/ledger/exit_record.ts"
import { historyTransaction, type TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import type { HistoryPageItem } from "../../../core/ports/history_store.ts"
import type { Rendered, StoredRendering } from "../../../core/ports/stored_rendering.ts"
import { ExitViews, HistoryTransactionViews } from "../../../core/revision/resource_views.ts"
import { REVISIONS, type Revision, RevisionTable } from "../../../core/revision/revision.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import { entityTag } from "../edge/caching.ts"
import { memoizedItemText, type RenderedItem } from "./item_text_memo.ts"
import { ReadTemplates } from "./read_templates.ts"
import { cutAt, joinSegments, sameOrder, StoredTemplate, storedTemplate } from "./item_template.ts"
import { jsonEncoder } from "./json_encoder.ts"
import { type ItemText, type Render, taggedJsonResponse, viewItemText, viewResource } from "./render.ts"
import { sameEncoding } from "./schema_equivalence.ts"
import { EXIT_SAMPLES, HISTORY_SAMPLES } from "./shaping_samples.ts"

/** Raised by hand to make every stored template again when a change of writing escapes the samples' digest. */
const TEMPLATE_EPOCH = 1

/** A token of valid shape standing in for an item's token while its template is cut (its text is found and cut out). */
const PLACEHOLDER_TOKEN: Token = {
  itemId: 1 as Token["itemId"],
  id: 0 as Token["id"],
  ethereumBlockNum: 0n as Token["ethereumBlockNum"],
  ethereumAddress: "0x0000000000000000000000000000000000000000" as Token["ethereumAddress"],
  name: "placeholder" as Token["name"],
  symbol: "PLACEHOLDER" as Token["symbol"],
  decimals: 0,
  USD: null,
  fiatUpdate: null
}

/** The finality standing in while a template is cut: no finality's text, so it is found once. */
const SENTINEL_FINALITY = "zk-template-finality" as Finality

/** An item read as its stored template: the template as its rendering and the fields that move (`core/ports`'
 * `TemplatedHistoryTransaction`), the others left in the template. */
type AsTemplate<A> = Partial<A> & { readonly token: Token; readonly rendering: StoredRendering }

/** The stored template an item read with one carries as its rendering (this module makes every `StoredRendering`). */
function templateIn(item: { readonly rendering?: StoredRendering | undefined }): StoredTemplate | undefined {
  const rendering: unknown = item.rendering
  return rendering instanceof StoredTemplate ? rendering : undefined
}

/** The rendering an item carries for its stored template: the brand is core's, the value this module's alone. */
function renderingOf(template: StoredTemplate): StoredRendering {
  return template as unknown as StoredRendering
}

/** A kind of item stored as templates: its moving fields (their sentinels) and each revision's writer. */
class TemplateKind<A extends { readonly token: Token }> {
  /** The moving fields, in the order `sentinelValues` names them. */
  private readonly fields: ReadonlyArray<keyof A & string>
  private readonly sentinelValues: Partial<A>
  private readonly sentinelTexts: ReadonlyArray<string>
  /** Each moving field's text in an item, by field (the token's: undefined, taken from its own rendering). */
  private readonly fieldTexts: ReadonlyArray<((item: A) => string) | undefined>
  private readonly writers: ReadonlyArray<(item: A) => string>
  /** The moving fields in each revision's text order, by revision (`REVISIONS`). */
  readonly orders: ReadonlyArray<ReadonlyArray<number>>

  /** The kind of items of `schema` written by `views`, whose fields `sentinels` names move; cut on `samples` first. */
  constructor(
    schema: { readonly fields: Readonly<Record<string, Schema.ConstraintEncoder<unknown>>> },
    views: (revision: Revision) => DomainEncoder<A>,
    sentinels: Partial<A>,
    samples: ReadonlyArray<A>
  ) {
    this.fields = Object.keys(sentinels) as Array<keyof A & string>
    this.sentinelValues = sentinels
    this.fieldTexts = this.fields.map((field) => {
      const fieldSchema = schema.fields[field]
      if (fieldSchema === undefined) throw new Error(`templated items: no field ${field}`)
      const write = jsonEncoder(fieldSchema)
      return field === "token" ? undefined : (item: A) => write(item[field])
    })
    this.sentinelTexts = this.fields.map((field) => {
      const fieldSchema = schema.fields[field]
      return fieldSchema === undefined ? "" : jsonEncoder(fieldSchema)(sentinels[field])
    })
    this.writers = REVISIONS.map((revision) => {
      const view = views(revision)
      const write = jsonEncoder(view.schema)
      const project = view.project
      return (item: A) => write(project(item))
    })
    const first = samples[0]
    if (first === undefined) throw new Error("templated items: no sample")
    this.orders = this.writers.map((write) => {
      const cut = cutAt(write(this.sentinelItem(first)), this.sentinelTexts)
      if (cut === undefined) throw new Error("templated items: a revision writes a moving field more than once")
      return cut.order
    })
  }

  private sentinelItem(item: A): A {
    return { ...item, ...this.sentinelValues }
  }

  /** The stored template of `item` (its moving fields ignored); undefined when a revision cannot be cut as it should. */
  templateOf(item: A): string | undefined {
    const sentinel = this.sentinelItem(item)
    const cuts = []
    for (let i = 0; i < this.writers.length; i++) {
      const write = this.writers[i]
      const order = this.orders[i]
      const cut = write === undefined ? undefined : cutAt(write(sentinel), this.sentinelTexts)
      if (cut === undefined || order === undefined || !sameOrder(cut.order, order)) return undefined
      cuts.push(cut)
    }
    return storedTemplate(cuts)
  }

  /** The text and version in the revision at `index` of the item whose stored template and moving fields these are,
   * from its token's rendering. */
  rendered(template: StoredTemplate, index: number, moving: Partial<A>, token: RenderedItem): RenderedItem {
    const order = this.orders[index] ?? []
    // The field writers read the moving fields alone, which `moving` holds.
    const item = moving as A
    const texts: Array<string> = []
    for (const field of order) texts.push(this.fieldTexts[field]?.(item) ?? token.text)
    const last = template.lastRendered(index, texts)
    if (last !== undefined) return last
    let version = template.tag
    for (let i = 0; i < order.length; i++) {
      const field = order[i] ?? 0
      version += `.${this.fieldTexts[field] === undefined ? token.version : texts[i]}`
    }
    const rendered = { text: joinSegments(template.segments(index), texts), version }
    template.remember(index, texts, rendered)
    return rendered
  }
}

/** History transactions: their token and finality move. */
const HISTORY = new TemplateKind<HistoryTransaction>(
  HistoryTransaction,
  (revision) => HistoryTransactionViews[RevisionTable[revision].l1Info],
  { token: PLACEHOLDER_TOKEN, finality: SENTINEL_FINALITY },
  HISTORY_SAMPLES
)

/** Exits: their withdrawal blocks, token, finality and the block they are final at move. */
const EXIT = new TemplateKind<Exit>(
  Exit,
  (revision) => ExitViews[RevisionTable[revision].exitShape],
  {
    instantWithdraw: 7770000001n as Exit["instantWithdraw"],
    delayedWithdrawRequest: 7770000002n as Exit["delayedWithdrawRequest"],
    delayedWithdraw: 7770000003n as Exit["delayedWithdraw"],
    token: PLACEHOLDER_TOKEN,
    finality: SENTINEL_FINALITY,
    withdrawableAtBlock: 7770000004n as Exit["withdrawableAtBlock"]
  },
  EXIT_SAMPLES
)

/** The templates read with items, remembered while the same. */
const READ_TEMPLATES = new ReadTemplates()

/** The digest of how templates are made: the samples' templates and the kinds' orders, as a signed 32-bit number. */
function shapingDigest(): number {
  const parts = [
    String(TEMPLATE_EPOCH),
    ...HISTORY_SAMPLES.map((sample) => HISTORY.templateOf(sample) ?? ""),
    ...EXIT_SAMPLES.map((sample) => EXIT.templateOf(sample) ?? ""),
    JSON.stringify([HISTORY.orders, EXIT.orders])
  ]
  return hash("sha256", parts.join("\u0000"), "buffer").readInt32BE(0)
}

/**
 * The templates a storage keeps beside history transactions and exits (the SQL adapter's `RenderingCache`): made from
 * a record when it is stored, attached to the item read with one, all under `shaping` (a template of another is stale).
 */
export const templateMaker = {
  /** The digest of the shaping the templates are made under. */
  shaping: shapingDigest(),
  /** The template of a forged transaction (undefined: it is written from its fields). */
  history: (record: TransactionRecord): string | undefined =>
    HISTORY.templateOf(historyTransaction(record, PLACEHOLDER_TOKEN, JUST_FORGED)),
  /** The template of an exit (undefined: it is written from its fields). */
  exit: (record: ExitRecord): string | undefined =>
    EXIT.templateOf(exitWithToken(record, PLACEHOLDER_TOKEN, JUST_FORGED, 0n)),
  /** The rendering of a template of the current shaping read with an item. */
  stored: (template: string): StoredRendering => renderingOf(READ_TEMPLATES.of(template))
}

/** The texts of `kind`'s items in `revision`: from their stored template when they carry one (items read as their
 * template always do, as it is this module that makes them), else from their fields. */
function templatedItemText<A extends { readonly token: Token }>(
  kind: TemplateKind<A>,
  revision: Revision,
  view: DomainEncoder<A>
): { readonly text: ItemText<Rendered<A> | AsTemplate<A>>; readonly templated: (item: Rendered<A>) => boolean } {
  const index = REVISIONS.indexOf(revision)
  const token = memoizedItemText(jsonEncoder(Token), sameEncoding(Token))
  const fromFields = viewItemText(view)
  return {
    text: (item) => {
      const template = templateIn(item)
      return template === undefined
        ? fromFields(item as Rendered<A>)
        : kind.rendered(template, index, item, token(item.token))
    },
    templated: (item) => templateIn(item) !== undefined
  }
}

/** The list texts of history transactions in `revision` through its `view`. */
export function historyItemText(
  revision: Revision,
  view: DomainEncoder<HistoryTransaction>
): ItemText<HistoryPageItem> {
  return templatedItemText(HISTORY, revision, view).text
}

/** The list texts of exits in `revision` through its `view`. */
export function exitItemText(revision: Revision, view: DomainEncoder<Exit>): ItemText<Rendered<Exit>> {
  return templatedItemText(EXIT, revision, view).text
}

/** One item of `kind`: from its template when it carries one, its `ETag` from its version; else as any resource. */
function templatedResource<A extends { readonly token: Token }>(
  kind: TemplateKind<A>,
  revision: Revision,
  view: DomainEncoder<A>
): Render<Rendered<A>> {
  const { text, templated } = templatedItemText(kind, revision, view)
  const fromFields = viewResource(view)
  return (item) => {
    if (!templated(item)) return fromFields(item)
    const rendered = text(item)
    return taggedJsonResponse(rendered.text, entityTag(rendered.version))
  }
}

/** The renderer of one history transaction in `revision` through its `view`. */
export function historyResource(
  revision: Revision,
  view: DomainEncoder<HistoryTransaction>
): Render<Rendered<HistoryTransaction>> {
  return templatedResource(HISTORY, revision, view)
}

/** The renderer of one exit in `revision` through its `view`. */
export function exitResource(revision: Revision, view: DomainEncoder<Exit>): Render<Rendered<Exit>> {
  return templatedResource(EXIT, revision, view)
}
