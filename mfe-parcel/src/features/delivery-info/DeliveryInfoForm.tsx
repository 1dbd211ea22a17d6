import { useEffect, useState } from 'react';
import { useFormik } from '@storefront/shared/formik';
import styled from 'styled-components';
import {
  Button,
  Skeleton,
  PhoneField,
  TextField,
  currentLatLngAtom,
  ensureGuestId,
  errorMessages,
  formatPrice,
  guestIdAtom,
  isSignedInAtom,
  locationAtom,
  priceFormatOf,
  sendParsed,
  toast,
  useAtomValue,
  useConfig,
} from '@storefront/shared';
import { FocusFirstInvalid } from '@storefront/shared/forms';
import { BillRows, useOrderQuote } from '@storefront/shared/ordering';
import type { ParcelCategory } from '@storefront/shared/contract/parcel';
import { PlaceOrderResponseSchema, type PlaceOrderResponse } from '@storefront/shared/contract/order';
import {
  NEW_LOCATION_SET,
  PAYMENT_LABELS,
  parcelOrderBody,
  parcelQuotePayload,
  paymentMethodsFor,
  validateDeliveryInfo,
  type DeliveryInfoValues,
} from './delivery-rules';
import { readDraftValues, useParcelDraft } from './parcel-draft';
import { PickAddressDialog, type PickedAddress } from './PickAddressDialog';
import { useDistanceKm, useParcelInstructions, useProfile } from './use-parcel-data';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Panel = styled.fieldset`
  margin: 0;
  padding: 1rem 1.25rem 1.25rem;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  display: grid;
  align-content: start;
  gap: 0.85rem;
  legend {
    padding: 0 0.35rem;
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.25rem;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const AddressRow = styled.div`
  display: grid;
  gap: 0.3rem;
  p {
    margin: 0;
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 0.9rem;
  }
  .muted {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    cursor: pointer;
  }
`;

const Summary = styled.p`
  margin: 0;
  font-size: 1.1rem;
  strong {
    margin-inline-start: 0.35rem;
  }
