import styled from 'styled-components';
import { EmptyState, LoadFailed, Skeleton } from '@storefront/shared';
import { FAILURE_WINDOW_HOURS, type FailureCounts, type LoadFailures } from '@storefront/shared/contract/registry';
import { SCOPE_LABELS, Section, Table, TableScroll } from './operator-ui';

const BAR_HEIGHT_PX = 28;

const Bars = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: 2px;
  height: ${BAR_HEIGHT_PX}px;
`;

/** One hour's bar; an hour without failures keeps a hairline so the row reads as 24 hours. */
const Bar = styled.span<{ $height: number }>`
  display: block;
  width: 6px;
  height: ${({ $height }) => Math.max(1, $height)}px;
  border-radius: 1px;
  background: ${({ $height, theme }) => ($height > 0 ? theme.color.danger : theme.color.border)};
`;

const Subheading = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

const hourLabel = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

const timesLabel = (count: number) => (count === 1 ? '1 failure' : `${count} failures`);

/** A series' hours as bars, each named by its hour and count; heights share one scale across rows. */
function HourBars({ series, max }: { series: FailureCounts; max: number }) {
  return (
    <Bars>
      {series.hours.map(({ hour, count }) => {
        const label = `${hourLabel(hour)}: ${timesLabel(count)}`;
        return (
          <Bar
            key={hour}
            role="img"
            aria-label={label}
            title={label}
            $height={max > 0 ? Math.round((count / max) * BAR_HEIGHT_PX) : 0}
          />
        );
      })}
    </Bars>
  );
}

function CountsTable({ counts }: { counts: FailureCounts[] }) {
  if (counts.length === 0) {
    return <p>No failure in the last {FAILURE_WINDOW_HOURS} hours.</p>;
  }
  const max = Math.max(...counts.flatMap((series) => series.hours.map((h) => h.count)));
  return (
    <TableScroll>
      <Table aria-labelledby="failure-counts-heading">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <th scope="col">Module</th>
            <th scope="col">Last {FAILURE_WINDOW_HOURS} h</th>
            <th scope="col">Hour by hour, oldest first</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((series) => (
            <tr key={`${series.remote}-${series.version}-${series.scope}`}>
              <td>{series.remote}</td>
              <td>{series.version}</td>
              <td>{SCOPE_LABELS[series.scope]}</td>
              <td>{series.total}</td>
              <td>
                <HourBars series={series} max={max} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * What failed to load in customers' browsers: how often per remote × version × module over the
 * last hours, then the distinct reasons kept.
 */
export function LoadFailuresSection({
  data,
  error,
  onRetry,
}: {
  data: LoadFailures | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Section aria-labelledby="failures-heading">
      <h2 id="failures-heading">Recent load failures</h2>
      {error ? (
        <LoadFailed title="The failures could not be read." error={error} onRetry={onRetry} />
      ) : !data ? (
        <Skeleton $height="80px" />
      ) : data.failures.length === 0 && data.counts.length === 0 ? (
        <EmptyState title="No remote has failed to load recently." />
      ) : (
        <>
          <Subheading id="failure-counts-heading">Failures per remote, version and module</Subheading>
          <CountsTable counts={data.counts} />
          <Subheading id="failure-reasons-heading">Reasons</Subheading>
          <TableScroll>
            <Table aria-labelledby="failure-reasons-heading">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Remote</th>
                  <th scope="col">Version</th>
                  <th scope="col">Module</th>
                  <th scope="col">Times</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {data.failures.map((failure) => (
                  <tr key={`${failure.remote}-${failure.version}-${failure.scope}-${failure.reason}`}>
                    <td>{new Date(failure.at).toLocaleString()}</td>
                    <td>{failure.remote}</td>
                    <td>{failure.version}</td>
                    <td>{SCOPE_LABELS[failure.scope]}</td>
                    <td>{failure.count}</td>
                    <td>{failure.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Section>
  );
}
