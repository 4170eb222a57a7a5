/**
 * Admission control as the configuration sets it (`adapters/http/transport/admission.ts`): `ADMISSION=on|off`,
 * the bound on requests in progress per route class (`ADMISSION_MAX_READS`, `ADMISSION_MAX_LISTS`,
 * `ADMISSION_MAX_WRITES`), on the event loop's lag (`ADMISSION_MAX_EVENT_LOOP_LAG_MS`, 0 = not checked) and the
 * `Retry-After` of a shed request (`ADMISSION_RETRY_AFTER_SECONDS`). Each bound holds per process. The defaults
 * come from `npm run bench:overload` on a 2-core machine (`docs/operations.md`, Overload): the work in progress
 * bounds sit far above what the node has in progress at full throughput on PostgreSQL, so only an overload meets
 * them; the lag bound sits well above the lag of a node at full throughput with few connections and well below
 * that of a node queueing 2,000 connections' requests.
 */
import type { AdmissionSettings } from "../adapters/http/transport/admission.ts"

/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes in progress; a 100 ms event-loop lag; retry after 1 s. */
export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = {
  enabled: true,
  maxInFlight: { read: 256, list: 64, write: 64 },
  maxEventLoopLagMillis: 100,
  retryAfterSeconds: 1
}
