import {
  CANARY_MIN_BROWSERS,
  type CanaryChange,
  type CanaryLoadReport,
  type CanarySettings,
} from '@storefront/shared/contract/registry';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { assignmentHolds } from '../../lib/canary-assignments';
import { CONTROL_PLANE, canarySettings } from './canary';
import { canaryOf, deleteCanary, type CanaryRow } from './canary-state';
import { countReport, noteBrowser, windowBrowsers, type ReportKind } from './canary-window';
import { currentLive, record } from './registry';
import { writing } from './registry-writing';

type Db = Kysely<Database> | Transaction<Database>;

/** The canary a browser's report is about: the one running for that remote and scope with that release. */
export const reportedCanary = (db: Db, report: Pick<CanaryLoadReport, 'remote' | 'scope' | 'version'>) =>
  db
    .selectFrom('registry_canaries')
    .selectAll()
    .where('remote', '=', report.remote)
    .where('scope', '=', report.scope)
    .where('version', '=', report.version)
    .executeTakeFirst();

/** What became of a report: about no running canary, without a valid assignment, counted, or the last straw. */
export type ReportOutcome = 'no-canary' | 'unsigned' | 'counted' | 'rolled-back';

interface WindowBrowsers {
  browsers: number;
  failedBrowsers: number;
}

/**
 * The control plane's rule: at least CANARY_MIN_BROWSERS browsers reported in the window, at least
 * the minimum of them failed, and they are at least the threshold's share of those browsers.
 */
export const rollbackDue = ({ browsers, failedBrowsers }: WindowBrowsers, settings: CanarySettings) =>
  browsers >= CANARY_MIN_BROWSERS &&
  failedBrowsers >= settings.minFailures &&
  failedBrowsers * 100 >= settings.failurePercent * browsers;

/** "4 of 6 browsers failed to load discovery 1.5.0 in food in the last 10 min (threshold 20 %)" */
export const rollbackReason = (row: CanaryRow, counts: WindowBrowsers, settings: CanarySettings) =>
  `${counts.failedBrowsers} of ${counts.browsers} browsers failed to load ${row.remote} ${row.version} in ` +
  `${row.scope} in the last ${settings.windowMinutes} min (threshold ${settings.failurePercent} %)`;

/**
 * Counts a browser's report on a canary release and, in the same transaction, rolls the canary back
 * when the rule holds. Only a report with a valid assignment for its browser and that release
 * counts: an anonymous, forged, expired or borrowed one changes nothing. No timer: any API instance
 * that takes the report decides, one at a time (the write lock), so a canary is rolled back once.
 */
export async function countCanaryReport(
  db: Kysely<Database>,
  report: CanaryLoadReport,
  kind: ReportKind,
  { secret, now }: { secret: string; now: Date },
): Promise<ReportOutcome> {
  // Most reports are of no canary, or carry no assignment: they do not take the write lock.
  if (!(await reportedCanary(db, report))) return 'no-canary';
  if (!assignmentHolds(secret, report, report.assignment, now)) return 'unsigned';
  const browserId = report.browserId!;
  return writing(db, async (conn): Promise<ReportOutcome> => {
    const row = await reportedCanary(conn, report);
    if (!row) return 'no-canary';
    await countReport(conn, row.id, kind, now);
    await noteBrowser(conn, row.id, browserId, kind, now);
    const settings = await canarySettings(conn);
    const counts = await windowBrowsers(conn, row.id, settings, now);
    if (!rollbackDue(counts, settings)) return 'counted';
    await rollBack(conn, row, rollbackReason(row, counts, settings), now);
    return 'rolled-back';
  });
}

/** Ends the canary and records why, by the control plane, in history. */
async function rollBack(conn: Kysely<Database>, row: CanaryRow, reason: string, now: Date) {
  await deleteCanary(conn, row.id);
  const canaries: CanaryChange[] = [
    {
      remote: row.remote as CanaryChange['remote'],
      scope: row.scope as CanaryChange['scope'],
      before: canaryOf(row),
      after: null,
      reason,
    },
  ];
  const action = `${row.remote} ${row.scope}: canary ${row.version} (${row.share}%) rolled back: ${reason}`;
  await record(conn, { kind: 'canary-rollback', action, live: await currentLive(conn), canaries }, CONTROL_PLANE, now);
}
