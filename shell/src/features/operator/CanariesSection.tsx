import { LoadFailed, Skeleton } from '@storefront/shared';
import type { Canaries } from '@storefront/shared/contract/registry';
import { Caption, SCOPE_LABELS, Section, Table, TableScroll } from './operator-ui';

/**
 * The canaries running: which release goes to which share of a module's browsers, and how its loads
 * went in the window the control plane judges it on (it rolls one back by itself past the threshold).
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
  const rule = data
    ? `A canary is rolled back by itself when ${data.settings.failurePercent}% or more of its loads in the last ` +
      `${data.settings.windowMinutes} min failed, and at least ${data.settings.minFailures} of them.`
    : '';
  return (
    <Section aria-labelledby="canaries-heading">
      <h2 id="canaries-heading">Canaries</h2>
      {error ? (
        <LoadFailed title="The canaries could not be read." error={error} onRetry={onRetry} />
      ) : !data ? (
        <Skeleton $height="60px" />
      ) : data.canaries.length === 0 ? (
        <p>No canary is running. {rule}</p>
      ) : (
        <TableScroll>
          <Table aria-labelledby="canaries-heading">
            <Caption>{rule}</Caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Module</th>
                <th scope="col">Version</th>
                <th scope="col">Share of browsers</th>
                <th scope="col">Loads in the window</th>
                <th scope="col">Failed</th>
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
                    {new Date(canary.startedAt).toLocaleString()} ({canary.startedBy})
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Section>
  );
}
