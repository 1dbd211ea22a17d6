import { MAX_CART_QUANTITY } from '@storefront/shared/contract/cart';
import styled from 'styled-components';

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  output {
    min-width: 2rem;
    text-align: center;
    font-weight: 700;
  }
`;

const StepButton = styled.button<{ $danger?: boolean }>`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.primary)};
  font: inherit;
  font-size: 1.2rem;
  font-weight: 700;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** When set, the minus becomes a delete at quantity 1. */
  deletesAtOne?: boolean;
  /** The smallest quantity the minus reaches when it does not delete. */
  min?: number;
  /** The largest quantity the plus reaches (the API refuses more). */
  max?: number;
  disabled?: boolean;
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** − quantity +; with deletesAtOne the minus turns into a delete button at 1. */
export function QuantityStepper({
  name,
  quantity,
  onIncrement,
  onDecrement,
  deletesAtOne = false,
  min = 1,
  max = MAX_CART_QUANTITY,
  disabled,
}: QuantityStepperProps) {
  const deletes = deletesAtOne && quantity <= 1;
  return (
    <Stepper role="group" aria-label={`Quantity of ${name}`}>
      {deletes ? (
        <StepButton
          type="button"
          $danger
          aria-label={`Remove ${name} from cart`}
          onClick={onDecrement}
          disabled={disabled}
        >
          <TrashIcon />
        </StepButton>
      ) : (
        <StepButton
          type="button"
          aria-label={`Decrease quantity of ${name}`}
          onClick={onDecrement}
          disabled={disabled || (!deletesAtOne && quantity <= min)}
        >
          −
        </StepButton>
      )}
      <output aria-live="polite" aria-label={`Quantity of ${name}`}>
        {quantity}
      </output>
      {/* A dialog whose opener became this stepper returns focus to "+", never to the delete. */}
      <StepButton
        type="button"
        aria-label={`Increase quantity of ${name}`}
        onClick={onIncrement}
        disabled={disabled || quantity >= max}
        data-focus-return
      >
        +
      </StepButton>
    </Stepper>
  );
}
