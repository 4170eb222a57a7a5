/** Default bounds: admission on; 256 reads, 64 list reads and 64 writes in progress; a 10 ms queue-delay target; retry after 1 s. */
export const DEFAULT_ADMISSION_SETTINGS = {
    enabled: true,
    maxInFlight: { read: 256, list: 64, write: 64 },
    maxQueueDelayMillis: 10,
    retryAfterSeconds: 1
};
