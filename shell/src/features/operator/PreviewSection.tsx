import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SelectField, useBusyAction } from '@storefront/shared';
import { PREVIEW_MINUTES, type PreviewLink } from '@storefront/shared/contract/preview';
import {
  REGISTRY_SCOPES,
  REMOTE_NAMES,
  type Registry,
  type RegistryScope,
  type RemoteName,
} from '@storefront/shared/contract/registry';
import { toastOperatorError, type operatorApi } from './operator-api';
import { SCOPE_LABELS, Section } from './operator-ui';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
`;

const LIFETIMES = [15, PREVIEW_MINUTES.default, 240, PREVIEW_MINUTES.max].map((minutes) => ({
  value: String(minutes),
  label: minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`,
}));

/**
 * Makes a preview link: a published release of one remote, for the browser that opens the link and
 * no other, until it expires. Opened in this tab it carries the operator's sign-in.
 */
export function PreviewSection({ registry, api }: { registry: Registry; api: ReturnType<typeof operatorApi> }) {
  const [remote, setRemote] = useState<RemoteName>('discovery');
  const releases = registry.remotes.find((entry) => entry.name === remote)?.releases ?? [];
  const [version, setVersion] = useState('');
  const [scope, setScope] = useState<RegistryScope | ''>('');
  const [minutes, setMinutes] = useState(String(PREVIEW_MINUTES.default));
  const [link, setLink] = useState<PreviewLink | null>(null);
  const { busy, run } = useBusyAction();
  const chosen = releases.some((release) => release.version === version) ? version : (releases.at(-1)?.version ?? '');

  async function makeLink(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      setLink(await api.preview({ remote, version: chosen, minutes: Number(minutes), ...(scope ? { scope } : {}) }));
    }, toastOperatorError);
  }

  return (
    <Section aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p>A link that makes one browser load a published release before any customer gets it.</p>
      <Form onSubmit={(event) => void makeLink(event)}>
        <SelectField
          label="Remote"
          value={remote}
          onChange={(event) => setRemote(event.target.value as RemoteName)}
          options={REMOTE_NAMES.map((name) => ({ value: name, label: name }))}
        />
        <SelectField
          label="Version"
          value={chosen}
          onChange={(event) => setVersion(event.target.value)}
          options={releases.map((release) => ({ value: release.version, label: release.version }))}
        />
        <SelectField
          label="Module"
          value={scope}
          onChange={(event) => setScope(event.target.value as RegistryScope | '')}
          options={[
            { value: '', label: 'Wherever it is on' },
            ...REGISTRY_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] })),
          ]}
        />
        <SelectField
          label="Works for"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          options={LIFETIMES}
        />
        <Button type="submit" disabled={busy || !chosen}>
          Make preview link
        </Button>
      </Form>
      {link ? (
        <p role="status">
          <a href={link.path}>Open the preview in this tab</a>, or send the link (it works until{' '}
          {new Date(link.expiresAt).toLocaleString()}):{' '}
          <code style={{ overflowWrap: 'anywhere' }}>{new URL(link.path, window.location.origin).href}</code>
        </p>
      ) : null}
    </Section>
  );
}
