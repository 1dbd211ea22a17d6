import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../index';
import { Skeleton } from './Skeleton';

it('a named skeleton is a loading status; an unnamed one is plain', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <Skeleton aria-label="Loading orders" />
      <Skeleton data-testid="plain" />
      <Skeleton aria-label="Loading the map" role="progressbar" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  expect(screen.getByTestId('plain')).not.toHaveAttribute('role');
  expect(screen.getByRole('progressbar', { name: 'Loading the map' })).toBeInTheDocument();
});
