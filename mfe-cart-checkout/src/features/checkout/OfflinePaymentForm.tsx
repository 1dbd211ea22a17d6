import { useState } from 'react';
import styled from 'styled-components';
import { Button, Skeleton, TextField, toast } from '@storefront/shared';
import type { OfflinePaymentMethod } from '@storefront/shared/contract/checkout-extras';
import { PAYMENT_INFO_UPDATED, inputLabel, offlineInfoMissing, type OfflinePaymentInfo } from './checkout-rules';
import { Choices, Muted } from './checkout-ui';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.9rem;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/**
 * Offline payment: the methods from the API, where to pay, and the customer's inputs. Saving keeps the
 * info for the order ('Payment info updated.'); it is sent after the order is placed.
 */
export function OfflinePaymentForm({
  methods,
  info,
  onSave,
}: {
  methods: OfflinePaymentMethod[] | undefined;
  info: OfflinePaymentInfo | null;
  onSave: (info: OfflinePaymentInfo) => void;
}) {
  const [methodId, setMethodId] = useState<number | null>(info?.methodId ?? null);
  const [fields, setFields] = useState<Record<string, string>>(info?.fields ?? {});
  const [note, setNote] = useState(info?.note ?? '');
  const [missing, setMissing] = useState<string[]>([]);

  if (!methods) return <Skeleton $height="120px" />;
  const method = methods.find((candidate) => candidate.id === methodId) ?? null;

  return (
    <Box>
      <Choices>
        <legend>Pay offline with</legend>
        {methods.map((candidate) => (
          <label key={candidate.id}>
            <input
              type="radio"
              name="offline-method"
              checked={methodId === candidate.id}
              onChange={() => {
                setMethodId(candidate.id);
                setFields({});
                setMissing([]);
              }}
            />
            {candidate.method_name}
          </label>
        ))}
      </Choices>
      {method ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const left = offlineInfoMissing(method, fields);
            setMissing(left);
            if (left.length > 0) return;
            onSave({ methodId: method.id, fields, note: note.trim() });
            toast.success(PAYMENT_INFO_UPDATED);
          }}
        >
          <Box>
            <Details aria-label={`${method.method_name} payment details`}>
              {method.method_fields.map((field) => (
                <div key={field.input_name} style={{ display: 'contents' }}>
                  <dt>{inputLabel(field.input_name)}</dt>
                  <dd>{field.input_data}</dd>
                </div>
              ))}
            </Details>
            {method.method_informations.map((input) => (
              <TextField
                key={input.customer_input}
                label={`${inputLabel(input.customer_input)}${input.is_required === 1 ? ' *' : ''}`}
                placeholder={input.customer_placeholder}
                value={fields[input.customer_input] ?? ''}
                onChange={(event) => setFields({ ...fields, [input.customer_input]: event.target.value })}
                error={
                  missing.includes(input.customer_input) ? `${inputLabel(input.customer_input)} is required` : undefined
                }
              />
            ))}
            <TextField label="Payment note" value={note} onChange={(event) => setNote(event.target.value)} />
            <div>
              <Button type="submit" $variant="secondary">
                Save payment info
              </Button>
            </div>
            {info && info.methodId === method.id ? <Muted>Payment info saved for this order.</Muted> : null}
          </Box>
        </form>
      ) : (
        <Muted>Choose how you pay to see the payment details.</Muted>
      )}
    </Box>
  );
}
