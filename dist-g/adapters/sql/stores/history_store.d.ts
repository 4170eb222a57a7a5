import { HistoryStore } from "../../../core/ports/history_store.ts";
/** The HistoryStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<HistoryStore, never, import("../connection/database.ts").SqlDatabase>;
