/**
 * Read ports on replicas: a GET goes to a usable replica holding its view's least batch, else the primary. Chain data is
 * written per batch, so such a replica answers as the primary; the pool changes on every POST, so it reads the primary.
 */
import { Context } from "effect";
import { AccountStore } from "../../../core/ports/account_store.ts";
import { AuctionStore } from "../../../core/ports/auction_store.ts";
import { AuthorizationStore } from "../../../core/ports/authorization_store.ts";
import { BatchStore } from "../../../core/ports/batch_store.ts";
import { ExitStore } from "../../../core/ports/exit_store.ts";
import { HistoryStore } from "../../../core/ports/history_store.ts";
import { NetworkStore } from "../../../core/ports/network_store.ts";
import { PoolStore } from "../../../core/ports/pool_store.ts";
import { TokenStore } from "../../../core/ports/token_store.ts";
import type { ReadReplicas } from "./read_replicas.ts";
/** The ports a replica can answer. */
export type ReadPorts = TokenStore | AccountStore | ExitStore | HistoryStore | BatchStore | AuctionStore | NetworkStore | PoolStore | AuthorizationStore;
/** The read ports of `primary` with their reads routed to the ports of `onReplicas` as `replicas` allow. */
export declare function routeReads(primary: Context.Context<ReadPorts>, onReplicas: ReadonlyArray<Context.Context<ReadPorts>>, replicas: ReadReplicas): Context.Context<ReadPorts>;
