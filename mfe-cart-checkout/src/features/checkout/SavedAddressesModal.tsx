import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, EmptyState } from '@storefront/shared';
import type { Address } from '@storefront/shared/contract/address';
import { SAVED_ADDRESSES_EMPTY_TEXT, SAVED_ADDRESSES_EMPTY_TITLE } from './checkout-rules';
import { addressLabel } from '@storefront/shared/ordering';

const List = styled.div`
  max-height: 40vh;
  overflow: auto;
  display: grid;
  gap: 0.5rem;
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.6rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

export interface SavedAddressesModalProps {
  open: boolean;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (address: Address) => void;
  onAdd: () => void;
  onClose: () => void;
}

/** 'Saved Addresses': the choice is held here and applied only on Select; Cancel or close discards it. */
export function SavedAddressesModal({
  open,
  addresses,
  selectedId,
  onSelect,
  onAdd,
  onClose,
}: SavedAddressesModalProps) {
  const [held, setHeld] = useState<number | null>(selectedId);
  const close = () => {
    setHeld(selectedId);
    onClose();
  };
  return (
    <Dialog open={open} title="Saved Addresses" onClose={close}>
      {addresses.length === 0 ? (
        <EmptyState
          title={SAVED_ADDRESSES_EMPTY_TITLE}
          action={
            <Button type="button" onClick={onAdd}>
              Add address
            </Button>
          }
        >
          {SAVED_ADDRESSES_EMPTY_TEXT}
        </EmptyState>
      ) : (
        <>
          <List role="radiogroup" aria-label="Saved addresses">
            {addresses.map((address) => (
              <label key={address.id}>
                <input
                  type="radio"
                  name="saved-address"
                  checked={(held ?? selectedId) === address.id}
                  onChange={() => setHeld(address.id)}
                />
                <span>
                  <strong>{addressLabel(address.address_type)}</strong>
                  <br />
                  <small>{address.address}</small>
                </span>
              </label>
            ))}
          </List>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onAdd}>
              Add address
            </Button>
            <div>
              <Button type="button" $variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button
                type="button"
                onClick={() => {
                  const chosen = addresses.find((address) => address.id === (held ?? selectedId));
                  if (chosen) onSelect(chosen);
                  onClose();
                }}
              >
                Select
              </Button>
            </div>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
