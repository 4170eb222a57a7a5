import { AuthorizationStore } from "../../../core/ports/authorization_store.ts";
/** The AuthorizationStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<AuthorizationStore, never, import("../connection/database.ts").SqlDatabase>;
