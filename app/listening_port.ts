/** `PORT` as the process reads it before loading the application (no Effect here), by `app/config.ts`'s rule: an
 * integer from 1 to 65535, default 4010. */

/** The port when `PORT` is absent: declared here, where the process listens before the configuration loads; `app/config.ts` reads it. */
export const DEFAULT_PORT = 4010

/** The port `PORT` names, or undefined when it is not a port. */
export function earlyPort(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return DEFAULT_PORT
  if (!/^\d{1,5}$/u.test(value)) return undefined
  const port = Number(value)
  return port >= 1 && port <= 65535 ? port : undefined
}
