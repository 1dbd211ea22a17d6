import { screen } from '@testing-library/react';
import { fakeIntersections } from '../../../../tools/jest/fake-intersections';
import { renderPart } from '../../../../tools/jest/render-part';
import { LazyNewsletter } from './LazyNewsletter';

const intersect = fakeIntersections();
afterAll(() => intersect.remove());

test('out of view the footer keeps the form’s room empty, with nothing animating; near it the form loads', async () => {
  const { container } = renderPart(<LazyNewsletter title="Stay in the loop" />);
  const holder = container.firstElementChild!;
  expect(holder).toBeEmptyDOMElement();

  await intersect(holder, 0.1);
  expect(await screen.findByRole('textbox', { name: /email/i })).toBeInTheDocument();
});
