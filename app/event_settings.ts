/** The live event stream of the served application as the configuration sets it (`app/config.ts`, `EventSettings`). */
import { Duration } from "effect"
import type { EventStreamOptions } from "../adapters/http/server/routes.ts"
import type { EventSettings } from "./config.ts"

/** The event stream's options: limits (each client's share too), heartbeat and retention (this process prunes what is older). */
export function eventOptionsOf(settings: EventSettings): EventStreamOptions {
  return {
    maxSubscribers: settings.maxSubscribers,
    clientSharePercent: settings.clientSharePercent,
    bufferBytes: settings.bufferBytes,
    heartbeat: Duration.seconds(settings.heartbeatSeconds),
    retention: Duration.hours(settings.retentionHours)
  }
}
