import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPart } from '../../../tools/jest/render-part';
import { ReadMore } from './ReadMore';

it('cuts text at 70 characters by default with a Read more toggle', async () => {
  const text = `${'a'.repeat(70)}TAIL`;
  renderPart(<ReadMore text={text} />);
  expect(screen.getByText(`${'a'.repeat(70)}…`)).toBeInTheDocument();
  expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Read less' }));
  expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
});

it('shows text of 70 characters or fewer whole, without a toggle', () => {
  renderPart(<ReadMore text={'b'.repeat(70)} />);
  expect(screen.getByText('b'.repeat(70))).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('takes another limit where a place names one', () => {
  renderPart(<ReadMore text={'c'.repeat(100)} limit={130} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
