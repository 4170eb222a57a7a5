/** Signed webhooks as the configuration sets them (`WEBHOOKS_*`): the settings, their defaults, the retry schedule, and
 * the dispatcher running in every API process over the storage. */
import { Config, Duration, Effect, Layer, Schema } from "effect"
import { hostname } from "node:os"
import { randomBytes } from "node:crypto"
import { WebhookHttpSender, WebhookMetrics } from "../adapters/webhooks/mod.ts"
import { WebhookDispatcher } from "../core/use_cases/mod.ts"
import { DEFAULT_RETRY_SCHEDULE_SECONDS } from "../core/use_cases/webhook_retry.ts"
import { DEFAULT_MAX_PER_KEY } from "../core/use_cases/webhooks.ts"

/** Webhook delivery settings. */
export interface WebhookSettings {
  /** Deliver from this process (`WEBHOOKS`); the endpoints are served by the API either way. */
  readonly enabled: boolean
  /** Retry delays in seconds after each failed attempt; spent, the endpoint is disabled (`WEBHOOKS_RETRY_SCHEDULE`). */
  readonly retryScheduleSeconds: ReadonlyArray<number>
  /** Endpoints one process delivers to at once (`WEBHOOKS_CONCURRENCY`). */
  readonly concurrency: number
  /** Seconds an endpoint stays claimed by a process without a write (`WEBHOOKS_LEASE_SECONDS`). */
  readonly leaseSeconds: number
  /** Seconds between looks for retries falling due (`WEBHOOKS_POLL_SECONDS`). */
  readonly pollSeconds: number
  /** Milliseconds to connect to a receiver (`WEBHOOKS_CONNECT_TIMEOUT_MS`). */
  readonly connectTimeoutMs: number
  /** Milliseconds to a receiver's answer (`WEBHOOKS_RESPONSE_TIMEOUT_MS`). */
  readonly responseTimeoutMs: number
  /** Deliver to loopback, private and link-local addresses and over http (`WEBHOOKS_ALLOW_PRIVATE_TARGETS`). */
  readonly allowPrivateTargets: boolean
  /** Endpoints one API key may register (`WEBHOOKS_MAX_PER_KEY`). */
  readonly maxPerKey: number
}

/** The defaults: on, public https targets only, and the dispatcher's, the sender's and the endpoints' own defaults. */
export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  enabled: true,
  retryScheduleSeconds: DEFAULT_RETRY_SCHEDULE_SECONDS,
  concurrency: WebhookDispatcher.DEFAULT_CONCURRENCY,
  leaseSeconds: Duration.toSeconds(WebhookDispatcher.DEFAULT_LEASE),
  pollSeconds: Duration.toSeconds(WebhookDispatcher.DEFAULT_POLL_INTERVAL),
  connectTimeoutMs: WebhookHttpSender.DEFAULT_CONNECT_TIMEOUT_MS,
  responseTimeoutMs: WebhookHttpSender.DEFAULT_RESPONSE_TIMEOUT_MS,
  allowPrivateTargets: false,
  maxPerKey: DEFAULT_MAX_PER_KEY
}

/** The rule of `WEBHOOKS_RETRY_SCHEDULE`. */
export const RETRY_SCHEDULE_RULE = "a comma list of 1–20 delays in seconds > 0"

/** One delay: a number of seconds above 0. */
const DELAY = String.raw`(?:[1-9]\d*(?:\.\d+)?|0\.\d*[1-9]\d*)`
const ScheduleText = Schema.String.check(Schema.isPattern(new RegExp(`^${DELAY}(?:,${DELAY}){0,19}$`, "u")))

/** `WEBHOOKS_RETRY_SCHEDULE`: a comma list of delays in seconds. */
export function retryScheduleVariable(name: string): Config.Config<ReadonlyArray<number>> {
  return Config.schema(ScheduleText, name).pipe(
    Config.map((text): ReadonlyArray<number> => text.split(",").map(Number)),
    Config.withDefault(DEFAULT_RETRY_SCHEDULE_SECONDS)
  )
}

/** The sender's options of the settings. */
export function senderOptionsOf(settings: WebhookSettings): WebhookHttpSender.HttpSenderOptions {
  return {
    allowPrivateTargets: settings.allowPrivateTargets,
    connectTimeoutMs: settings.connectTimeoutMs,
    responseTimeoutMs: settings.responseTimeoutMs
  }
}

/** The dispatcher of this process, over the storage services in context (nothing when `enabled` is off); `retentionHours` bounds the delivery log. */
export function webhookDispatcherLayer(settings: WebhookSettings, retentionHours: number) {
  if (!settings.enabled) return Layer.empty
  const metrics = WebhookMetrics.webhookMetrics()
  return Layer.effectDiscard(
    WebhookDispatcher.run({
      worker: `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
      concurrency: settings.concurrency,
      lease: Duration.seconds(settings.leaseSeconds),
      pollInterval: Duration.seconds(settings.pollSeconds),
      retryScheduleSeconds: settings.retryScheduleSeconds,
      deliveryRetention: Duration.hours(retentionHours),
      onAttempt: metrics.onAttempt,
      onDisabled: metrics.onDisabled
    }).pipe(Effect.andThen(Effect.logInfo("webhooks: delivering", { concurrency: settings.concurrency })))
  ).pipe(Layer.provide(WebhookHttpSender.layer(senderOptionsOf(settings))))
}
