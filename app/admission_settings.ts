/** Admission control as the configuration sets it: `ADMISSION=on|off`, the per-process bounds on requests in progress
 * and on demand per route class, how long demand may stand past a bound, and a shed request's `Retry-After`. */
import type { AdmissionSettings } from "../adapters/http/edge/admission.ts"

/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes; demand past them shed after 50 ms; retry after 1 s. */
export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = {
  enabled: true,
  maxInFlight: { read: 256, list: 64, write: 64 },
  sustainMillis: 50,
  retryAfterSeconds: 1
}
