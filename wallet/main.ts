/**
 * The client command's entry (`npm run send -- <command> …`, see `usage.ts`): runs `runSend`
 * with the process's arguments, the global `fetch` and the console, and sets the exit status.
 * Like `app/main.ts`, the only module of its folder that runs something at import.
 */
import { Effect } from "effect"
import { runSend } from "./send_command.ts"

Effect.runPromise(
  runSend(process.argv.slice(2), {
    fetch: (request) => fetch(request),
    print: (line) => console.log(line),
    printError: (line) => console.error(line)
  })
).then(
  (status) => {
    process.exitCode = status
  },
  (defect: unknown) => {
    console.error("error:", defect)
    process.exitCode = 1
  }
)
