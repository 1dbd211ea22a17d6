import styled from 'styled-components';
import { Button, previewAtom, useAtomValue } from '@storefront/shared';
import { endPreview } from '../../composition/preview';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem max(1rem, calc((100% - 1240px) / 2));
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  p {
    margin: 0;
    flex: 1 1 18rem;
  }
`;

const timeOf = (iso: string) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(iso));

/**
 * Says, on every page of a browser that opened a preview link, which release it loads that customers
 * do not, and until when; ending it reloads the page with what everyone gets.
 */
export function PreviewBanner() {
  const preview = useAtomValue(previewAtom);
  if (!preview) return null;
  const where =
    preview.scope === null
      ? 'wherever it is on'
      : `in ${preview.scope === 'default' ? 'the site before a module is chosen' : preview.scope}`;
  return (
    <Bar aria-label="Preview">
      <p>
        <strong>Preview:</strong> this browser loads {preview.remote} {preview.version} {where}, until{' '}
        {timeOf(preview.expiresAt)}. Customers still get the live release.
      </p>
      <Button type="button" $variant="secondary" onClick={() => endPreview()}>
        End preview
      </Button>
    </Bar>
  );
}
