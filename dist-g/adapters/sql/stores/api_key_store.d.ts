import { ApiKeyStore } from "../../../core/ports/api_keys.ts";
/** The ApiKeyStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<ApiKeyStore, never, import("../connection/database.ts").SqlDatabase>;
