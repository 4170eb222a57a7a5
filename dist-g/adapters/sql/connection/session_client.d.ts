/**
 * A `SqlClient` on one `ReadSessions` (a transaction pins its session), for a pool of one connection: the
 * embedded database must never see two connections' messages interleaved. Unlike `PgClient.makeClient`, it reopens a lost connection.
 */
import { type PgConnection } from "@effect/sql-pg";
import { Context, Layer } from "effect";
import * as SqlClient from "effect/sql/SqlClient";
import { ReadSessions } from "./read_sessions.ts";
declare const SharedSessions_base: Context.ServiceClass<SharedSessions, "zk-api/adapters/sql/SharedSessions", ReadSessions>;
/** The sessions every statement of the client runs on. */
export declare class SharedSessions extends SharedSessions_base {
}
/** The client and its sessions on the server of `config` (`size` sessions, 1 for the embedded database). */
export declare function layer(config: PgConnection.Config, size?: number): Layer.Layer<SqlClient.SqlClient | SharedSessions>;
export {};
