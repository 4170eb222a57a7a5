import { TokenStore } from "../../../core/ports/token_store.ts";
/** The TokenStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<TokenStore, never, import("../connection/database.ts").SqlDatabase>;
