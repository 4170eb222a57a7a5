import { ExitStore } from "../../../core/ports/exit_store.ts";
/** The ExitStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<ExitStore, never, import("../connection/database.ts").SqlDatabase>;
