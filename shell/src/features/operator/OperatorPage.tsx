import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button, ConfirmDialog, LoadFailed, PasswordField, Skeleton, toast, useBusyAction } from '@storefront/shared';
import {
  REGISTRY_SCOPES,
  type LiveChange,
  type Registry,
  type RegistryScope,
  type RemoteName,
} from '@storefront/shared/contract/registry';
import { CanariesSection } from './CanariesSection';
import { PreviewSection } from './PreviewSection';
import { LoadFailuresSection } from './LoadFailuresSection';
import { OperatorCallError, operatorApi, operatorErrorText, toastOperatorError } from './operator-api';
import { Caption, CellSelect, SCOPE_LABELS, Section, Table, TableScroll } from './operator-ui';
import { OPERATOR_TOKEN_KEY } from '../../composition/operator-token';

const Page = styled.div`
  display: grid;
  gap: 2rem;
  padding: 1.5rem 0 3rem;
`;

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
`;

const Narrow = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 380px;
`;

type Pending = Partial<Record<RemoteName, Partial<Record<RegistryScope, string | null>>>>;

/** Operators' view of the registry: what is live where, what failed to load, and the history. */
export function OperatorPage() {
  const [token, setToken] = useState(() => sessionStorage.getItem(OPERATOR_TOKEN_KEY));
  if (!token) return <TokenForm onAccepted={setToken} />;
  return (
    <OperatorConsole
      token={token}
      onSignOut={() => {
        sessionStorage.removeItem(OPERATOR_TOKEN_KEY);
        setToken(null);
      }}
    />
  );
}

function TokenForm({ onAccepted }: { onAccepted: (token: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useBusyAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError('Enter the operator token.');
      return;
    }
    await run(
      async () => {
        await operatorApi(value.trim()).history();
        sessionStorage.setItem(OPERATOR_TOKEN_KEY, value.trim());
        onAccepted(value.trim());
      },
      // A refused token shows under the field, not as a toast.
      (caught) => {
        setError(operatorErrorText(caught));
        return true;
      },
    );
  }
  return (
    <Page>
      <h1>Remote registry</h1>
      <Narrow onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label="Operator token"
          name="operator-token"
          autoComplete="current-password"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={busy}>
          Open
        </Button>
      </Narrow>
    </Page>
  );
}

