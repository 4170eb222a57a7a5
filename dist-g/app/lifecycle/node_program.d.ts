/**
 * The server's program, run by `app/main.ts` once the transport server is listening
 * (`listen_at_once.ts`): it checks the configuration up front (`app/config.ts`: every bad
 * variable one line, naming it, its value and the rule), opens the configured storage
 * (`app/storage.ts`) for its `ROLE` — a writer (`all`, the default, or `writer`) holds the
 * database's writer lock, migrates, seeds the devnet into it through the Ledger when it holds no
 * chain yet (unless `DEVNET=false`) and runs the devnet forger every `FORGE_INTERVAL_SECONDS`; a
 * reader only checks the schema and does none of that; every role waits up to 60 s for a
 * PostgreSQL server that cannot be reached yet — builds the routes of each served revision and
 * hands them to the transport, which then stops answering 503 `ErrStarting`. It fails (exit 1,
 * the reason in one line at level fatal, `start_failure.ts`) when the configuration is invalid,
 * no revision is served or the base paths conflict, the port cannot be listened on, the storage
 * cannot start, a second writer finds the lock held, or a reader finds the schema not the one it
 * expects (or runs on a storage no writer shares).
 *
 * Interrupting it (SIGTERM, SIGINT) shuts the node down in order: the transport stops accepting
 * and drains the requests in flight for up to `SHUTDOWN_TIMEOUT_SECONDS`, cuts the rest, then
 * the forger stops and the storage closes (the embedded PostgreSQL flushes its data directory).
 *
 * As a worker of `WEB_CONCURRENCY` processes (`supervisor.ts`) it also refuses what several
 * processes cannot share (`web_concurrency.ts`), says which worker it is on every log line,
 * joins the shared port only once ready when others already serve (`join_listening.ts`),
 * reports that it is ready to the supervisor, and answers `/metrics` for every worker
 * (`worker_metrics.ts`).
 */
import { Effect } from "effect";
import { type ClusterWorker } from "./cluster_worker.ts";
import type { EarlyServer } from "./listen_at_once.ts";
import type { ShutdownWatchdog } from "./shutdown_watchdog.ts";
/** The server's program over the early transport (as the cluster's `worker`, if it is one): runs until interrupted, then shuts down in order. */
export declare function nodeProgram(early: EarlyServer, watchdog: ShutdownWatchdog, worker?: ClusterWorker): Effect.Effect<never, import("../../adapters/sql/connection/embedded_postgres.ts").EmbeddedPostgresError | Error | import("../../core/ports/ledger.ts").LedgerRejected | import("effect/sql/Migrator").MigrationError | import("../../adapters/sql/schema/schema_check.ts").SchemaMismatch | import("effect/sql/SqlError").SqlError | import("../../adapters/sql/schema/writer_claim.ts").WriterTaken, never>;
