import { startScrollMemory } from './scroll-memory';

let scrollY = 0;
let pageHeight = 5000;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
});

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));

function goBack() {
  window.history.back();
  return new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

let stop: () => void;

beforeEach(() => {
  scrollY = 0;
  pageHeight = 5000;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.history.replaceState(null, '', '/home');
  stop = startScrollMemory();
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

it('opens a new page at its top', () => {
  scrollBy(1200);
  window.history.pushState({ key: 'store' }, '', '/store/7');
  expect(scrollY).toBe(0);
});

it('keeps the place when only the hash changes', () => {
  scrollBy(900);
  window.history.pushState(null, '', '/home#reviews');
  expect(scrollY).toBe(900);
});

it('returns to where the customer left a page on back', async () => {
  scrollBy(1200);
  await nextFrame();
  window.history.pushState({ key: 'store' }, '', '/store/7');
  scrollBy(300);
  await goBack();
  expect(window.location.pathname).toBe('/home');
  expect(scrollY).toBe(1200);
});

it('waits for content that arrives late, then restores', async () => {
  scrollBy(2400);
  window.history.pushState({ key: 'store' }, '', '/store/7');
  pageHeight = 900; // the previous page is not rendered yet
  await goBack();
  expect(scrollY).toBeLessThan(2400);
  pageHeight = 5000;
  await nextFrame();
  await nextFrame();
  expect(scrollY).toBe(2400);
});

it('holds the place while rows above it settle', async () => {
  let renderedHeight = 4000;
  jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => renderedHeight);
  scrollBy(2400);
  window.history.pushState({ key: 'store' }, '', '/store/7');
  await goBack();
  await nextFrame();
  expect(scrollY).toBe(2400);
  // A row above the place grows; the browser keeps what was in view, moving the scroll with it.
  renderedHeight = 4030;
  scrollY = 2430;
  await nextFrame();
  await nextFrame();
  expect(scrollY).toBe(2400);
});

it('stops restoring as soon as the customer scrolls', async () => {
  scrollBy(2400);
  window.history.pushState({ key: 'store' }, '', '/store/7');
  pageHeight = 900;
  await goBack();
  window.dispatchEvent(new Event('wheel'));
  pageHeight = 5000;
  await nextFrame();
  await nextFrame();
  expect(scrollY).toBeLessThan(2400);
});

it('ignores the synthetic popstate single-spa sends on a push', () => {
  scrollBy(700);
  window.history.pushState({ key: 'store' }, '', '/store/7');
  const synthetic = Object.assign(new PopStateEvent('popstate'), { singleSpa: true });
  window.dispatchEvent(synthetic);
  expect(scrollY).toBe(0);
});

it('reopens a reloaded page where it was left', async () => {
  scrollBy(1500);
  await nextFrame();
  stop();
  scrollY = 0;
  stop = startScrollMemory();
  expect(scrollY).toBe(1500);
});

it('survives storage that holds something else', () => {
  stop();
  sessionStorage.setItem('storefront.scroll-positions', '[not json');
  expect(() => {
    stop = startScrollMemory();
  }).not.toThrow();
});

it('lands on the section a link names, once the part has rendered it', async () => {
  const scrollIntoView = jest.fn();
  window.history.pushState({ key: 'home' }, '', '/home#section-campaigns');
  const heading = document.createElement('h2');
  heading.id = 'section-campaigns';
  heading.scrollIntoView = scrollIntoView;
  document.body.append(heading);
  await nextFrame();
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  heading.remove();
});
