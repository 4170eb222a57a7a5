/** One hostile case: attacks started and engaged, the well-behaved client run beside them, the attacks ended and every
 * hostile socket waited for until its bound's deadline; what the client saw and each socket's verdict. */
import { type Attack, type AttackPlan, attack } from "./attack.ts"
import { type Bounds, deadlineOf, type Verdict, verdictOf } from "./bounds.ts"
import { connectionTable } from "./connection_table.ts"
import { type WellBehavedPlan, type WellBehavedReport, wellBehaved } from "./well_behaved.ts"

/** A case: the node's port, its attacks, the well-behaved client, the bounds its sockets are held to. */
export interface CasePlan {
  readonly port: number
  readonly attacks: ReadonlyArray<Omit<AttackPlan, "port" | "table">>
  readonly wellBehaved: Omit<WellBehavedPlan, "port">
  readonly bounds: Bounds
  /** Over how long each attack's first wave is opened (ms; default at once), so that its sockets' closes and reopenings
   * are spread and the attack stands whole at every moment. */
  readonly rampMillis?: number | undefined
  /** How long the first wave may take to engage before the client runs anyway (ms; default 10 s). */
  readonly engageWithinMillis?: number | undefined
}

/** What a case saw. */
export interface CaseReport {
  readonly wellBehaved: WellBehavedReport
  readonly verdicts: ReadonlyArray<Verdict>
  /** The fewest and the most hostile sockets open at once while the well-behaved client ran (sampled). */
  readonly hostileOpen: { readonly least: number; readonly most: number }
  /** Whether the first wave engaged before the client ran. */
  readonly engaged: boolean
}

/** Runs a case. */
export async function runCase(plan: CasePlan): Promise<CaseReport> {
  const table = connectionTable(plan.port)
  const attacks: ReadonlyArray<Attack> = plan.attacks.map((a) =>
    attack({ rampMillis: plan.rampMillis, ...a, port: plan.port, table })
  )
  let guard: NodeJS.Timeout | undefined
  const engaged = await Promise.race([
    Promise.all(attacks.map((a) => a.ready)).then(() => true),
    new Promise<boolean>((resolve) => (guard = setTimeout(() => resolve(false), plan.engageWithinMillis ?? 10_000)))
  ])
  clearTimeout(guard)
  const openNow = () => attacks.reduce((sum, a) => sum + a.openNow(), 0)
  let least = openNow()
  let most = least
  const sampler = setInterval(() => {
    const now = openNow()
    least = Math.min(least, now)
    most = Math.max(most, now)
  }, 100)
  const client = await wellBehaved({ ...plan.wellBehaved, port: plan.port })
  clearInterval(sampler)
  const outcomes = await Promise.all(attacks.map((a) => a.end((outcome) => deadlineOf(plan.bounds, outcome))))
  return {
    wellBehaved: client,
    verdicts: outcomes.flat().map((outcome) => verdictOf(plan.bounds, outcome)),
    hostileOpen: { least, most },
    engaged
  }
}
