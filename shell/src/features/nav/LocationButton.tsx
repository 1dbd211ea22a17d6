import styled from 'styled-components';
import { Icon, locationAtom, pickLocationOpenAtom, useAtomValue, useSetAtom } from '@storefront/shared';
import { IconButton } from './nav-styles';

const Button = styled(IconButton)`
  /* Lets a long address give way (ellipsis) to the controls beside it. */
  min-width: 0;
  font-weight: 500;
  svg {
    flex: none;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * The delivery location, one line with an ellipsis, that opens the picker: in the top strip, and in
 * the phone's one-row header. Before a location is picked it reads 'Pick location'.
 */
export function LocationButton({ className }: { className?: string }) {
  const location = useAtomValue(locationAtom);
  const openPicker = useSetAtom(pickLocationOpenAtom);
  return (
    <Button
      type="button"
      className={className}
      onClick={() => openPicker(true)}
      aria-label={location ? `Delivery location: ${location}. Change` : undefined}
      title={location ?? undefined}
    >
      <Icon name="pin" size={16} />
      <span data-testid="top-strip-location">{location ?? 'Pick location'}</span>
    </Button>
  );
}
