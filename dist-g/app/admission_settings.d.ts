/**
 * Admission control as the configuration sets it (`adapters/http/transport/admission.ts`): `ADMISSION=on|off`,
 * the bound on requests in progress per route class (`ADMISSION_MAX_READS`, `ADMISSION_MAX_LISTS`,
 * `ADMISSION_MAX_WRITES`), the queue delay's target (`ADMISSION_MAX_QUEUE_DELAY_MS`, 0 = not checked) and the
 * `Retry-After` of a shed request (`ADMISSION_RETRY_AFTER_SECONDS`). Each bound holds per process; the variables are
 * declared in `config.ts`. How the defaults fare under overload is `npm run bench:overload`'s (bench/RESULTS.md).
 */
import type { AdmissionSettings } from "../adapters/http/transport/admission.ts";
/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes in progress; a 10 ms queue-delay target; retry after 1 s. */
export declare const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings;
