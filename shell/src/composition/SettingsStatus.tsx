import styled from 'styled-components';
import { Button, errorMessages, useConfig } from '@storefront/shared';

export const SETTINGS_FAILED_TITLE = 'The store settings could not be loaded.';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
    flex: 1 1 20rem;
  }
`;

/**
 * The platform settings (GET /config) shape prices, zones and sign-in everywhere. When they cannot be
 * read the page still works on defaults; this says so, why, and offers to read them again. Nothing
 * else on the page is reloaded, so the cart and anything typed stay as they are.
 */
export function SettingsStatus() {
  const { data, error, isValidating, mutate } = useConfig();
  if (!error || data) return null;
  return (
    <Bar role="alert">
      <p>
        <strong>{SETTINGS_FAILED_TITLE}</strong> {errorMessages(error)[0]}
      </p>
      <Button type="button" disabled={isValidating} onClick={() => void mutate()}>
        Try again
      </Button>
    </Bar>
  );
}
