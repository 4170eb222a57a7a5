/** The scale benchmarks' own PostgreSQL cluster, made and started on first use, so a generated chain never sits in the
 * cluster the tests and CI's replica copy. */
import { execFileSync } from "node:child_process"

/** The port of the scale cluster. */
export const SCALE_CLUSTER_PORT = 5434

/** The name of the scale cluster (beside Debian's `main` and CI's `replica`). */
const SCALE_CLUSTER = "scale"

/** The default benchmark database: `zk_scale` on the scale cluster. */
export const DEFAULT_SCALE_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${SCALE_CLUSTER_PORT}/zk_scale`

/** A cluster as `pg_lsclusters` lists it. */
interface Cluster {
  readonly version: string
  readonly name: string
  readonly port: string
  readonly status: string
  readonly logFile: string
}

function run(command: string, args: ReadonlyArray<string>): string {
  return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
}

/** The clusters of this machine (none when Debian's cluster tools are missing). */
function clusters(): Array<Cluster> {
  let listed: string
  try {
    listed = run("pg_lsclusters", ["-h"])
  } catch {
    return []
  }
  return listed
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [version = "", name = "", port = "", status = "", , , logFile = ""] = line.trim().split(/\s+/u)
      return { version, name, port, status, logFile }
    })
}

/** Whether `url` names a server on this machine's scale cluster port. */
function onScaleCluster(url: string): boolean {
  const parsed = new URL(url)
  return parsed.port === String(SCALE_CLUSTER_PORT) && ["127.0.0.1", "localhost"].includes(parsed.hostname)
}

/**
 * Makes sure the scale cluster runs when `url` points at it: created with `pg_createcluster` beside the `main` cluster's
 * version (as root) and given the password the URL carries, then started. Any other URL is a server of the caller's, left as it is.
 */
export function ensureScaleCluster(url: string): void {
  if (!onScaleCluster(url)) return
  const all = clusters()
  let scale = all.find((cluster) => cluster.name === SCALE_CLUSTER)
  if (scale !== undefined && scale.port !== String(SCALE_CLUSTER_PORT)) {
    throw new Error(
      `the cluster "${scale.version} ${SCALE_CLUSTER}" listens on port ${scale.port}, not ${SCALE_CLUSTER_PORT}`
    )
  }
  if (scale === undefined) {
    const version = all.find((cluster) => cluster.name === "main")?.version ?? all[0]?.version
    if (version === undefined)
      throw new Error(
        `no PostgreSQL cluster here to make the scale cluster beside; pass --database-url (or SCALE_DATABASE_URL)`
      )
    try {
      run("pg_createcluster", [version, SCALE_CLUSTER, "-p", String(SCALE_CLUSTER_PORT), "--start"])
      const password = decodeURIComponent(new URL(url).password || "postgres").replaceAll("'", "''")
      run("su", ["postgres", "-c", `psql -q -p ${SCALE_CLUSTER_PORT} -c "ALTER USER postgres PASSWORD '${password}'"`])
    } catch (error) {
      throw new Error(
        `cannot make the scale cluster "${version} ${SCALE_CLUSTER}" (pg_createcluster as root): ${String(error)}; pass --database-url (or SCALE_DATABASE_URL)`
      )
    }
    scale = clusters().find((cluster) => cluster.name === SCALE_CLUSTER)
  }
  if (scale !== undefined && !scale.status.startsWith("online"))
    run("pg_ctlcluster", [scale.version, SCALE_CLUSTER, "start"])
}

/** The log file of the local cluster serving `url` (its port), where `auto_explain` writes; undefined when unknown. */
export function clusterLogOf(url: string): string | undefined {
  const port = new URL(url).port || "5432"
  return clusters().find((cluster) => cluster.port === port)?.logFile
}
