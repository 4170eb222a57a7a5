/**
 * Webhook delivery metrics in the process's default registry (served by `/metrics` beside the others, docs/operations.md):
 * attempts by outcome, their latency, and endpoints disabled by reason; created once per process.
 */
import { Counter, Histogram, register } from "prom-client"
import type { SendOutcome } from "../../core/ports/webhook_sender.ts"

/** What the dispatcher reports to (its `onAttempt` and `onDisabled` options). */
export interface WebhookMetrics {
  readonly onAttempt: (outcome: SendOutcome, delivered: boolean) => void
  readonly onDisabled: (reason: string) => void
}

/** A metric of the default registry, created by `make` the first time it is asked for. */
function single<M>(name: string, make: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? make()
}

/** The process's webhook metrics. */
export function webhookMetrics(): WebhookMetrics {
  const attempts = single("webhook_deliveries_total", () =>
    new Counter({
      name: "webhook_deliveries_total",
      help: "Webhook delivery attempts, by outcome: delivered (2xx), http_error (another status) or no_answer (refused, timeout, connection error)",
      labelNames: ["outcome"]
    }))
  const latency = single("webhook_delivery_duration_seconds", () =>
    new Histogram({
      name: "webhook_delivery_duration_seconds",
      help: "From sending a webhook delivery to its answer's status (or its failure)",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
    }))
  const disabled = single("webhook_endpoints_disabled_total", () =>
    new Counter({ name: "webhook_endpoints_disabled_total", help: "Webhook endpoints disabled, by reason: failing or expired", labelNames: ["reason"] }))
  return {
    onAttempt: (outcome, delivered) => {
      attempts.inc({ outcome: delivered ? "delivered" : outcome.status === null ? "no_answer" : "http_error" })
      latency.observe(outcome.latencyMs / 1000)
    },
    onDisabled: (reason) => disabled.inc({ reason })
  }
}
