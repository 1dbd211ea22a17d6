import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@storefront/shared';
import { Carousel, carouselLoops, nextScrollLeft } from './Carousel';
import { BANNER_CAROUSEL } from '../features/home/section-constants';

describe('carousel rules', () => {
  it('wraps the banner carousel only with more than 2 banners', () => {
    expect(carouselLoops(2, BANNER_CAROUSEL.loopsWithMoreThan)).toBe(false);
    expect(carouselLoops(3, BANNER_CAROUSEL.loopsWithMoreThan)).toBe(true);
  });

  it('wraps food categories at 7 or more', () => {
    expect(carouselLoops(6, 6)).toBe(false);
    expect(carouselLoops(7, 6)).toBe(true);
  });

  it('steps a page at a time and stops or wraps at the ends', () => {
    expect(nextScrollLeft(0, 300, 900, 1, false)).toBe(300);
    expect(nextScrollLeft(900, 300, 900, 1, false)).toBe(900);
    expect(nextScrollLeft(900, 300, 900, 1, true)).toBe(0);
    expect(nextScrollLeft(0, 300, 900, -1, true)).toBe(900);
    expect(nextScrollLeft(0, 300, 900, -1, false)).toBe(0);
  });

  it('keeps the banner constants of the spec', () => {
    expect(BANNER_CAROUSEL).toMatchObject({ autoplayMs: 4000, speedMs: 800, perView: 3, narrowPerView: 1.1 });
  });
});

it('renders a labelled carousel region with its slides', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <Carousel label="Offers" perView={3}>
        <p>one</p>
        <p>two</p>
      </Carousel>
    </ThemeProvider>,
  );
  expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
