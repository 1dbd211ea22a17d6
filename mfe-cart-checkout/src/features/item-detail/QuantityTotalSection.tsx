import styled from 'styled-components';
import { QuantityStepper } from '../../ui/QuantityStepper';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/** How many, and what they come to with the options and add-ons chosen. */
export function QuantityTotalSection({
  name,
  quantity,
  disabled,
  total,
  onIncrement,
  onDecrement,
}: {
  name: string;
  quantity: number;
  disabled: boolean;
  /** Already formatted. */
  total: string;
  onIncrement: () => void;
  onDecrement: () => void;
}) {
  return (
    <Footer>
      <QuantityStepper
        name={name}
        quantity={quantity}
        disabled={disabled}
        onIncrement={onIncrement}
        onDecrement={onDecrement}
      />
      <p>
        Total amount: <strong data-testid="item-total">{total}</strong>
      </p>
    </Footer>
  );
}
