/**
 * The HTTP edge of the served application as the configuration sets it (`app/config.ts`,
 * `EdgeSettings`): CORS origins, compression threshold, request deadline, metrics, and the
 * request log whenever `LOG_LEVEL` lets Info lines through.
 */
import { Duration, Option } from "effect";
import { logsRequests } from "./logging.js";
/** The edge options of the served application. */
export function edgeOptionsOf(settings) {
    return {
        corsOrigins: settings.corsOrigins,
        compressionMinBytes: Option.getOrElse(settings.compressionMinBytes, () => false),
        requestTimeout: Duration.seconds(settings.requestTimeoutSeconds),
        metrics: settings.metrics,
        accessLog: logsRequests(settings.logLevel)
    };
}
