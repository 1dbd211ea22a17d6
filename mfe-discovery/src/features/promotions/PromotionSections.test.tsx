import { act, fireEvent, screen, within } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { fakeIntersections } from '../../../../tools/jest/fake-intersections';
import { wireFlashSaleProduct, wireItem, wireStore } from '../../test/fixtures';
import { AdvertisementSchema } from '@storefront/shared/contract/advertisement';
import { AdCard, AdsSection } from './AdsSection';
import { CouponsSection } from './CouponsSection';
import { FlashSaleCard } from './FlashSaleCard';

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

const coupon = {
  id: 1,
  title: 'Ten off',
  code: 'GROC10',
  start_date: '2026-01-01',
  expire_date: '2099-01-01',
  min_purchase: 300,
  max_discount: 100,
  discount: 10,
  discount_type: 'percent',
  coupon_type: 'default',
  limit: 3,
  store_id: null,
  module_id: 1,
};

it("copies a coupon code and says 'Copied' for 1000 ms", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  fakeApi({ 'GET /coupon/list/all': () => ({ data: [coupon] }) });
  renderPart(<CouponsSection />);
  expect(await screen.findByText(/^get 10% discount min Order of /)).toBeInTheDocument();
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Copy coupon code GROC10' }));
  await act(async () => undefined);
  expect(writeText).toHaveBeenCalledWith('GROC10');
  expect(screen.getByText('Copied')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  jest.useRealTimers();
});

const videoAd = (id: number, title: string) => ({
  id,
  add_type: 'video_promotion' as const,
  title,
  description: 'A short look',
  module_id: 1,
  zone_id: 1,
  store_id: 1,
  cover_image_full_url: null,
  profile_image_full_url: null,
  video_attachment_full_url: `https://cdn.test/ad-${id}.mp4`,
  is_rating_active: 0,
  is_review_active: 0,
  average_rating: 4,
  reviews_comments_count: 2,
  start_date: '2026-01-01',
  end_date: '2099-01-01',
  store: { ...wireStore(1, 'Fresh Basket'), featured: 0, open: 1 },
});

describe('video ads', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('plays a video only while it is in view, muted, and pauses it when it leaves', () => {
    const intersect = fakeIntersections();
    const events = { onPlay: jest.fn(), onPause: jest.fn(), onEnd: jest.fn() };
    renderPart(<AdCard ad={AdvertisementSchema.parse(videoAd(3, "See what's cooking"))} video={events} />);
    const video = screen.getByLabelText<HTMLVideoElement>("See what's cooking");
    expect(video).toHaveProperty('muted', true);
    expect(video).not.toHaveAttribute('autoplay');
    intersect(video, 0.2);
    expect(play).not.toHaveBeenCalled();
    intersect(video, 1);
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    intersect(video, 0);
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.play(video);
    expect(events.onPlay).toHaveBeenCalled();
    fireEvent.pause(video);
    expect(events.onPause).toHaveBeenCalled();
    fireEvent.ended(video);
    expect(events.onEnd).toHaveBeenCalled();
  });

  it.each([
    [3, false],
    [4, true],
  ])('with %i ads the slider wraps around: %s', async (count, wraps) => {
    fakeIntersections();
    fakeApi({
      'GET /advertisement/list': () => ({
        data: Array.from({ length: count }, (_, index) => videoAd(10 + index, `Ad ${index + 1}`)),
      }),
    });
    renderPart(<AdsSection />);
    await screen.findByLabelText('Ad 1');
    // Only a slider that wraps can go back from its first page (the buttons show on screens where
    // the slides do not all fit).
    expect(screen.getByRole('button', { name: /^Previous/, hidden: true }).hasAttribute('disabled')).toBe(!wraps);
  });

  it('holds the slider while a video plays and releases it when the video is paused', async () => {
    const intersect = fakeIntersections();
    fakeApi({
      'GET /advertisement/list': () => ({ data: [videoAd(3, 'First video'), videoAd(4, 'Second video')] }),
    });
    renderPart(<AdsSection />);
    const first = await screen.findByLabelText('First video');
    // The track announces changes only while it is not moving by itself (it moves while in view).
    const track = screen.getByRole('list');
    expect(track).toHaveAttribute('aria-live', 'polite');
    await intersect(track.closest('[aria-roledescription="carousel"]')!, 1);
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.play(first);
    expect(track).toHaveAttribute('aria-live', 'polite');
    fireEvent.pause(first);
    expect(track).toHaveAttribute('aria-live', 'off');
    // A second video playing and ending releases the slider too.
    const second = screen.getByLabelText('Second video');
    fireEvent.play(second);
    expect(track).toHaveAttribute('aria-live', 'polite');
    fireEvent.ended(second);
    expect(track).toHaveAttribute('aria-live', 'off');
  });
});

it('shows the flash sale with its countdown and sold/stock progress', async () => {
  const end = new Date(Date.now() + 2 * 86400_000).toISOString();
  fakeApi({
    'GET /flash-sales': (params) => {
      expect(params).toEqual({ limit: 2, offset: 1 });
      return {
        data: {
          id: 4,
          title: 'Weekend flash sale',
          start_date: '2026-01-01T00:00:00Z',
          end_date: end,
          total_size: 1,
          active_products: [wireFlashSaleProduct(1, wireItem(11, 'Fresh Milk'), { sold: 3, stock: 12 })],
        },
      };
    },
  });
  renderPart(<FlashSaleCard />);
  const card = await screen.findByRole('complementary', { name: 'Weekend flash sale' });
  expect(within(card).getByRole('progressbar', { name: 'Fresh Milk sold' })).toHaveAttribute('aria-valuenow', '25');
  expect(within(card).getByText('Sold: 3 · Available: 9')).toBeInTheDocument();
  expect(within(card).getByRole('timer')).toHaveTextContent(/Ends in 0[12]d:\d\dh:\d\dm:\d\ds/);
  expect(within(card).getByRole('link', { name: 'View all: Weekend flash sale' })).toHaveAttribute(
    'href',
    '/flash-sales?id=4',
  );
});
