import { useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { EmptyState, tapTarget } from '@storefront/shared';
import { readSelectedCategory } from '../features/categories/selected-category';
import { DeliveryInfoForm } from '../features/delivery-info/DeliveryInfoForm';
import { PlacedView } from '../features/delivery-info/PlacedView';

const Header = styled.header`
  padding: 2rem 0 1rem;
  h1 {
    margin: 0 0 0.35rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The link inline in the sentence, tall enough to tap. */
const ChangeLink = styled(Link)`
  ${tapTarget}
`;

export const CHOOSE_CATEGORY_FIRST = 'Choose what you are sending first.';

/** /parcel-delivery-info: the saved category's delivery form, then the placed order. */
export function ParcelDeliveryInfoPage() {
  const [category] = useState(readSelectedCategory);
  const [placed, setPlaced] = useState<{ orderId: number; message: string; phone: string } | null>(null);

  if (!category) return <EmptyState title={CHOOSE_CATEGORY_FIRST} action={<Link to="/home">Parcel categories</Link>} />;
  if (placed) return <PlacedView {...placed} />;
  return (
    <>
      <Header>
        <h1>Parcel delivery info</h1>
        <p>
          Sending: <strong>{category.name}</strong> <ChangeLink to="/home">Change</ChangeLink>
        </p>
      </Header>
      <DeliveryInfoForm
        category={category}
        onPlaced={(reply, phone) => setPlaced({ orderId: reply.order_id, message: reply.message, phone })}
      />
    </>
  );
}
