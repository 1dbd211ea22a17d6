import { screen } from '@testing-library/react';
import { renderPart } from '../../../../tools/jest/render-part';
import { PlacedView } from './PlacedView';

it('brings the placed order into view and focus, where the form’s foot was', () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  renderPart(<PlacedView orderId={100045} message="Order placed successfully!" phone="+8801711223344" />);
  const title = screen.getByRole('heading', { name: 'Order placed successfully!' });
  expect(title).toHaveFocus();
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  expect(screen.getByTestId('parcel-order-id')).toHaveTextContent('#100045');
});
