/** Webhook delivery metrics in the process registry (served by `/metrics`): attempts by outcome, their latency, and
 * endpoints disabled by reason. */
import { counter, histogram } from "../metrics/process_registry.ts"
import type { SendOutcome } from "../../core/ports/webhook_sender.ts"

/** What the dispatcher reports to (its `onAttempt` and `onDisabled` options). */
export interface WebhookMetrics {
  readonly onAttempt: (outcome: SendOutcome, delivered: boolean) => void
  readonly onDisabled: (reason: string) => void
}

const attempts = counter({
  name: "webhook_deliveries_total",
  help: "Webhook delivery attempts, by outcome: delivered (2xx), http_error (another status) or no_answer (refused, timeout, connection error)",
  labelNames: ["outcome"]
})

const latency = histogram({
  name: "webhook_delivery_duration_seconds",
  help: "From sending a webhook delivery to its answer's status (or its failure)",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
})

const disabled = counter({
  name: "webhook_endpoints_disabled_total",
  help: "Webhook endpoints disabled, by reason: failing or expired",
  labelNames: ["reason"]
})

/** The process's webhook metrics (registered from this call on). */
export function webhookMetrics(): WebhookMetrics {
  const attempted = attempts()
  const latencies = latency()
  const disabledEndpoints = disabled()
  return {
    onAttempt: (outcome, delivered) => {
      attempted.inc({ outcome: delivered ? "delivered" : outcome.status === null ? "no_answer" : "http_error" })
      latencies.observe(outcome.latencyMs / 1000)
    },
    onDisabled: (reason) => disabledEndpoints.inc({ reason })
  }
}
