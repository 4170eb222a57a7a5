/** `npm run keys -- …`: the key command on this process's arguments and environment; exits with its code. */
import { runKeysCommand } from "./command.ts"

process.exitCode = await runKeysCommand(process.argv.slice(2))
