import { fireEvent, screen } from '@testing-library/react';
import { renderPart } from '../../../../tools/jest/render-part';
import { ZoomImage, zoomOrigin } from './ZoomImage';

it('centres the zoom under the pointer, within the image', () => {
  expect(zoomOrigin(50, 150, 200, 300)).toEqual({ x: 25, y: 50 });
  expect(zoomOrigin(-5, 400, 200, 300)).toEqual({ x: 0, y: 100 });
});

it('zooms with a click or the keyboard and pans with the arrows', () => {
  renderPart(<ZoomImage src="/milk.svg" alt="Fresh Milk" />);
  const button = screen.getByRole('button', { name: 'Zoom Fresh Milk' });
  const image = screen.getByRole('img', { name: 'Fresh Milk' });
  expect(image.style.transform).toBe('none');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(image.style.transform).toBe('scale(2)');
  fireEvent.keyDown(button, { key: 'ArrowRight' });
  expect(image.style.transformOrigin).toBe('60% 50%');
});
