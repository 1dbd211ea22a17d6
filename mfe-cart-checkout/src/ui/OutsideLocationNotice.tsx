import { useId } from 'react';
import styled from 'styled-components';
import { Button, pickLocationOpenAtom, useSetAtom } from '@storefront/shared';
import {
  CHANGE_LOCATION,
  OUTSIDE_LOCATION_TITLE,
  REMOVE_OUTSIDE_LINES,
  outsideLocationText,
  type OutsideItem,
} from '../lib/outside-location';

const Box = styled.section`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: 0.9rem;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-inline-start: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

export interface OutsideLocationNoticeProps {
  items: readonly OutsideItem[];
  /** Takes them out of the cart; absent for a Buy now item, which is not in the cart. */
  onRemove?: () => void;
  busy?: boolean;
  /** Before the Pick Location modal opens (the cart drawer closes first). */
  onChangeLocation?: () => void;
}

/**
 * Names the items whose store does not deliver to the stored delivery location, above the cart's
 * lines and the checkout's form, with a way to remove them or to move the location back.
 */
export function OutsideLocationNotice({ items, onRemove, busy = false, onChangeLocation }: OutsideLocationNoticeProps) {
  const titleId = useId();
  const openPicker = useSetAtom(pickLocationOpenAtom);
  if (items.length === 0) return null;
  return (
    <Box aria-labelledby={titleId} data-testid="outside-location-notice">
      <h2 id={titleId}>{OUTSIDE_LOCATION_TITLE}</h2>
      <p>{outsideLocationText(items, Boolean(onRemove))}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.name}</li>
        ))}
      </ul>
      <Actions>
        {onRemove ? (
          <Button type="button" $variant="danger" disabled={busy} onClick={onRemove}>
            {REMOVE_OUTSIDE_LINES}
          </Button>
        ) : null}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onChangeLocation?.();
            openPicker(true);
          }}
        >
          {CHANGE_LOCATION}
        </Button>
      </Actions>
    </Box>
  );
}
