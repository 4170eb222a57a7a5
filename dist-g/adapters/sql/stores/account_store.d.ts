import { AccountStore } from "../../../core/ports/account_store.ts";
/** The joins of an account's (alias `a`) token (`k`) and latest state (`u`: nonce and balance, none before any batch). */
export declare const ACCOUNT_JOINS: string;
/** The AccountStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<AccountStore, never, import("../connection/database.ts").SqlDatabase>;
