import styled from 'styled-components';
import type { ItemDetails } from '@storefront/shared/contract/item';
import { ChoiceOptionGroups } from '../../ui/ChoiceOptionGroups';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { minMaxNote, type AddOnChoice } from '../../lib/cart-rules';
import { changeAddOn, toggleAddOn, toggleOption } from './item-rules';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.25rem 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** The quick view's food variation groups, then the older choice options (non-food variations). */
export function VariationGroups({
  item,
  food,
  choice,
  money,
  onFood,
  onChoice,
}: {
  item: ItemDetails;
  food: Record<string, string[]>;
  choice: Record<string, string>;
  money: (amount: number) => string;
  onFood: (next: Record<string, string[]>) => void;
  onChoice: (next: Record<string, string>) => void;
}) {
  return (
    <>
      {item.food_variations.map((group) => {
        const selected = food[group.name] ?? [];
        return (
          <Group key={group.name}>
            <legend>
              {group.name} {group.required === 'on' ? <small>(Required)</small> : <small>(Optional)</small>}
            </legend>
            {group.type === 'multi' ? <small>{minMaxNote(Number(group.min), Number(group.max))}</small> : null}
            {group.values.map((value) => (
              <label key={value.label}>
                <input
                  type={group.type === 'single' ? 'radio' : 'checkbox'}
                  name={`variation-${group.name}`}
                  checked={selected.includes(value.label)}
                  onChange={() => undefined}
                  onClick={() => onFood({ ...food, [group.name]: toggleOption(group, selected, value.label) })}
                />
                <span>{value.label}</span>
                {value.optionPrice > 0 ? <small>+{money(value.optionPrice)}</small> : null}
              </label>
            ))}
          </Group>
        );
      })}
      {item.variations.length > 0 ? <ChoiceOptionGroups item={item} choice={choice} onChoice={onChoice} /> : null}
    </>
  );
}

/** The item's add-ons: a checkbox each, and its own quantity once chosen. */
export function AddOnGroup({
  item,
  addOns,
  money,
  onChange,
}: {
  item: ItemDetails;
  addOns: AddOnChoice[];
  money: (amount: number) => string;
  onChange: (next: AddOnChoice[]) => void;
}) {
  if (item.add_ons.length === 0) return null;
  return (
    <Group>
      <legend>Add-ons</legend>
      {item.add_ons.map((addOn) => {
        const chosen = addOns.find((a) => a.id === addOn.id);
        return (
          <Option key={addOn.id}>
            <label>
              <input
                type="checkbox"
                checked={Boolean(chosen)}
                onChange={(event) => onChange(toggleAddOn(addOns, addOn.id, event.target.checked))}
              />
              <span>{addOn.name}</span>
              <small>{money(addOn.price)}</small>
            </label>
            {chosen ? (
              <QuantityStepper
                name={addOn.name}
                quantity={chosen.quantity}
                min={0}
                onIncrement={() => onChange(changeAddOn(addOns, addOn.id, 1))}
                onDecrement={() => onChange(changeAddOn(addOns, addOn.id, -1))}
              />
            ) : null}
          </Option>
        );
      })}
    </Group>
  );
}
