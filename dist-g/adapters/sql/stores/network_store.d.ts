import { NetworkStore } from "../../../core/ports/network_store.ts";
/** The NetworkStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<NetworkStore, never, import("../connection/database.ts").SqlDatabase>;
