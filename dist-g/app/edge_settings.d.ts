import type { EdgeOptions } from "../adapters/http/edge/mod.ts";
import type { EdgeSettings } from "./config.ts";
/** The edge options of the served application. */
export declare function edgeOptionsOf(settings: EdgeSettings): EdgeOptions;
