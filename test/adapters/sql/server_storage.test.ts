import { describeStorageContract } from "../../contract/storage_contract.ts"
import { DATABASE_URL, serverStorage } from "./test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

describeWith(POSTGRES_SERVER)("PostgreSQL server", () =>
  describeStorageContract("PostgreSQL server", serverStorage(DATABASE_URL ?? "postgres://unset"))
)
