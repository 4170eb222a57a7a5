/** The node `npm run send` talks to when no `--url` is given: localhost on the port the environment's `PORT` names —
 * the variable the node listens by — so the command follows a node started on another port. */
import { Result } from "effect"

/** The node's port when `PORT` is unset or empty: the node's own default (`app/listening_port.ts`). */
export const DEFAULT_NODE_PORT = 4010

/** `http://localhost:<PORT>` (`DEFAULT_NODE_PORT` when `port` is unset or empty), or a message when `port` is not a port. */
export function defaultNodeUrl(port: string | undefined): Result.Result<string, string> {
  if (port === undefined || port === "") return Result.succeed(`http://localhost:${DEFAULT_NODE_PORT}`)
  const value = /^\d{1,5}$/u.test(port) ? Number(port) : 0
  return value >= 1 && value <= 65535
    ? Result.succeed(`http://localhost:${value}`)
    : Result.fail(`PORT="${port}" is not a port (an integer 1–65535): set it to the node's port, or give --url`)
}
