/**
 * One revision's handlers as plain tables by group and endpoint: each calls its use case and renders the
 * outcome (renderers compiled and ports captured once); revision differences are read from core.
 */
import { Effect } from "effect";
import type { WallClock } from "../../../core/ports/clock.ts";
import type { Ledger } from "../../../core/ports/ledger.ts";
import type { NetworkSettings } from "../../../core/ports/network_settings.ts";
import type { SignatureVerifier } from "../../../core/ports/signature_verifier.ts";
import type { StoragePorts } from "../../../core/ports/storage_ports.ts";
import { type Revision } from "../../../core/revision/revision.ts";
import { EventHub } from "../../../core/use_cases/mod.ts";
import type { EndpointHandler } from "./endpoint.ts";
/** A handler table whatever the endpoints' types: each is called only with its own schemas' output, so a (bivariant) method signature fits. */
export interface HandlerTable {
    readonly [endpoint: string]: {
        handle(request: Parameters<EndpointHandler>[0]): ReturnType<EndpointHandler>;
    }["handle"];
}
/** The handlers of every group of one revision, by group name. */
export type HandlerTables = Readonly<Record<string, HandlerTable>>;
/** The services the application needs: every storage port but the ledger, the wall clock, the network settings and the signature verifier. */
export type ApplicationServices = Exclude<StoragePorts, Ledger> | WallClock | NetworkSettings | SignatureVerifier;
/** The handler tables of `revision` over the services in context (an event subscriber cut past `eventBufferBytes` waiting); `/metrics` is a 404 without a `MetricsExposition`. */
export declare const handlerTables: (revision: Revision, eventBufferBytes?: number | undefined) => Effect.Effect<Record<string, HandlerTable> & Readonly<Record<string, HandlerTable>>, never, EventHub.EventHub | ApplicationServices>;
