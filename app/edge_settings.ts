/** The HTTP edge as the configuration sets it: CORS origins, compression threshold, request deadline, metrics, and the
 * request log whenever `LOG_LEVEL` lets Info lines through. */
import { Duration, Option } from "effect"
import type { EdgeOptions } from "../adapters/http/edge/mod.ts"
import type { EdgeSettings } from "./config.ts"
import { logsRequests } from "./logging.ts"

/** The edge options of the served application. */
export function edgeOptionsOf(settings: EdgeSettings): EdgeOptions {
  return {
    corsOrigins: settings.corsOrigins,
    compressionMinBytes: Option.getOrElse(settings.compressionMinBytes, (): false => false),
    requestTimeout: Duration.seconds(settings.requestTimeoutSeconds),
    metrics: settings.metrics,
    accessLog: logsRequests(settings.logLevel)
  }
}
