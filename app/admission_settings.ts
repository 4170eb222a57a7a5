/**
 * Admission control as the configuration sets it (`adapters/http/transport/admission.ts`): `ADMISSION=on|off`,
 * the bound on requests in progress and on demand per route class (`ADMISSION_MAX_READS`, `ADMISSION_MAX_LISTS`,
 * `ADMISSION_MAX_WRITES`), how long demand may stand past a bound before the excess is shed (`ADMISSION_SUSTAIN_MS`)
 * and the `Retry-After` of a shed request (`ADMISSION_RETRY_AFTER_SECONDS`). Each bound holds per process; the
 * variables are declared in `config.ts`. How the defaults fare under overload is `npm run bench:overload`'s (bench/RESULTS.md).
 */
import type { AdmissionSettings } from "../adapters/http/transport/admission.ts"

/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes; demand past them shed after 50 ms; retry after 1 s. */
export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = {
  enabled: true,
  maxInFlight: { read: 256, list: 64, write: 64 },
  sustainMillis: 50,
  retryAfterSeconds: 1
}
