import styled from 'styled-components';
import { Button } from '@storefront/shared';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The quick view's order buttons, the first one primary; none while the item cannot be ordered. */
export function OrderButtons({
  labels,
  disabled,
  actionOf,
}: {
  labels: string[];
  disabled: boolean;
  actionOf: (label: string) => () => void;
}) {
  if (labels.length === 0) return null;
  return (
    <Actions>
      {labels.map((label, index) => (
        <Button
          key={label}
          type="button"
          $variant={index === 0 ? 'primary' : 'secondary'}
          onClick={actionOf(label)}
          disabled={disabled}
        >
          {label}
        </Button>
      ))}
    </Actions>
  );
}
