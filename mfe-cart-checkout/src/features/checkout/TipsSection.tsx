import { useState } from 'react';
import { NumberField } from '@storefront/shared';
import { useMostTips } from './checkout-api';
import { TIP_CHOICES, tipAmount } from './checkout-rules';
import { Choices, InlineRow, Section } from './checkout-ui';

/** Delivery man tips: fixed choices, the most tipped amount (from the API) and a custom amount. */
export function TipsSection({
  tip,
  onChange,
  money,
}: {
  tip: number;
  onChange: (tip: number) => void;
  money: (amount: number) => string;
}) {
  const { data: most } = useMostTips();
  const mostAmount = most ? tipAmount(most.most_tips_amount) : 0;
  const choices = [...new Set([...TIP_CHOICES, ...(mostAmount > 0 ? [mostAmount] : [])])].sort((a, b) => a - b);
  // A restored tip that is none of the choices shows as the custom amount it was typed as.
  const [customChosen, setCustom] = useState<boolean | null>(null);
  const custom = customChosen ?? (tip > 0 && !choices.includes(tip));
  const [customText, setCustomText] = useState(() => (tip > 0 && !choices.includes(tip) ? String(tip) : ''));
  return (
    <Section>
      <Choices>
        <legend>Delivery Man Tips</legend>
        {choices.map((amount) => (
          <label key={amount}>
            <input
              type="radio"
              name="dm-tips"
              checked={!custom && tip === amount}
              onChange={() => {
                setCustom(false);
                onChange(amount);
              }}
            />
            {amount === 0 ? 'No tip' : money(amount)}
            {amount === mostAmount && amount > 0 ? ' (most tipped)' : ''}
          </label>
        ))}
        <label>
          <input type="radio" name="dm-tips" checked={custom} onChange={() => setCustom(true)} />
          Custom
        </label>
      </Choices>
      {custom ? (
        <InlineRow>
          <NumberField
            label="Tip amount"
            min={0}
            value={customText}
            onChange={(event) => {
              setCustomText(event.target.value);
              onChange(tipAmount(event.target.value));
            }}
          />
        </InlineRow>
      ) : null}
    </Section>
  );
}
