/**
 * The exit code of the server process: 0 when it ran until a signal stopped it (SIGTERM and
 * SIGINT end in a clean shutdown, not an error), otherwise Effect's default (1 for a failure
 * such as a bad configuration or a storage that cannot start, reported with its cause), once
 * every log line is written (`logsWritten`).
 */
import { Runtime } from "effect";
/** The teardown of the server's main program: an interruption (by a signal) exits 0; the logs are written first. */
export declare const serverTeardown: Runtime.Teardown;
