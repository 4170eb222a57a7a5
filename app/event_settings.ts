/** The live event stream of the served application as the configuration sets it (`app/config.ts`, `EventSettings`). */
import { Duration } from "effect"
import type { EventHub } from "../core/use_cases/mod.ts"
import type { EventSettings } from "./config.ts"

/** The event hub's options: limits, heartbeat and retention (this process prunes what is older). */
export function eventOptionsOf(settings: EventSettings): EventHub.HubOptions {
  return {
    maxSubscribers: settings.maxSubscribers,
    bufferLimit: settings.bufferLimit,
    heartbeat: Duration.seconds(settings.heartbeatSeconds),
    retention: Duration.hours(settings.retentionHours)
  }
}
