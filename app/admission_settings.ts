/** Admission control as the configuration sets it: `ADMISSION=on|off`, the per-process bounds on requests in progress
 * and on demand per route class, how long demand may stand past a bound, and a shed request's `Retry-After`. */
import type { AdmissionSettings } from "../adapters/http/edge/admission.ts"
import { DEFAULT_CLIENT_SHARE_PERCENT } from "../core/use_cases/client_share.ts"

/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes; demand past them shed after 50 ms; retry after
 * 1 s; each client at most its share (`CLIENT_SHARE_PERCENT`) of each bound. */
export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = {
  enabled: true,
  maxInFlight: { read: 256, list: 64, write: 64 },
  sustainMillis: 50,
  retryAfterSeconds: 1,
  clientSharePercent: DEFAULT_CLIENT_SHARE_PERCENT
}
