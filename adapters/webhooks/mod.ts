/** The webhooks adapter: the outbound side of signed webhooks on Node (the Standard Webhooks signature, the target
 * policy against SSRF, the HTTP sender and the delivery metrics). */
export * as WebhookHttpSender from "./http_sender.ts"
export * as WebhookSignature from "./webhook_signature.ts"
export * as WebhookTargets from "./target_policy.ts"
export * as WebhookAddresses from "./address_policy.ts"
export * as WebhookMetrics from "./webhook_metrics.ts"
