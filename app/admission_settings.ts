/**
 * Admission control as the configuration sets it (`adapters/http/transport/admission.ts`): `ADMISSION=on|off`,
 * the bound on requests in progress per route class (`ADMISSION_MAX_READS`, `ADMISSION_MAX_LISTS`,
 * `ADMISSION_MAX_WRITES`), on the event loop's lag (`ADMISSION_MAX_EVENT_LOOP_LAG_MS`, 0 = not checked) and the
 * `Retry-After` of a shed request (`ADMISSION_RETRY_AFTER_SECONDS`). Each bound holds per process; the variables are
 * declared in `config.ts`. How the defaults fare is `npm run bench:overload`'s (bench/RESULTS.md, docs/operations.md:
 * on memory storage the lag bound does not yet see a queue held by the kernel).
 */
import type { AdmissionSettings } from "../adapters/http/transport/admission.ts"

/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes in progress; a 100 ms event-loop lag; retry after 1 s. */
export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = {
  enabled: true,
  maxInFlight: { read: 256, list: 64, write: 64 },
  maxEventLoopLagMillis: 100,
  retryAfterSeconds: 1
}
