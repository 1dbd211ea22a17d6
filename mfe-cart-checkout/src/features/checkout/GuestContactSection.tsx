import { useState } from 'react';
import { AddressPayloadSchema } from '@storefront/shared/contract/address';
import { addressDetailParts } from '@storefront/shared/ordering';
import { AddressModal } from './AddressModal';
import { Card, EditButton, LinkButton } from './checkout-cards';
import {
  NO_CONTACT_INFO,
  guestContactWithAddress,
  hasGuestContact,
  type DeliveryPoint,
  type GuestContact,
  type OrderType,
} from './checkout-rules';
import { Section } from './checkout-ui';
import { GuestAccountOption, type GuestAccountChoice } from './guest-account/GuestAccountOption';
import { GuestContactDialog } from './GuestContactDialog';

/** A guest's Contact Info: the saved contact, its delivery address, and the new-account option. */
export function GuestContactSection({
  contact,
  onContact,
  orderType,
  delivery,
  guestAccount,
  onGuestAccount,
  guestAccountError,
}: {
  contact: GuestContact | null;
  onContact: (contact: GuestContact) => void;
  orderType: OrderType;
  delivery: DeliveryPoint | null;
  guestAccount: GuestAccountChoice;
  onGuestAccount: (choice: GuestAccountChoice) => void;
  guestAccountError?: string;
}) {
  const [modal, setModal] = useState<'contact' | 'address' | null>(null);
  return (
    <Section aria-labelledby="contact-info">
      <h2 id="contact-info">Contact Info</h2>
      <Card data-testid="guest-contact">
        {hasGuestContact(contact) ? (
          <div>
            <p>
              <strong>{contact.contact_person_name}</strong>
            </p>
            <p>{contact.contact_person_number}</p>
            {contact.contact_person_email ? <p>{contact.contact_person_email}</p> : null}
            {orderType === 'delivery' && delivery ? (
              <p>{[...addressDetailParts(delivery), delivery.address].filter(Boolean).join(', ')}</p>
            ) : null}
          </div>
        ) : (
          <p>{NO_CONTACT_INFO}</p>
        )}
        <EditButton type="button" $variant="ghost" aria-label="Edit contact info" onClick={() => setModal('contact')}>
          ✎
        </EditButton>
      </Card>
      {orderType === 'delivery' ? (
        <LinkButton type="button" onClick={() => setModal('address')}>
          {contact?.address ? 'Change delivery address' : 'Enter a new delivery address'}
        </LinkButton>
      ) : null}
      <div style={{ marginTop: '0.9rem' }}>
        <GuestAccountOption value={guestAccount} onChange={onGuestAccount} error={guestAccountError} />
      </div>

      <AddressModal
        open={modal === 'address'}
        guest
        prefill={{
          name: contact?.contact_person_name,
          phone: contact?.contact_person_number,
          email: contact?.contact_person_email,
        }}
        onSubmit={(payload) => {
          // A guest's address stays on the client: no call is made.
          const entered = AddressPayloadSchema.parse(payload);
          onContact(
            guestContactWithAddress(contact, {
              ...entered,
              address_type: entered.address_type ?? 'home',
              ...(payload.contact_person_email ? { contact_person_email: payload.contact_person_email } : {}),
            }),
          );
          setModal(null);
        }}
        onClose={() => setModal(null)}
      />
      <GuestContactDialog
        open={modal === 'contact'}
        withAddress={orderType === 'delivery'}
        contact={contact}
        onSave={(saved) => {
          onContact(saved);
          setModal(null);
        }}
        onClose={() => setModal(null)}
      />
    </Section>
  );
}
