/** The storage contract suites on a real PostgreSQL server: run when DATABASE_URL names one, skipped otherwise. */
import { describe } from "@effect/vitest"
import { describeStorageContract } from "../../contract/storage_contract.ts"
import { DATABASE_URL, serverStorage } from "./test_databases.ts"

describe.skipIf(DATABASE_URL === undefined)(
  DATABASE_URL === undefined ? "PostgreSQL server (skipped: DATABASE_URL is not set)" : "PostgreSQL server",
  () => describeStorageContract("PostgreSQL server", serverStorage(DATABASE_URL ?? "postgres://unset"))
)
