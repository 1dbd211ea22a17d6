import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { apiClient } from '../api/client';
import { lightTheme } from './theme';
import { PrescriptionNote, SoldOutBadge } from './ItemNotes';
import { OneLine } from './OneLine';
import { Rating } from './Rating';

const themed = (ui: React.ReactElement) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </ThemeProvider>,
  );

beforeEach(() => {
  // No configuration: the default 2 decimal places.
  apiClient.defaults.adapter = async () => Promise.reject(new Error('offline'));
});

describe('Rating', () => {
  it('shows the rating rounded to 0.5 with its review count', () => {
    themed(<Rating value={4.3} count={12} />);
    expect(screen.getByTestId('rating')).toHaveTextContent(/^★4\.50 out of 5\(12\)$/);
  });

  it('shows nothing, no star either, for an item without reviews', () => {
    const { container } = themed(
      <>
        <Rating value={0} count={0} />
        <Rating value={4.2} count={0} />
      </>,
    );
    expect(container).not.toHaveTextContent('★');
  });
});

describe('item notes', () => {
  it("reads 'Sold out' on an item that cannot be added, nothing otherwise", () => {
    const { rerender } = themed(<SoldOutBadge item={{ module_type: 'grocery', stock: 0 }} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={lightTheme}>
        <SoldOutBadge item={{ module_type: 'grocery', stock: 3 }} />
      </ThemeProvider>,
    );
    expect(screen.queryByText('Sold out')).toBeNull();
  });

  it("reads the cart's prescription note on an item that needs one", () => {
    const { container } = themed(
      <>
        <PrescriptionNote item={{ is_prescription_required: 1 }} />
        <PrescriptionNote item={{ is_prescription_required: 0 }} />
      </>,
    );
    expect(container).toHaveTextContent(/^prescription is required$/);
  });
});

it('OneLine keeps the whole text in its title', () => {
  const long = 'paracetamol '.repeat(22).trim();
  themed(<OneLine text={long} />);
  expect(screen.getByTitle(long)).toHaveTextContent(long);
});
