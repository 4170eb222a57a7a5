import type { EventStreamOptions } from "../adapters/http/server/routes.ts";
import type { EventSettings } from "./config.ts";
/** The event stream's options: limits, heartbeat and retention (this process prunes what is older). */
export declare function eventOptionsOf(settings: EventSettings): EventStreamOptions;
