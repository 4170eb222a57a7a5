/** The WebhookStore port in memory: one process's endpoints and delivery log, lost when it ends. Each operation is one
 * `Effect.sync` run to completion, so claims and settlements are atomic as the port asks. */
import { Effect, Layer, Option } from "effect"
import type { WebhookDelivery } from "../../core/domain/webhook.ts"
import { ItemId } from "../../core/domain/scalars.ts"
import { paginate } from "../../core/pagination/page.ts"
import { type WebhookCreateOutcome, type WebhookRecord, WebhookStore } from "../../core/ports/webhook_store.ts"

/** An endpoint with its lease. */
interface Row {
  record: WebhookRecord
  lease: { readonly worker: string; readonly until: number } | null
  readonly deliveries: Array<WebhookDelivery>
}

/** The WebhookStore port on a fresh, empty set of endpoints (each build its own). */
export const layer: Layer.Layer<WebhookStore> = Layer.sync(WebhookStore, () => {
  /** The endpoints by id, in creation order. */
  const rows = new Map<string, Row>()
  let nextItem = 1
  const owned = (owner: string, id: string) => {
    const row = rows.get(id)
    return row !== undefined && row.record.owner === owner ? row : undefined
  }
  return WebhookStore.of({
    create: (record, maxPerOwner) =>
      Effect.sync((): WebhookCreateOutcome => {
        let count = 0
        for (const row of rows.values()) if (row.record.owner === record.owner) count++
        if (count >= maxPerOwner) return { _tag: "LimitReached" }
        rows.set(record.id, { record, lease: null, deliveries: [] })
        return { _tag: "Created" }
      }),
    list: (owner) =>
      Effect.sync(() => [...rows.values()].filter((row) => row.record.owner === owner).map((row) => row.record)),
    get: (owner, id) => Effect.sync(() => Option.fromUndefinedOr(owned(owner, id)?.record)),
    remove: (owner, id) => Effect.sync(() => owned(owner, id) !== undefined && rows.delete(id)),
    replay: (owner, id, after, at) =>
      Effect.sync(() => {
        const row = owned(owner, id)
        if (row === undefined) return Option.none()
        row.record = {
          ...row.record,
          cursor: after,
          attempts: 0,
          failingSince: null,
          nextAttemptAt: at,
          disabled: null
        }
        // A worker holding it loses it: its next settlement would move the cursor on again.
        row.lease = null
        return Option.some(row.record)
      }),
    deliveries: (id, page) =>
      Effect.sync(() => paginate(rows.get(id)?.deliveries ?? [], page, (delivery) => delivery.itemId)),
    claim: (worker, now, leaseUntil, limit, below) =>
      Effect.sync(() => {
        const due = [...rows.values()]
          .filter(
            (row) =>
              row.record.disabled === null &&
              row.record.nextAttemptAt.getTime() <= now.getTime() &&
              row.record.cursor < below &&
              (row.lease === null || row.lease.until < now.getTime())
          )
          .sort((a, b) => a.record.nextAttemptAt.getTime() - b.record.nextAttemptAt.getTime())
        return due.slice(0, limit).map((row) => {
          row.lease = { worker, until: leaseUntil.getTime() }
          return row.record
        })
      }),
    settle: (id, worker, settlement) =>
      Effect.sync(() => {
        const row = rows.get(id)
        if (row === undefined || row.lease === null || row.lease.worker !== worker) return false
        row.record = {
          ...row.record,
          cursor: settlement.cursor,
          attempts: settlement.attempts,
          failingSince: settlement.failingSince,
          nextAttemptAt: settlement.nextAttemptAt,
          disabled: settlement.disabled ?? row.record.disabled
        }
        row.lease =
          settlement.leaseUntil === null || settlement.disabled !== undefined
            ? null
            : { worker, until: settlement.leaseUntil.getTime() }
        if (settlement.attempt !== undefined)
          row.deliveries.push({ itemId: ItemId.make(nextItem++), ...settlement.attempt })
        return true
      }),
    pruneDeliveries: (before) =>
      Effect.sync(() => {
        for (const row of rows.values()) {
          const kept = row.deliveries.filter((delivery) => delivery.at.getTime() >= before.getTime())
          row.deliveries.splice(0, row.deliveries.length, ...kept)
        }
      })
  })
})
