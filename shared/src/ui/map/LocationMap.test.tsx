import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme';
import { LocationMap, offlinePoint, panStep } from './LocationMap';

const center = { lat: 23.78, lng: 90.4 };

it('places positions on the offline map around its centre', () => {
  expect(offlinePoint(center, center, 10)).toEqual({ x: 50, y: 50 });
  const span = panStep(10) * 10;
  const north = offlinePoint({ lat: center.lat + span / 4, lng: center.lng }, center, 10);
  expect(north.x).toBeCloseTo(50);
  expect(north.y).toBeCloseTo(25);
  const east = offlinePoint({ lat: center.lat, lng: center.lng + span / 2 }, center, 10);
  expect(east.x).toBeCloseTo(100);
});

it('draws the route without a Maps key: the given path, or the straight legs between the stops', () => {
  const stops = [
    { lat: 23.794, lng: 90.404 },
    { lat: 23.79, lng: 90.404 },
    { lat: 23.7925, lng: 90.4078 },
  ];
  const { rerender } = render(
    <ThemeProvider theme={lightTheme}>
      <LocationMap center={center} zoom={10} onZoomChange={jest.fn()} route={{ stops }} />
    </ThemeProvider>,
  );
  const line = () => screen.getByTestId('map-route').querySelector('polyline')!;
  expect(line().getAttribute('points')!.split(' ')).toHaveLength(3);
  const path = [stops[0]!, { lat: 23.7925, lng: 90.404 }, { lat: 23.79, lng: 90.404 }, stops[2]!];
  rerender(
    <ThemeProvider theme={lightTheme}>
      <LocationMap center={center} zoom={10} onZoomChange={jest.fn()} route={{ stops, path }} />
    </ThemeProvider>,
  );
  const points = line().getAttribute('points')!.split(' ');
  expect(points).toHaveLength(4);
  const { x, y } = offlinePoint(stops[0]!, center, 10);
  expect(points[0]).toBe(`${x.toFixed(3)},${y.toFixed(3)}`);
});

it('draws no line without a route', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <LocationMap center={center} zoom={10} onZoomChange={jest.fn()} />
    </ThemeProvider>,
  );
  expect(screen.queryByTestId('map-route')).toBeNull();
});
