import { useEffect, useRef, useState } from 'react';
import { useFormik } from '@storefront/shared/formik';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  Icon,
  PICKER_ZOOM,
  PhoneField,
  TextField,
  currentLatLngAtom,
  currentPosition,
  reverseGeocode,
  useAtomValue,
  useConfig,
  type StoredLocation,
} from '@storefront/shared';
import { FocusFirstInvalid, zodValidate } from '@storefront/shared/forms';
import { LocationMap } from '@storefront/shared/map';
import {
  ADDRESS_TYPES,
  AddressPayloadSchema,
  type Address,
  type AddressPayload,
} from '@storefront/shared/contract/address';
import { addressTypeSent, capitalise } from './checkout-rules';

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
`;

const Types = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.4rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.35rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    cursor: pointer;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;

const MapBox = styled.div`
  position: relative;
`;

const MyLocation = styled(Button)`
  position: absolute;
  left: 0.5rem;
  bottom: 0.5rem;
  z-index: 3;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export interface AddressFormValues {
  address: string;
  address_type: string;
  address_label: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  road: string;
  house: string;
  floor: string;
  latitude: number;
  longitude: number;
}

export interface AddressModalProps {
  open: boolean;
  onClose: () => void;
  /** The address being edited; a new one otherwise. */
  address?: Address | null;
  /** Pre-fill for a new address (the profile's name and phone for a signed-in customer). */
  prefill?: { name?: string; phone?: string; email?: string };
  /** Guests also give an email (no rule). */
  guest?: boolean;
  saving?: boolean;
  onSubmit: (payload: AddressPayload & { contact_person_email?: string }) => Promise<void> | void;
}

function initialValues(
  address: Address | null | undefined,
  prefill: AddressModalProps['prefill'],
  center: StoredLocation,
): AddressFormValues {
  const known = ADDRESS_TYPES.includes(address?.address_type as (typeof ADDRESS_TYPES)[number]);
  return {
    address: address?.address ?? '',
    address_type: address ? (known ? address.address_type : 'other') : 'home',
    address_label: address && !known ? address.address_type : '',
    contact_person_name: address?.contact_person_name ?? prefill?.name ?? '',
    contact_person_number: address?.contact_person_number ?? prefill?.phone ?? '',
    contact_person_email: prefill?.email ?? '',
    road: address?.road ?? '',
    house: address?.house ?? '',
    floor: address?.floor ?? '',
    latitude: address?.latitude ?? center.lat,
    longitude: address?.longitude ?? center.lng,
  };
}

/** The address modal: a map with a 'my location' button, 'Label As' home/office/other and the address form. */
export function AddressModal({ open, onClose, address, prefill, guest, saving, onSubmit }: AddressModalProps) {
  const { data: config } = useConfig();
  const stored = useAtomValue(currentLatLngAtom);
  const start = stored ?? { lat: config?.default_location.lat ?? 0, lng: config?.default_location.lng ?? 0 };
  const [zoom, setZoom] = useState(PICKER_ZOOM);
  const formik = useFormik<AddressFormValues>({
    initialValues: initialValues(address, prefill, start),
    enableReinitialize: true,
    validateOnChange: false,
    validate: (values) => zodValidate(AddressPayloadSchema)(values),
    onSubmit: async (values) => {
      await onSubmit({
        address: values.address.trim(),
        address_type: addressTypeSent(values.address_type, values.address_label),
        contact_person_name: values.contact_person_name.trim(),
        contact_person_number: values.contact_person_number.trim(),
        latitude: values.latitude,
        longitude: values.longitude,
        road: values.road,
        house: values.house,
        floor: values.floor,
        ...(guest && values.contact_person_email ? { contact_person_email: values.contact_person_email } : {}),
      });
    },
  });
  const { setFieldValue } = formik;
  const lookup = useRef(0);

  const moveTo = (point: StoredLocation) => {
    void setFieldValue('latitude', point.lat);
    void setFieldValue('longitude', point.lng);
    const ticket = ++lookup.current;
    // The address text is filled from the resolved place.
    reverseGeocode(point)
      .then((resolved) => {
        if (resolved && ticket === lookup.current) void setFieldValue('address', resolved);
      })
      .catch(() => undefined);
  };

  useEffect(() => {
    if (open && !address && !formik.values.address)
      moveTo({ lat: formik.values.latitude, lng: formik.values.longitude });
    // Only when the modal opens for a new address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const error = (field: keyof AddressFormValues) =>
    formik.submitCount > 0 ? (formik.errors[field] as string | undefined) : undefined;

  return (
    <Dialog open={open} title={address ? 'Update address' : 'Add new address'} onClose={onClose}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <FocusFirstInvalid
          submitCount={formik.submitCount}
          isSubmitting={formik.isSubmitting}
          isValid={formik.isValid}
        />
        <MapBox>
          <LocationMap
            center={{ lat: formik.values.latitude, lng: formik.values.longitude }}
            zoom={zoom}
            onZoomChange={setZoom}
            onCenterChange={moveTo}
            picking
            height="220px"
          />
          <MyLocation
            type="button"
            $variant="secondary"
            onClick={async () => {
              const result = await currentPosition();
              if (result.ok) moveTo(result.position);
            }}
          >
            <Icon name="locate" size={18} />
            My location
          </MyLocation>
        </MapBox>
        <Types>
          <legend>Label As</legend>
          {ADDRESS_TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="address_type"
                value={type}
                checked={formik.values.address_type === type}
                onChange={() => void setFieldValue('address_type', type)}
              />
              {capitalise(type)}
            </label>
          ))}
        </Types>
        {formik.values.address_type === 'other' ? (
          <TextField label="Label Name(Optional)" {...formik.getFieldProps('address_label')} />
        ) : null}
        <TextField label="Address" {...formik.getFieldProps('address')} error={error('address')} />
        <TextField
          label="Contact person name"
          {...formik.getFieldProps('contact_person_name')}
          error={error('contact_person_name')}
        />
        <PhoneField
          label="Contact person number"
          value={formik.values.contact_person_number}
          onChange={(phone) => void setFieldValue('contact_person_number', phone)}
          defaultCountry={config?.country ?? 'BD'}
          countryPickerStatus={config?.country_picker_status ?? 1}
          error={error('contact_person_number')}
        />
        {guest ? <TextField label="Email" type="email" {...formik.getFieldProps('contact_person_email')} /> : null}
        <Row>
          <TextField label="Street number" {...formik.getFieldProps('road')} />
          <TextField label="House" {...formik.getFieldProps('house')} />
          <TextField label="Floor" {...formik.getFieldProps('floor')} />
        </Row>
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || formik.isSubmitting}>
            Save
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
