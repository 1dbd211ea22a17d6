import { act, render, screen } from '@testing-library/react';
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

describe('autoplay', () => {
  // jsdom lays nothing out: a track three pages wide, one page (300 px) in view.
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const slider = (props: { hold?: boolean; advanceSignal?: number }) => (
    <ThemeProvider theme={lightTheme}>
      <Carousel label="Ads" perView={1} autoplayMs={4000} speedMs={0} {...props}>
        <p>one</p>
        <p>two</p>
        <p>three</p>
      </Carousel>
    </ThemeProvider>
  );

  it('stops while held and goes on when released', () => {
    const { rerender } = render(slider({ hold: true }));
    const track = screen.getByRole('list');
    act(() => jest.advanceTimersByTime(12_000));
    expect(track.scrollLeft).toBe(0);
    rerender(slider({ hold: false }));
    act(() => jest.advanceTimersByTime(4000));
    expect(track.scrollLeft).toBe(300);
  });

  it('moves one step forward at each change of advanceSignal, even while held', () => {
    const { rerender } = render(slider({ hold: true, advanceSignal: 0 }));
    const track = screen.getByRole('list');
    rerender(slider({ hold: true, advanceSignal: 1 }));
    expect(track.scrollLeft).toBe(300);
    rerender(slider({ hold: true, advanceSignal: 1 }));
    expect(track.scrollLeft).toBe(300);
    rerender(slider({ hold: true, advanceSignal: 2 }));
    expect(track.scrollLeft).toBe(600);
  });
});
