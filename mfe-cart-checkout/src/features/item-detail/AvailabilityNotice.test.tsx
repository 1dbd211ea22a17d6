import { render, screen } from '@testing-library/react';
import { PartProviders } from '@storefront/shared';
import { AvailabilityNotice } from './AvailabilityNotice';

const show = (timing: Parameters<typeof AvailabilityNotice>[0]['timing']) =>
  render(
    <PartProviders>
      <AvailabilityNotice timing={timing} />
    </PartProviders>,
  );

it('outside its hours without scheduling the item reads Not Available now, with its hours', () => {
  show({ kind: 'unavailable', hours: '7:00 AM - 11:30 AM' });
  expect(screen.getByRole('status')).toHaveTextContent('Not Available now — available 7:00 AM - 11:30 AM');
});

it('outside its hours with scheduling the item can be ordered for later', () => {
  show({ kind: 'later', hours: '7:00 AM - 11:30 AM' });
  expect(screen.getByText('This item is not available now, but you can order it for later.')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('inside its hours there is nothing to say', () => {
  const { container } = show({ kind: 'available' });
  expect(container).toBeEmptyDOMElement();
});
