import { useState } from 'react';
import { INVALID_PHONE_MESSAGE } from '@storefront/shared/contract/auth';
import { useFormik } from '@storefront/shared/formik';
import styled from 'styled-components';
import { Button, Dialog, PhoneField, TextField, useConfig } from '@storefront/shared';
import type { GuestContact } from './checkout-rules';

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

const EMPTY: GuestContact = {
  contact_person_name: '',
  contact_person_number: '',
  contact_person_email: '',
  road: '',
  house: '',
  floor: '',
};

/** The guest contact dialog: Contact Person Name, phone, Contact Person Email; Reset and Save. */
export function GuestContactDialog({
  open,
  contact,
  onSave,
  onClose,
  withAddress = false,
}: {
  open: boolean;
  contact: GuestContact | null;
  /** Delivery orders also take the street, house and floor of the address. */
  withAddress?: boolean;
  onSave: (contact: GuestContact) => void;
  onClose: () => void;
}) {
  const { data: config } = useConfig();
  // A saved contact's number was checked when it was saved; the field says so again as it is typed.
  const [phoneValid, setPhoneValid] = useState(Boolean(contact?.contact_person_number));
  const formik = useFormik<GuestContact>({
    initialValues: { ...EMPTY, ...contact },
    enableReinitialize: true,
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) =>
      !values.contact_person_number
        ? { contact_person_number: 'The contact person number field is required.' }
        : phoneValid
          ? {}
          : { contact_person_number: INVALID_PHONE_MESSAGE },
    onSubmit: (values) => {
      onSave({
        contact_person_name: values.contact_person_name.trim(),
        contact_person_number: values.contact_person_number.trim(),
        contact_person_email: values.contact_person_email.trim(),
        road: values.road?.trim() ?? '',
        house: values.house?.trim() ?? '',
        floor: values.floor?.trim() ?? '',
      });
    },
  });
  return (
    <Dialog open={open} title="Contact information" onClose={onClose}>
      <Form onSubmit={formik.handleSubmit}>
        <TextField label="Contact Person Name" required {...formik.getFieldProps('contact_person_name')} />
        <PhoneField
          label="Contact Person Number"
          value={formik.values.contact_person_number}
          onChange={(phone, valid) => {
            setPhoneValid(valid);
            void formik.setFieldValue('contact_person_number', phone);
            // A message already shown goes once the number is whole.
            if (valid) formik.setFieldError('contact_person_number', undefined);
          }}
          defaultCountry={config?.country ?? 'BD'}
          countryPickerStatus={config?.country_picker_status ?? 1}
          error={formik.errors.contact_person_number}
        />
        <TextField
          label="Contact Person Email"
          type="email"
          required
          {...formik.getFieldProps('contact_person_email')}
        />
        {withAddress ? (
          <Row>
            <TextField label="Street number" {...formik.getFieldProps('road')} />
            <TextField label="House" {...formik.getFieldProps('house')} />
            <TextField label="Floor" {...formik.getFieldProps('floor')} />
          </Row>
        ) : null}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setPhoneValid(false);
              formik.resetForm({ values: EMPTY });
            }}
          >
            Reset
          </Button>
          <Button type="submit">Save</Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
