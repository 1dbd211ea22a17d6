import { LoadFailed, Skeleton } from '@storefront/shared';
import { CANARY_MIN_BROWSERS, type Canaries } from '@storefront/shared/contract/registry';
import { Caption, SCOPE_LABELS, Section, Table, TableScroll } from './operator-ui';

/** The control plane's rule, in the words of its settings. */
const ruleOf = ({ settings }: Canaries) =>
  `A canary is rolled back by itself when ${settings.failurePercent}% or more of the browsers that reported ` +
  `on it in the last ${settings.windowMinutes} min failed to load it, at least ${settings.minFailures} of them, ` +
  `once ${CANARY_MIN_BROWSERS} browsers have reported. Only reports carrying a browser’s signed assignment count.`;

/** The canaries the control plane rolled back lately, each with why. */
function RolledBack({ canaries }: { canaries: Canaries['rolledBack'] }) {
  if (canaries.length === 0) return null;
  return (
    <>
      <h3 id="canaries-rolled-back-heading">Rolled back lately</h3>
      <ul aria-labelledby="canaries-rolled-back-heading">
        {canaries.map((canary) => (
          <li key={`${canary.remote}-${canary.scope}-${canary.version}-${canary.at}`}>
            {canary.remote} {canary.version} in {SCOPE_LABELS[canary.scope]} ({canary.share}%),{' '}
            {new Date(canary.at).toLocaleString()}: rolled back: {canary.reason}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The canaries running: which release goes to which share of a module's browsers, and how its loads
 * went in the window the control plane judges it on (it rolls one back by itself past the threshold),
 * then the ones it rolled back lately and why.
 */
export function CanariesSection({
  data,
  error,
  onRetry,
}: {
  data: Canaries | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Section aria-labelledby="canaries-heading">
      <h2 id="canaries-heading">Canaries</h2>
      {error ? (
        <LoadFailed title="The canaries could not be read." error={error} onRetry={onRetry} />
      ) : !data ? (
        <Skeleton $height="60px" />
      ) : data.canaries.length === 0 ? (
        <p>No canary is running. {ruleOf(data)}</p>
      ) : (
        <TableScroll>
          <Table aria-labelledby="canaries-heading">
            <Caption>{ruleOf(data)}</Caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Module</th>
                <th scope="col">Version</th>
                <th scope="col">Share of browsers</th>
                <th scope="col">Loads in the window</th>
                <th scope="col">Failed</th>
                <th scope="col">Browsers (failed)</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {data.canaries.map((canary) => (
                <tr key={`${canary.remote}-${canary.scope}`}>
                  <td>{canary.remote}</td>
                  <td>{SCOPE_LABELS[canary.scope]}</td>
                  <td>{canary.version}</td>
                  <td>{canary.share}%</td>
                  <td>{canary.loads}</td>
                  <td>{canary.failures}</td>
                  <td>
                    {canary.browsers} ({canary.failedBrowsers})
                  </td>
                  <td>
                    {new Date(canary.startedAt).toLocaleString()} ({canary.startedBy})
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {data ? <RolledBack canaries={data.rolledBack} /> : null}
    </Section>
  );
}
