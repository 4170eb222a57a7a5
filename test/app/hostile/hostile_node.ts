/** The node the hostile cases attack: a process on the memory storage's devnet (`server_process.ts`) with its stall
 * bounds and admission bounds set small, so each case runs in seconds; the addresses the clients come from, and a case
 * run on it with them. `HOSTILE_NODE_ENTRY` names another build's `dist/app/main.js` to attack instead of this tree's
 * sources. */
import { dirname, resolve } from "node:path"
import { type Bounds, boundsEnvironment } from "./bounds.ts"
import { summary } from "./fairness.ts"
import { type CaseReport, runCase } from "./hostile_case.ts"
import type { HostileKind } from "./hostile_socket.ts"
import type { WellBehavedRequest } from "./well_behaved.ts"
import { freePort, type ServerProcess, startServer, waitForStatus } from "../lifecycle/server_process.ts"

/** The bounds every case sets: a second each, a close counted within its bound up to one and a half bounds late. */
const CASE_BOUNDS: Bounds = { send: 1_000, bodyRead: 1_000, headers: 1_000, keepAlive: 1_000, tolerance: 1_500 }

/** The well-behaved client's address. */
const WELL_BEHAVED_FROM = "127.0.0.2"

/** The hostile client's address. */
const HOSTILE_FROM = "127.0.0.3"

/** How long the well-behaved client runs beside each attack (ms): a few of the bounds, so hostile sockets are closed
 * and opened again meanwhile. */
const CASE_WINDOW_MILLIS = 3_000

/** Over how long each attack's first wave is opened (ms): a bound, so that its sockets do not all close at once. */
const CASE_RAMP_MILLIS = 1_000

/** The small bounds: admission classes, event streams, connections per client, and the stall bounds. */
export const SMALL_BOUNDS: Readonly<Record<string, string>> = {
  ...boundsEnvironment(CASE_BOUNDS),
  ADMISSION_MAX_READS: "16",
  ADMISSION_MAX_LISTS: "8",
  ADMISSION_MAX_WRITES: "8",
  EVENTS_MAX_SUBSCRIBERS: "8",
  CLIENT_SHARE_PERCENT: "25",
  MAX_CONNECTIONS_PER_CLIENT: "64"
}

/** Starts the node with the small bounds and `environment` over them, on the memory storage; resolves once it serves. */
export async function startHostileNode(environment: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  const entry = process.env["HOSTILE_NODE_ENTRY"]
  const build = entry === undefined || entry === "" ? {} : { entry, cwd: resolve(dirname(entry), "../..") }
  const server = startServer(await freePort(), { STORAGE: "memory", ...SMALL_BOUNDS, ...environment }, build)
  await waitForStatus(server.port, "/config", 200)
  return server
}

/** Single-item reads of the devnet's data, each a 200 on a healthy node. */
export const SINGLE_READS: ReadonlyArray<WellBehavedRequest> = [
  { method: "GET", path: "/tokens/0" },
  { method: "GET", path: "/config" },
  { method: "GET", path: "/state" },
  { method: "GET", path: "/accounts/zk:ETH:256" },
  { method: "GET", path: "/batches/1" }
]

/** What a case attacks with from the hostile address: a kind and how many sockets at once. */
export interface CaseAttack {
  readonly kind: HostileKind
  readonly sockets: number
}

/** Runs a case on the node at `port` and prints its summary as `name`: `attacks` from the hostile address (each socket
 * the node closes opened again after 100 ms, each first wave opened over `CASE_RAMP_MILLIS`) beside the well-behaved
 * client's `mix` (two connections for `CASE_WINDOW_MILLIS`, `pauseMillis` between a loop's requests), each socket held
 * to `CASE_BOUNDS`. */
export async function caseOn(
  name: string,
  port: number,
  attacks: ReadonlyArray<CaseAttack>,
  mix: ReadonlyArray<WellBehavedRequest>,
  pauseMillis?: number
): Promise<CaseReport> {
  const report = await runCase({
    port,
    bounds: CASE_BOUNDS,
    rampMillis: CASE_RAMP_MILLIS,
    attacks: attacks.map((a) => ({ ...a, from: [HOSTILE_FROM], reopenAfterMillis: 100 })),
    wellBehaved: { from: WELL_BEHAVED_FROM, connections: 2, millis: CASE_WINDOW_MILLIS, mix, pauseMillis }
  })
  console.log(summary(name, report))
  return report
}
