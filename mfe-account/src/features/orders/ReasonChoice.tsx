import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed, Skeleton } from '@storefront/shared';

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
`;

/** A reason dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/**
 * One of the shop's reasons, as radio buttons (a cancellation's, a refund's): a skeleton while they
 * load, a retry when they cannot be.
 */
export function ReasonChoice({
  legend,
  name,
  reasons,
  failed,
  failedTitle,
  onRetry,
  value,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  reasons: { id: number; reason: string }[] | undefined;
  failed: boolean;
  failedTitle: string;
  onRetry: () => void;
  value: string;
  onChange: (reason: string) => void;
}) {
  if (failed) return <LoadFailed title={failedTitle} onRetry={onRetry} />;
  if (!reasons) return <Skeleton $height="8rem" />;
  return (
    <Reasons>
      <legend>{legend}</legend>
      {reasons.map((entry) => (
        <label key={entry.id}>
          <input
            type="radio"
            name={name}
            value={entry.reason}
            checked={value === entry.reason}
            onChange={() => onChange(entry.reason)}
          />
          {entry.reason}
        </label>
      ))}
    </Reasons>
  );
}
