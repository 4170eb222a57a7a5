/** `npm run keys -- …`: the key command (`command.ts`) on this process's arguments and environment; exits with its code. */
import { runKeysCommand } from "./command.js";
process.exitCode = await runKeysCommand(process.argv.slice(2));
