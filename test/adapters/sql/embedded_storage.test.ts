/** The storage contract suites on the embedded PostgreSQL (PGlite), always run. */
import { describeStorageContract } from "../../contract/storage_contract.ts"
import { embeddedStorage } from "./test_databases.ts"

describeStorageContract("embedded PostgreSQL", embeddedStorage)
