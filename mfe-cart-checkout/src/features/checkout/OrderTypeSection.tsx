import type { OrderType } from './checkout-rules';
import { Choices, Section } from './checkout-ui';

/** Home delivery or take away, as the store offers them. */
export function OrderTypeSection({
  orderTypes,
  orderType,
  onChange,
}: {
  orderTypes: OrderType[];
  orderType: OrderType;
  onChange: (orderType: OrderType) => void;
}) {
  return (
    <Section>
      <Choices>
        <legend>Delivery Option</legend>
        {orderTypes.map((type) => (
          <label key={type}>
            <input type="radio" name="order-type" checked={orderType === type} onChange={() => onChange(type)} />
            {type === 'delivery' ? 'Home Delivery' : 'Take Away'}
          </label>
        ))}
      </Choices>
    </Section>
  );
}