function OperatorConsole({ token, onSignOut }: { token: string; onSignOut: () => void }) {
  const api = operatorApi(token);
  const registry = useSWR(['operator', token, 'registry'], () => api.registry());
  const history = useSWR(['operator', token, 'history'], () => api.history());
  const failures = useSWR(['operator', token, 'failures'], () => api.failures(), { refreshInterval: 10_000 });
  const canaries = useSWR(['operator', token, 'canaries'], () => api.canaries(), { refreshInterval: 10_000 });
  const [pending, setPending] = useState<Pending>({});
  const [rollbackTo, setRollbackTo] = useState<number | null>(null);
  const { busy, run } = useBusyAction();

  const refused = [registry.error, history.error].find(
    (error) => error instanceof OperatorCallError && error.status === 401,
  );
  if (refused) {
    sessionStorage.removeItem(OPERATOR_TOKEN_KEY);
    return <TokenForm onAccepted={() => window.location.reload()} />;
  }

  async function write(action: () => Promise<Registry>, done: string) {
    await run(async () => {
      await registry.mutate(await action(), { revalidate: false });
      await history.mutate();
      void canaries.mutate();
      setPending({});
      toast.success(done);
    }, toastOperatorError);
  }

  const pendingCount = Object.values(pending).reduce((sum, scopes) => sum + Object.keys(scopes ?? {}).length, 0);

  return (
    <Page>
      <Row>
        <h1 style={{ margin: 0, flex: 1 }}>Remote registry</h1>
        <Button type="button" $variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
      </Row>

      <Section aria-labelledby="live-heading">
        <h2 id="live-heading">Live versions</h2>
        {registry.error ? (
          <LoadFailed
            title="The registry could not be read."
            error={registry.error}
            onRetry={() => void registry.mutate()}
          />
        ) : !registry.data ? (
          <Skeleton $height="220px" />
        ) : (
          <>
            <TableScroll>
              <Table>
                <Caption>
                  Revision {registry.data.revision}, changed {new Date(registry.data.updatedAt).toLocaleString()}
                </Caption>
                <thead>
                  <tr>
                    <th scope="col">Remote</th>
                    {REGISTRY_SCOPES.map((scope) => (
                      <th key={scope} scope="col">
                        {SCOPE_LABELS[scope]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {registry.data.remotes.map((remote) => (
                    <tr key={remote.name}>
                      <th scope="row">{remote.name}</th>
                      {REGISTRY_SCOPES.map((scope) => {
                        const staged = pending[remote.name]?.[scope];
                        const value = staged === undefined ? (remote.live[scope] ?? '') : (staged ?? '');
                        return (
                          <td key={scope}>
                            <CellSelect
                              aria-label={`${remote.name} for ${SCOPE_LABELS[scope]}`}
                              value={value}
                              data-pending={staged !== undefined}
                              onChange={(event) => {
                                const next = event.target.value || null;
                                setPending((current) => {
                                  const scopes = { ...current[remote.name] };
                                  if (next === (remote.live[scope] ?? null)) delete scopes[scope];
                                  else scopes[scope] = next;
                                  return { ...current, [remote.name]: scopes };
                                });
                              }}
                            >
                              <option value="">Off</option>
                              {remote.releases.map((release) => (
                                <option key={release.version} value={release.version}>
                                  {release.version}
                                </option>
                              ))}
                            </CellSelect>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <Row>
              <Button
                type="button"
                disabled={busy || pendingCount === 0}
                onClick={() => void write(() => api.change(withoutEmpty(pending)), 'The registry was updated.')}
              >
                Apply {pendingCount === 1 ? '1 change' : `${pendingCount} changes`}
              </Button>
              {pendingCount > 0 ? (
                <Button type="button" $variant="secondary" onClick={() => setPending({})}>
                  Discard
                </Button>
              ) : null}
            </Row>
          </>
        )}
      </Section>

      <CanariesSection data={canaries.data} error={canaries.error} onRetry={() => void canaries.mutate()} />
      {registry.data ? <PreviewSection registry={registry.data} api={api} /> : null}

      <LoadFailuresSection data={failures.data} error={failures.error} onRetry={() => void failures.mutate()} />

      <Section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {history.error ? (
          <LoadFailed
            title="The history could not be read."
            error={history.error}
            onRetry={() => void history.mutate()}
          />
        ) : !history.data ? (
          <Skeleton $height="160px" />
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Rollback</th>
              </tr>
            </thead>
            <tbody>
              {history.data.changes.map((change, index) => (
                <tr key={change.id}>
                  <td>#{change.id}</td>
                  <td>{new Date(change.at).toLocaleString()}</td>
                  <td>{change.actor}</td>
                  <td>{change.action}</td>
                  <td>
                    {index === 0 ? (
                      'Current'
                    ) : (
                      <Button type="button" $variant="secondary" onClick={() => setRollbackTo(change.id)}>
                        Roll back to #{change.id}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Section>

      <ConfirmDialog
        open={rollbackTo !== null}
        title="Roll back"
        text={`Make the state of change #${rollbackTo ?? ''} live again for every module?`}
        busy={busy}
        onCancel={() => setRollbackTo(null)}
        onConfirm={() => {
          const to = rollbackTo;
          setRollbackTo(null);
          if (to !== null) void write(() => api.rollback(to), `Rolled back to #${to}.`);
        }}
      />
    </Page>
  );
}

/** The staged edits as one registry change (remotes with no edit left out). */
function withoutEmpty(pending: Pending): LiveChange {
  return Object.fromEntries(
    Object.entries(pending).filter(([, scopes]) => scopes && Object.keys(scopes).length > 0),
  ) as LiveChange;
}
