/** Every real part is here under CI: besides the suites that need a part as a whole (`describeWith`), several suites add
 * a storage or a case only when its part is here; this fails CI when one is missing instead of letting those run less. */
import { expect } from "vitest"
import { CHROMIUM_BROWSER, itWith, OPENSSL, POSTGRES_REPLICA, POSTGRES_SERVER, PSQL } from "./real_parts.ts"

for (const part of [POSTGRES_SERVER, POSTGRES_REPLICA, CHROMIUM_BROWSER, OPENSSL, PSQL]) {
  itWith(part)(`${part.name} is here`, () => expect(part.missing).toBeUndefined())
}
