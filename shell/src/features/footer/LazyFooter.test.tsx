import { act, screen } from '@testing-library/react';
import { appStore, pageSettledAtom, partStatusAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { fakeIntersections } from '../../../../tools/jest/fake-intersections';
import { renderPart } from '../../../../tools/jest/render-part';
import { configReply, landingReply } from '../../test/fixtures';
import { LazyFooter } from './LazyFooter';

const intersect = fakeIntersections();
afterAll(() => intersect.remove());
beforeEach(() => {
  appStore.set(pageSettledAtom, false);
  appStore.set(partStatusAtom, {});
  fakeApi({
    'GET /config': () => ({ data: configReply }),
    'GET /landing-page': () => ({ data: landingReply }),
  });
});

test('the footer loads once the page has settled and the customer nears it, not before', async () => {
  const { container } = renderPart(<LazyFooter />);
  const holder = container.firstElementChild!;
  // While the part's skeleton is up everything seems near: the footer is not looked for yet.
  await intersect(holder, 0.1);
  expect(holder).toBeEmptyDOMElement();

  act(() => appStore.set(pageSettledAtom, true));
  expect(holder).toBeEmptyDOMElement();
  await intersect(holder, 0.1);
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

test('a page that settles while its part is still loading looks for the footer once the part is there', async () => {
  appStore.set(partStatusAtom, { 'discovery:app': 'loading' });
  appStore.set(pageSettledAtom, true);
  const { container } = renderPart(<LazyFooter />);
  const holder = container.firstElementChild!;
  await intersect(holder, 0.1);
  expect(holder).toBeEmptyDOMElement();

  act(() => appStore.set(partStatusAtom, { 'discovery:app': 'mounted' }));
  await intersect(holder, 0.1);
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

test('on a settled page far above its end the footer stays unloaded', async () => {
  appStore.set(pageSettledAtom, true);
  const { container } = renderPart(<LazyFooter />);
  await intersect(container.firstElementChild!, 0);
  expect(container.firstElementChild).toBeEmptyDOMElement();
});
