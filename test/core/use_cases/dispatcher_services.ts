/** The services a webhook dispatcher test runs on: memory storage, the system clock and a sender of the test's own. */
import { Effect, Layer } from "effect"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { memoryStorageOnDatabase } from "../../adapters/memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { WebhookSender } from "../../../core/ports/webhook_sender.ts"

/** Memory storage on its database, the system clock, and a sender that refuses no target, makes `whsec_AAAA` and sends with `send`. */
export function dispatcherServices(send: WebhookSender["Service"]["send"]) {
  const sender = Layer.succeed(
    WebhookSender,
    WebhookSender.of({ newSecret: Effect.succeed("whsec_AAAA"), refusal: () => undefined, send })
  )
  return Layer.mergeAll(Layer.provideMerge(memoryStorageOnDatabase, MemoryDatabase.layer), SystemClock.layer, sender)
}
