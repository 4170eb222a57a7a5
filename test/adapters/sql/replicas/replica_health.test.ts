/** `/health` over replicas that are not what they should be: each one's role, state, lag and last batch, never where
 * it is (no host, port, database or user), which `/metrics` names for the operator. */
import { Effect, Layer, Redacted } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { SystemClock } from "../../../../adapters/system/mod.ts"
import { templateMaker } from "../../../../adapters/http/rendering/templated_items.ts"
import { webHandler } from "../../../../app/server.ts"
import { FixtureSettings } from "../../http/fixture.ts"
import { send } from "../../http/web_client.ts"
import { describeWith, POSTGRES_SERVER } from "../../../real_parts.ts"
import { DATABASE_URL, freshServerDatabase, sqlStorage } from "../test_databases.ts"

/** A replica no server answers, named by what an attacker would like to learn. */
const UNREACHABLE = "postgres://replica_operator:s3cret@127.0.0.1:1/replica_db_name"

describeWith(POSTGRES_SERVER)("/health over replicas, named nowhere on it", () => {
  let web: ReturnType<typeof webHandler> | undefined
  let database = ""
  beforeAll(async () => {
    const url = DATABASE_URL ?? ""
    const storage = Layer.unwrap(
      Effect.map(freshServerDatabase(url), (primary) => {
        database = new URL(primary).pathname.slice(1)
        // The primary given as a replica too: it answers, but is no standby.
        return sqlStorage({
          connection: { url: Redacted.make(primary), maxConnections: 2 },
          readReplicas: { urls: [Redacted.make(UNREACHABLE), Redacted.make(primary)], checkInterval: "250 millis" },
          templates: templateMaker
        })
      })
    )
    web = webHandler(Layer.mergeAll(storage, SystemClock.layer, FixtureSettings))
    await send((request) => web!.handler(request), "/health")
  }, 60_000)
  afterAll(() => web?.dispose())

  it("says each replica's role, state, lag and last batch, in the configured order, and nothing of where it is", async () => {
    const health = await send((request) => web!.handler(request), "/health")
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({
      status: "UP",
      storage: {
        replicas: [
          {
            role: "unknown",
            state: "unreachable",
            status: "UNUSED",
            reason: "unreachable at its last check",
            lagSeconds: null,
            lastBatch: 0
          },
          {
            role: "primary",
            state: "not-in-recovery",
            status: "UNUSED",
            reason: "not in recovery: not a streaming replica (promoted?)",
            lagSeconds: null,
            lastBatch: 0
          }
        ]
      }
    })
    for (const secret of ["127.0.0.1", "localhost", "5432", "replica_db_name", "replica_operator", "s3cret", database])
      expect(health.text, secret).not.toContain(secret)
    expect(health.text).not.toMatch(/ECONNREFUSED|connect|"name"/u)
  })

  it("leaves where each replica is to the metrics' replica label, for the operator", async () => {
    const metrics = (await send((request) => web!.handler(request), "/metrics")).text
    expect(metrics).toContain('storage_replica_usable{replica="127.0.0.1:1/replica_db_name"} 0')
    expect(metrics).toContain(`/${database}"} 0`)
  })
})
