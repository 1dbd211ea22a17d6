import { useState } from 'react';
import { Dialog, PartFallback, RemoteComponent, Skeleton, type AddressModalEmbedProps } from '@storefront/shared';

/**
 * The checkout's address modal (cart_checkout/AddressModal: the map picker, 'Label As' and the
 * form), which saves to the account and shows the server's message itself. While it loads, and when
 * cart-checkout is off or fails, a dialog of the same title stands in so the button still answers.
 */
export function AddressForm({ open, onClose, address, onSaved }: AddressModalEmbedProps) {
  // A new key mounts the embed afresh: 'Try again' asks for the remote's module once more.
  const [attempt, setAttempt] = useState(0);
  const title = address ? 'Update address' : 'Add new address';
  return (
    <RemoteComponent
      key={attempt}
      module="cart_checkout/AddressModal"
      props={{ open, onClose, address, onSaved }}
      loading={
        <Dialog open={open} title={title} onClose={onClose}>
          <Skeleton $height="24rem" aria-label="Loading the address form" />
        </Dialog>
      }
      unavailable={
        <Dialog open={open} title={title} onClose={onClose}>
          <PartFallback onRetry={() => setAttempt((count) => count + 1)} />
        </Dialog>
      }
    />
  );
}