`;

type Party = 'sender' | 'receiver';

const PARTY_LABEL: Record<Party, string> = { sender: 'Sender', receiver: 'Receiver' };

const initialValues = (address: string | null, lat: number | null, lng: number | null): DeliveryInfoValues => ({
  senderName: '',
  senderPhone: '',
  senderEmail: '',
  senderAddress: address ?? '',
  senderLat: address ? lat : null,
  senderLng: address ? lng : null,
  receiverName: '',
  receiverPhone: '',
  receiverAddress: '',
  receiverLat: null,
  receiverLng: null,
  chargePayer: 'sender',
  paymentMethod: 'cash_on_delivery',
  instruction: '',
});

interface DeliveryInfoFormProps {
  category: ParcelCategory;
  onPlaced: (reply: PlaceOrderResponse, senderPhone: string) => void;
}

/** Sender, receiver, instructions, who pays, the charge and the payment method; then the order is placed. */
export function DeliveryInfoForm({ category, onPlaced }: DeliveryInfoFormProps) {
  const { data: config } = useConfig();
  const signedIn = useAtomValue(isSignedInAtom);
  const storedAddress = useAtomValue(locationAtom);
  const storedPoint = useAtomValue(currentLatLngAtom);
  const profile = useProfile();
  const instructions = useParcelInstructions();
  const [picking, setPicking] = useState<Party | null>(null);
  // What was typed before a reload or a back comes first; a new form starts from the stored location.
  const [restored] = useState(readDraftValues);

  const formik = useFormik<DeliveryInfoValues>({
    initialValues: restored ?? initialValues(storedAddress, storedPoint?.lat ?? null, storedPoint?.lng ?? null),
    validate: validateDeliveryInfo,
    validateOnChange: false,
    onSubmit: async (values) => {
      if (distance.data === undefined) {
        toast.error(
          distance.error ? (errorMessages(distance.error)[0] ?? '') : 'The delivery charge is being calculated.',
        );
        return;
      }
      try {
        const guestId = signedIn ? null : await ensureGuestId();
        const body = parcelOrderBody({ values, categoryId: category.id, distanceKm: distance.data, charge, guestId });
        const reply = await sendParsed('post', '/customer/order/place', PlaceOrderResponseSchema, body);
        draft.clear();
        toast.success(reply.message);
        onPlaced(reply, values.senderPhone);
      } catch (error) {
        for (const message of errorMessages(error)) toast.error(message);
      }
    },
  });
  const { values, errors, setFieldValue, setValues } = formik;
  const draft = useParcelDraft(category, values);

  // A signed-in sender starts with the profile's name and phone.
  useEffect(() => {
    const info = profile.data;
    if (!info) return;
    void setValues(
      (current) => ({
        ...current,
        senderName: current.senderName || [info.f_name, info.l_name].filter(Boolean).join(' '),
        senderPhone: current.senderPhone || info.phone || '',
      }),
      false,
    );
  }, [profile.data, setValues]);

  const sender =
    values.senderLat !== null && values.senderLng !== null ? { lat: values.senderLat, lng: values.senderLng } : null;
  const receiver =
    values.receiverLat !== null && values.receiverLng !== null
      ? { lat: values.receiverLat, lng: values.receiverLng }
      : null;
  const distance = useDistanceKm(sender, receiver);
  // The charge comes from the API's quote, the same pricing that places the order; a guest gets an
  // id first, as placing would.
  const guestId = useAtomValue(guestIdAtom);
  useEffect(() => {
    if (!signedIn && !guestId) void ensureGuestId().catch(() => undefined);
  }, [signedIn, guestId]);
  const bill = useOrderQuote(
    sender && receiver && (signedIn || guestId)
      ? parcelQuotePayload(values, category.id, signedIn ? null : guestId)
      : null,
  );
  const charge = bill.data?.total ?? 0;
  const methods = paymentMethodsFor(values.chargePayer, config);
  const price = priceFormatOf(config);

  // Keep the payment method among those offered.
  useEffect(() => {
    if (methods.length && !methods.includes(values.paymentMethod))
      void setFieldValue('paymentMethod', methods[0], false);
  }, [methods, values.paymentMethod, setFieldValue]);

  const start = sender ?? storedPoint ?? config?.default_location ?? { lat: 23.7925, lng: 90.4078 };

  const applyPick = (party: Party, picked: PickedAddress) => {
    void setValues(
      (current) => ({
        ...current,
        [`${party}Address`]: picked.address,
        [`${party}Lat`]: picked.lat,
        [`${party}Lng`]: picked.lng,
        ...(picked.contactName && !current[`${party}Name`] ? { [`${party}Name`]: picked.contactName } : {}),
        ...(picked.contactPhone && !current[`${party}Phone`] ? { [`${party}Phone`]: picked.contactPhone } : {}),
      }),
      false,
    );
    if (party === 'receiver') toast.success(NEW_LOCATION_SET);
    setPicking(null);
  };

  const partyFields = (party: Party) => {
    const address = values[`${party}Address`];
    const addressError = formik.submitCount ? errors[`${party}Address`] : undefined;
    return (
      <Panel>
        <legend>{PARTY_LABEL[party]} Details</legend>
        <TextField
          label={`${PARTY_LABEL[party]} Name`}
          name={`${party}Name`}
          value={values[`${party}Name`]}
          onChange={formik.handleChange}
          error={formik.submitCount ? errors[`${party}Name`] : undefined}
        />
        <PhoneField
          label={`${PARTY_LABEL[party]} Phone`}
          name={`${party}Phone`}
          value={values[`${party}Phone`]}
          onChange={(next) => void setFieldValue(`${party}Phone`, next)}
          defaultCountry={config?.country ?? 'BD'}
          countryPickerStatus={config?.country_picker_status ?? 0}
          error={formik.submitCount ? errors[`${party}Phone`] : undefined}
        />
        {party === 'sender' && !signedIn ? (
          <TextField
            label="Contact Person Email"
            name="senderEmail"
            type="email"
            value={values.senderEmail}
            onChange={formik.handleChange}
          />
        ) : null}
        <AddressRow>
          <strong>{party === 'sender' ? 'Pickup address' : 'Delivery address'}</strong>
          <p className={address ? undefined : 'muted'} data-testid={`${party}-address`}>
            {address || 'No address picked yet'}
          </p>
          {addressError ? (
            <p className="error" role="alert">
              {addressError}
            </p>
          ) : null}
          <div>
            <Button type="button" $variant="secondary" onClick={() => setPicking(party)}>
              {party === 'sender' ? 'Choose pickup address' : 'Choose delivery address'}
            </Button>
          </div>
        </AddressRow>
      </Panel>
    );
  };

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label="Parcel delivery info">
      <FocusFirstInvalid submitCount={formik.submitCount} isSubmitting={formik.isSubmitting} isValid={formik.isValid} />
      <Columns>
        {partyFields('sender')}
        {partyFields('receiver')}
      </Columns>

      <Panel>
        <legend>Parcel Instructions</legend>
        {instructions.data?.length ? (
          <Choices role="radiogroup" aria-label="Parcel Instructions">
            {instructions.data.map((entry) => (
              <label key={entry.id}>
                <input
                  type="radio"
                  name="instruction"
                  value={entry.instruction}
                  checked={values.instruction === entry.instruction}
                  onChange={formik.handleChange}
                />
                {entry.instruction}
              </label>
            ))}
          </Choices>
        ) : instructions.isLoading ? null : (
          <TextField
            label="Instruction for the delivery man (optional)"
            name="instruction"
            value={values.instruction}
            onChange={formik.handleChange}
          />
        )}
      </Panel>

      <Panel>
        <legend>Who pays the delivery charge?</legend>
        <Choices>
          {(['sender', 'receiver'] as const).map((payer) => (
            <label key={payer}>
              <input
                type="radio"
                name="chargePayer"
                value={payer}
                checked={values.chargePayer === payer}
                onChange={formik.handleChange}
              />
              {payer === 'sender' ? 'Sender' : 'Receiver'}
            </label>
          ))}
        </Choices>
      </Panel>

      <Panel>
        <legend>Payment Method</legend>
        <Choices>
          {methods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={values.paymentMethod === method}
                onChange={formik.handleChange}
              />
              {PAYMENT_LABELS[method]}
            </label>
          ))}
        </Choices>
      </Panel>

      <Panel>
        <legend>Delivery charge</legend>
        <div aria-live="polite" data-testid="parcel-charge">
          {distance.data !== undefined ? <Summary>Distance: {distance.data.toFixed(2)} km</Summary> : null}
          {bill.data ? (
            <BillRows
              bill={bill.data}
              orderType="parcel"
              money={(amount) => formatPrice(amount, price)}
              serviceChargeName={config?.additional_charge_name}
              settling={bill.settling}
            />
          ) : bill.error ? (
            <Summary role="status">{errorMessages(bill.error)[0]}</Summary>
          ) : sender && receiver ? (
            <Skeleton $height="5rem" role="status" aria-label="Working out the delivery charge" />
          ) : (
            <Summary>Choose both addresses to see the delivery charge.</Summary>
          )}
        </div>
      </Panel>

      <Button type="submit" $block disabled={formik.isSubmitting}>
        Place Order
      </Button>

      <PickAddressDialog
        open={picking !== null}
        title={picking === 'receiver' ? 'Receiver address' : 'Sender address'}
        start={(picking === 'receiver' ? receiver : sender) ?? start}
        onClose={() => setPicking(null)}
        onPick={(picked) => picking && applyPick(picking, picked)}
      />
    </Form>
  );
}
