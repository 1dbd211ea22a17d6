import { useState } from 'react';
import styled from 'styled-components';
import { Button, TextField, toast } from '@storefront/shared';
import type { Address, AddressPayload } from '@storefront/shared/contract/address';
import { AddressModal } from './AddressModal';
import { Card, EditButton, LinkButton } from './checkout-cards';
import { NEW_LOCATION_SET } from './checkout-rules';
import { CheckLabel, Section } from './checkout-ui';
import { SavedAddressesModal } from './SavedAddressesModal';
import { profilePrefill } from './SavedAddressPicker';
import { useAddressSave } from './use-address-save';
import { addressLabel } from '@storefront/shared/ordering';

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h2 {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.5rem;
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;

const SaveCheck = styled(CheckLabel)`
  margin-top: 0.75rem;
`;

export interface AddressExtra {
  road: string;
  house: string;
  floor: string;
}

/**
 * A signed-in customer's delivery address: the chosen saved address (edit, add, or pick another),
 * the street, house and floor for this order, and whether they go to the saved address too.
 */
export function DeliveryAddressSection({
  addresses,
  chosen,
  onSelect,
  extra,
  onExtra,
  saveExtra,
  onSaveExtra,
  profile,
}: {
  addresses: Address[];
  chosen: Address | null;
  onSelect: (address: Address) => void;
  extra: AddressExtra;
  onExtra: (extra: AddressExtra) => void;
  saveExtra: boolean;
  onSaveExtra: (save: boolean) => void;
  profile: Parameters<typeof profilePrefill>[0];
}) {
  const [modal, setModal] = useState<'saved' | 'address' | null>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  const addressSave = useAddressSave();
  const openForm = (address: Address | null) => {
    setEditing(address);
    setModal('address');
  };
  const submitAddress = async (payload: AddressPayload & { contact_person_email?: string }) => {
    const saved = await addressSave.save(payload, editing?.id);
    if (!saved) return;
    onSelect(saved);
    setModal(null);
    setEditing(null);
  };

  return (
    <Section aria-labelledby="delivery-addresses">
      <SectionHead>
        <h2 id="delivery-addresses">Delivery Addresses</h2>
        <Button type="button" $variant="secondary" onClick={() => openForm(null)}>
          Add address
        </Button>
      </SectionHead>
      {chosen ? (
        <Card data-testid="selected-address">
          <div>
            <p>
              <strong>{addressLabel(chosen.address_type)}</strong>
            </p>
            <p>{chosen.address}</p>
            <p>
              {chosen.contact_person_name}, {chosen.contact_person_number}
            </p>
          </div>
          <EditButton type="button" $variant="ghost" aria-label="Edit address" onClick={() => openForm(chosen)}>
            ✎
          </EditButton>
        </Card>
      ) : (
        <p>Please add your delivery address</p>
      )}
      <LinkButton type="button" onClick={() => setModal('saved')}>
        View Saved Address
      </LinkButton>
      <Row style={{ marginTop: '0.9rem' }}>
        <TextField
          label="Street number"
          value={extra.road}
          onChange={(event) => onExtra({ ...extra, road: event.target.value })}
        />
        <TextField
          label="House"
          value={extra.house}
          onChange={(event) => onExtra({ ...extra, house: event.target.value })}
        />
        <TextField
          label="Floor"
          value={extra.floor}
          onChange={(event) => onExtra({ ...extra, floor: event.target.value })}
        />
      </Row>
      <SaveCheck>
        <input type="checkbox" checked={saveExtra} onChange={(event) => onSaveExtra(event.target.checked)} />
        Save this Address
      </SaveCheck>

      <SavedAddressesModal
        key={chosen?.id ?? 'none'}
        open={modal === 'saved'}
        addresses={addresses}
        selectedId={chosen?.id ?? null}
        onSelect={(address) => {
          onSelect(address);
          toast.success(NEW_LOCATION_SET);
        }}
        onAdd={() => openForm(null)}
        onClose={() => setModal(null)}
      />
      <AddressModal
        open={modal === 'address'}
        address={editing}
        prefill={profilePrefill(profile)}
        saving={addressSave.saving}
        onSubmit={submitAddress}
        onClose={() => {
          setModal(null);
          setEditing(null);
        }}
      />
    </Section>
  );
}
