import { screen } from '@testing-library/react';
import { renderPart } from '../../../../tools/jest/render-part';
import { Countdown } from './Countdown';

it('shows each part with its unit and reads out days, hours and minutes in words', () => {
  const end = new Date(Date.now() + ((24 + 1) * 3600 + 60 + 30) * 1000);
  renderPart(<Countdown end={end} />);
  const timer = screen.getByRole('timer');
  expect(timer).toHaveTextContent(/^Ends in 01d:01h:01m:\d\ds$/);
  expect(timer).toHaveAttribute('aria-label', 'Ends in 1 day, 1 hour, 1 minute');
});

it('says when the campaign is over', () => {
  renderPart(<Countdown end={new Date(Date.now() - 1000)} />);
  expect(screen.getByText('This campaign is over')).toBeInTheDocument();
});
