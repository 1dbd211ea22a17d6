import { SelectField } from '@storefront/shared';
import { CheckLabel, Section } from '../checkout-ui';
import { DELIVERY_INSTRUCTIONS, UNAVAILABLE_ITEM_NOTES, type OrderPreferences } from './order-preferences';

/** Cutlery (food), the rider's instruction (delivery) and what to do when an item is not available. */
export function OrderPreferencesSection({
  value,
  onChange,
  food,
  delivery,
}: {
  value: OrderPreferences;
  onChange: (next: OrderPreferences) => void;
  food: boolean;
  delivery: boolean;
}) {
  return (
    <Section aria-labelledby="order-preferences">
      <h2 id="order-preferences">Order preferences</h2>
      <div style={{ display: 'grid', gap: '0.9rem' }}>
        {food ? (
          <CheckLabel>
            <input
              type="checkbox"
              checked={value.cutlery}
              onChange={(event) => onChange({ ...value, cutlery: event.target.checked })}
            />
            Add cutlery
          </CheckLabel>
        ) : null}
        {delivery ? (
          <SelectField
            label="Delivery instruction"
            options={DELIVERY_INSTRUCTIONS}
            value={value.deliveryInstruction}
            onChange={(event) => onChange({ ...value, deliveryInstruction: event.target.value })}
          />
        ) : null}
        <SelectField
          label="If an item is not available"
          options={UNAVAILABLE_ITEM_NOTES}
          value={value.unavailableItemNote}
          onChange={(event) => onChange({ ...value, unavailableItemNote: event.target.value })}
        />
      </div>
    </Section>
  );
}
