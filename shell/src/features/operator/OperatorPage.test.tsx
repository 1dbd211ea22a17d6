import { screen, within } from '@testing-library/react';
import type { Canaries, FailureCounts, LoadFailures } from '@storefront/shared/contract/registry';
import { renderPart } from '../../../../tools/jest/render-part';
import { everyRemoteLive } from '../../composition/test-fixtures';
import { OperatorPage } from './OperatorPage';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-01-01T12:00:00.000Z');

/** A day of hours ending with the current one; `lastHours` are the counts of the most recent ones. */
function series(over: Partial<FailureCounts>, lastHours: number[]): FailureCounts {
  const counts = [...Array<number>(24 - lastHours.length).fill(0), ...lastHours];
  return {
    remote: 'account',
    version: '1.4.0',
    scope: 'food',
    total: counts.reduce((sum, n) => sum + n, 0),
    hours: counts.map((count, index) => ({ hour: new Date(NOW - (23 - index) * HOUR).toISOString(), count })),
    ...over,
  };
}

const NO_CANARY: Canaries = {
  settings: { windowMinutes: 10, failurePercent: 20, minFailures: 3 },
  canaries: [],
  rolledBack: [],
};

function answer(failures: LoadFailures, canaries: Canaries = NO_CANARY) {
  global.fetch = jest.fn((url: string) => {
    const body = url.endsWith('/failures')
      ? failures
      : url.endsWith('/canaries')
        ? canaries
        : url.endsWith('/history')
          ? { changes: [] }
          : everyRemoteLive;
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  sessionStorage.setItem('operator-token', 'test-operator');
});

it('shows per remote, version and module the failures of the last 24 hours and a bar per hour', async () => {
  answer({
    failures: [
      {
        remote: 'account',
        version: '1.4.0',
        scope: 'food',
        reason: 'manifest unreachable',
        at: new Date(NOW).toISOString(),
        count: 5,
      },
    ],
    counts: [series({}, [2, 0, 3]), series({ version: '0.1.0' }, [1])],
  });
  renderPart(<OperatorPage />);

  const table = await screen.findByRole('table', { name: 'Failures per remote, version and module' });
  const [, newer, older] = within(table).getAllByRole('row');
  expect(
    within(newer!)
      .getAllByRole('cell')
      .slice(0, 4)
      .map((cell) => cell.textContent),
  ).toEqual(['account', '1.4.0', 'Food', '5']);
  expect(
    within(older!)
      .getAllByRole('cell')
      .slice(0, 4)
      .map((cell) => cell.textContent),
  ).toEqual(['account', '0.1.0', 'Food', '1']);

  // One bar per hour, each named by its hour and count, the latest hour last.
  const bars = within(newer!).getAllByRole('img');
  expect(bars).toHaveLength(24);
  expect(bars.at(-1)).toHaveAccessibleName(/: 3 failures$/);
  expect(bars.at(-2)).toHaveAccessibleName(/: 0 failures$/);
  expect(bars.at(-3)).toHaveAccessibleName(/: 2 failures$/);
  expect(within(older!).getAllByRole('img').at(-1)).toHaveAccessibleName(/: 1 failure$/);

  // The distinct reasons stay listed below.
  const reasons = screen.getByRole('table', { name: 'Reasons' });
  expect(within(reasons).getByText('manifest unreachable')).toBeInTheDocument();
});

it('says so when nothing has failed', async () => {
  answer({ failures: [], counts: [] });
  renderPart(<OperatorPage />);
  expect(await screen.findByText('No remote has failed to load recently.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Failures per remote, version and module' })).not.toBeInTheDocument();
});

it('shows each canary with its share and how its loads went in the window', async () => {
  answer(
    { failures: [], counts: [] },
    {
      ...NO_CANARY,
      canaries: [
        {
          remote: 'discovery',
          scope: 'grocery',
          version: '1.5.0',
          share: 10,
          startedAt: new Date(NOW).toISOString(),
          startedBy: 'operator',
          loads: 9,
          failures: 1,
          browsers: 7,
          failedBrowsers: 1,
        },
      ],
    },
  );
  renderPart(<OperatorPage />);
  const table = await screen.findByRole('table', { name: 'Canaries' });
  const [, row] = within(table).getAllByRole('row');
  expect(
    within(row!)
      .getAllByRole('cell')
      .slice(0, 7)
      .map((cell) => cell.textContent),
  ).toEqual(['discovery', 'Grocery', '1.5.0', '10%', '9', '1', '7 (1)']);
  expect(
    within(table).getByText(
      /20% or more of the browsers that reported on it in the last 10 min failed to load it, at least 3 of them, once 5 browsers/,
    ),
  ).toBeVisible();
});

it('says why the control plane rolled a canary back', async () => {
  const reason = '4 of 6 browsers failed to load discovery 1.5.0 in food in the last 10 min (threshold 20 %)';
  answer(
    { failures: [], counts: [] },
    {
      ...NO_CANARY,
      rolledBack: [
        { remote: 'discovery', scope: 'food', version: '1.5.0', share: 10, at: new Date(NOW).toISOString(), reason },
      ],
    },
  );
  renderPart(<OperatorPage />);
  const list = await screen.findByRole('list', { name: 'Rolled back lately' });
  const item = within(list).getByRole('listitem').textContent;
  expect(item).toMatch(/^discovery 1\.5\.0 in Food \(10%\), /);
  expect(item).toContain(`: rolled back: ${reason}`);
  expect(screen.getByText(/No canary is running/)).toBeVisible();
});
