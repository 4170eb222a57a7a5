/** The storage contract suites on the in-memory adapter. */
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import { describeStorageContract } from "../../contract/storage_contract.ts"

describeStorageContract("memory", MemoryStorage.layer)
