import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@storefront/shared';
import { Carousel, CarouselSkeleton, carouselLoops, nextScrollLeft } from './Carousel';
import { BANNER_CAROUSEL } from '../lib/section-constants';
import { fakeIntersections } from '../../../tools/jest/fake-intersections';

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

describe('previous and next', () => {
  const row = (count: number) => (
    <ThemeProvider theme={lightTheme}>
      <Carousel label="Popular" perView={2}>
        {Array.from({ length: count }, (_, index) => (
          <p key={index}>slide {index + 1}</p>
        ))}
      </Carousel>
    </ThemeProvider>
  );
  let intersect: ReturnType<typeof fakeIntersections>;
  beforeEach(() => {
    intersect = fakeIntersections();
  });
  afterEach(() => intersect.remove());

  it('follows which end of the row is in view', () => {
    render(row(5));
    const slides = screen.getAllByRole('listitem');
    const [first, last] = [slides[0]!, slides[4]!];
    intersect(first, 1);
    intersect(last, 0);
    expect(screen.getByRole('button', { name: 'Previous Popular' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Popular' })).toBeEnabled();
    intersect(first, 0.4);
    intersect(last, 1);
    expect(screen.getByRole('button', { name: 'Previous Popular' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next Popular' })).toBeDisabled();
  });

  it('offers no buttons when every slide is in view, from the first frame', () => {
    render(row(2));
    expect(screen.queryByRole('button', { name: /Popular/ })).not.toBeInTheDocument();
  });

  it('offers the buttons from the first frame when the slides outnumber the view, before any measure', () => {
    render(row(3));
    expect(screen.getByRole('button', { name: 'Previous Popular' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next Popular' })).toBeVisible();
    // The buttons' row stays however the observer answers: taking it away moved the page below it.
    const slides = screen.getAllByRole('listitem');
    intersect(slides[0]!, 1);
    intersect(slides[2]!, 1);
    expect(screen.getByRole('button', { name: 'Next Popular' })).toBeVisible();
  });
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

  it('plays only while it shows in the viewport', () => {
    const intersect = fakeIntersections();
    try {
      render(slider({}));
      const track = screen.getByRole('list');
      const region = screen.getByRole('region', { name: 'Ads' });
      act(() => jest.advanceTimersByTime(8000));
      expect(track.scrollLeft).toBe(0);
      intersect(region, 0.2);
      act(() => jest.advanceTimersByTime(4000));
      expect(track.scrollLeft).toBe(300);
      intersect(region, 0);
      act(() => jest.advanceTimersByTime(8000));
      expect(track.scrollLeft).toBe(300);
    } finally {
      intersect.remove();
    }
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

describe('while the slides load', () => {
  const skeleton = (slides: number) => (
    <ThemeProvider theme={lightTheme}>
      <CarouselSkeleton label="Loading Popular" slides={slides} slide={<p>slide</p>} perView={2} />
    </ThemeProvider>
  );

  it("keeps the buttons' row free where the slides would not all fit, and only there", () => {
    const { rerender } = render(skeleton(3));
    const status = screen.getByRole('status', { name: 'Loading Popular' });
    const buttonsRow = status.firstElementChild!;
    expect(buttonsRow).toBeVisible();
    rerender(skeleton(2));
    expect(buttonsRow).not.toBeVisible();
  });

  it('does not scroll, so no hidden placeholder can take keyboard focus', () => {
    render(skeleton(5));
    const slides = screen.getByRole('status', { name: 'Loading Popular' }).lastElementChild!;
    expect(getComputedStyle(slides).overflow).toBe('hidden');
  });
});
