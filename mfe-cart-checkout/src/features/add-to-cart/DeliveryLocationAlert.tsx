import styled from 'styled-components';
import { Button, Dialog, pickLocationOpenAtom, useSetAtom } from '@storefront/shared';

export const LOCATION_ALERT_TITLE = 'Insert delivery location';
export const LOCATION_ALERT_TEXT =
  'Please insert your delivery location so we can check whether the restaurant delivers to you.';
export const PICK_FROM_MAP = 'Pick from Map';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

/** Shown when add is pressed without a stored location; Pick from Map opens the shell's Pick Location modal. */
export function DeliveryLocationAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const openPicker = useSetAtom(pickLocationOpenAtom);
  return (
    <Dialog open={open} title={LOCATION_ALERT_TITLE} onClose={onClose}>
      <p>{LOCATION_ALERT_TEXT}</p>
      <Actions>
        <Button
          type="button"
          onClick={() => {
            onClose();
            openPicker(true);
          }}
        >
          {PICK_FROM_MAP}
        </Button>
      </Actions>
    </Dialog>
  );
}
