import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, EmptyState, LoadFailed, Skeleton, toast, useBusyAction } from '@storefront/shared';
import type { Address } from '@storefront/shared/contract/address';
import { Badge, Card, Muted, SectionTitle, Spread, Stack } from '../../ui/layout';
import { AddressForm } from './AddressForm';
import { deleteAddress, useSavedAddresses } from './address-api';
import { addressLabel } from '@storefront/shared/ordering';
import {
  DELETE_ADDRESS_TEXT,
  DELETE_ADDRESS_TITLE,
  NO_ADDRESSES_TEXT,
  NO_ADDRESSES_TITLE,
  addressDetails,
} from './address-rules';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The address's label as the customer typed it (a status badge capitalises every word). */
const LabelBadge = styled(Badge)`
  text-transform: none;
`;

function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const details = addressDetails(address);
  return (
    <Card>
      <Stack $gap="0.5rem">
        <div>
          <LabelBadge>{addressLabel(address.address_type)}</LabelBadge>
        </div>
        <p>{address.address}</p>
        {details ? <Muted as="p">{details}</Muted> : null}
        <Muted as="p">
          {address.contact_person_name}, {address.contact_person_number}
        </Muted>
        <Actions>
          <Button type="button" $variant="secondary" aria-label={`Edit ${address.address}`} onClick={onEdit}>
            Edit
          </Button>
          <Button type="button" $variant="secondary" aria-label={`Delete ${address.address}`} onClick={onDelete}>
            Delete
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}

/** /profile?page=addresses: the saved addresses, with add and edit (checkout's address modal) and delete. */
export function AddressesSection() {
  const { data, error, mutate } = useSavedAddresses();
  const [form, setForm] = useState<{ open: boolean; address: Address | null }>({ open: false, address: null });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const { busy: removing, run } = useBusyAction();

  const remove = (address: Address) =>
    run(async () => {
      toast.success(await deleteAddress(address.id));
      // The list is refreshed before the dialog closes, so focus lands on what is left of it.
      await mutate();
      setDeleting(null);
    });

  const addresses = data?.addresses;
  return (
    <Stack>
      <Spread $wrap>
        <SectionTitle as="h1">Addresses</SectionTitle>
        <Button type="button" onClick={() => setForm({ open: true, address: null })}>
          Add address
        </Button>
      </Spread>
      {error ? (
        <LoadFailed title="Your addresses could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : !addresses ? (
        <Skeleton $height="8rem" aria-label="Loading addresses" />
      ) : addresses.length === 0 ? (
        <EmptyState title={NO_ADDRESSES_TITLE}>{NO_ADDRESSES_TEXT}</EmptyState>
      ) : (
        <List aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                onEdit={() => setForm({ open: true, address })}
                onDelete={() => setDeleting(address)}
              />
            </li>
          ))}
        </List>
      )}
      <AddressForm
        open={form.open}
        address={form.address}
        onClose={() => setForm((shown) => ({ ...shown, open: false }))}
        // The embed's contract is to save, not to refresh this list: refreshed here.
        onSaved={() => void mutate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_ADDRESS_TITLE}
        text={DELETE_ADDRESS_TEXT}
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Stack>
  );
}
