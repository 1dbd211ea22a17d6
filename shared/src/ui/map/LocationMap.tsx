import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { clampZoom, Icon, runtimeEnv, Skeleton, type StoredLocation } from '@storefront/shared';

export interface MapMarker {
  position: StoredLocation;
  label: string;
}

/** A route to draw: the stops in order (origin, any via points, destination). */
export interface MapRoute {
  stops: StoredLocation[];
  /**
   * The line to draw where the map cannot ask for driving directions itself (the offline map, or
   * when the directions request fails): the points of a route the API worked out. The straight legs
   * between the stops otherwise.
   */
  path?: StoredLocation[];
}

export interface LocationMapProps {
  center: StoredLocation;
  zoom: number;
  onCenterChange?: (center: StoredLocation) => void;
  onZoomChange: (zoom: number) => void;
  /** Other positions to show (store, delivery man…); the centre pin is always shown when picking. */
  markers?: MapMarker[];
  /** A driving route between the markers (the tracking map). */
  route?: MapRoute;
  /** Whether the centre is being chosen (shows the centre pin and lets the map move). */
  picking?: boolean;
  height?: string;
}

const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  &:fullscreen {
    border-radius: 0;
  }
`;

const Controls = styled.div`
  position: absolute;
  right: 0.5rem;
  top: 0.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  z-index: 2;
`;

const ControlButton = styled.button`
  width: 36px;
  height: 36px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 1.2rem;
  cursor: pointer;
`;

const Pin = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -100%);
  font-size: 2rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.danger};
  pointer-events: none;
  z-index: 1;
`;

/** Degrees one pan step moves at a zoom level: half a map tile. */
export function panStep(zoom: number): number {
  return 360 / 2 ** clampZoom(zoom) / 2;
}

const Offline = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: end start;
  padding: 0.75rem;
  background-image:
    linear-gradient(${({ theme }) => theme.color.border} 1px, transparent 1px),
    linear-gradient(90deg, ${({ theme }) => theme.color.border} 1px, transparent 1px);
  background-size: 32px 32px;
  outline: none;
  p {
    margin: 0;
    padding: 0.25rem 0.5rem;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surface};
    font-size: 0.85rem;
  }
`;

const OfflineRoute = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  polyline {
    fill: none;
    stroke: ${({ theme }) => theme.color.primary};
    stroke-width: 4;
    stroke-linejoin: round;
    stroke-linecap: round;
    opacity: 0.85;
  }
`;

/** Where a position falls on the offline map, in percent of its width and height (may lie outside 0..100). */
export function offlinePoint(position: StoredLocation, center: StoredLocation, zoom: number): { x: number; y: number } {
  const span = panStep(zoom) * 10;
  return {
    x: 50 + ((position.lng - center.lng) / span) * 100,
    y: 50 - ((position.lat - center.lat) / span) * 100,
  };
}

const OfflineMarker = styled.span<{ $x: number; $y: number }>`
  position: absolute;
  left: ${({ $x }) => $x}%;
  top: ${({ $y }) => $y}%;
  transform: translate(-50%, -50%);
  padding: 0.1rem 0.4rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.75rem;
`;

/**
 * The map without a Maps key: a grid around the centre that pans with the arrow keys or buttons, so
 * searching, the current position and confirming all still work.
 */
export function OfflineMap({ center, zoom, onCenterChange, markers = [], picking, route }: LocationMapProps) {
  const move = (dLat: number, dLng: number) => {
    const step = panStep(zoom);
    onCenterChange?.({ lat: +(center.lat + dLat * step).toFixed(6), lng: +(center.lng + dLng * step).toFixed(6) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [1, 0],
      ArrowDown: [-1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const delta = moves[event.key];
    if (!delta || !picking) return;
    event.preventDefault();
    move(...delta);
  };
  const line = route ? (route.path ?? route.stops) : [];
  return (
    <Offline
      role="application"
      aria-roledescription="map"
      aria-label={picking ? 'Map. Use the arrow keys to move the pin.' : 'Map'}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {line.length >= 2 ? (
        <OfflineRoute viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" data-testid="map-route">
          <polyline
            vectorEffect="non-scaling-stroke"
            points={line
              .map((point) => offlinePoint(point, center, zoom))
              .map(({ x, y }) => `${x.toFixed(3)},${y.toFixed(3)}`)
              .join(' ')}
          />
        </OfflineRoute>
      ) : null}
      {markers.map((marker) => {
        const { x, y } = offlinePoint(marker.position, center, zoom);
        if (x < 0 || x > 100 || y < 0 || y > 100) return null;
        return (
          <OfflineMarker key={marker.label} $x={x} $y={y}>
            {marker.label}
          </OfflineMarker>
        );
      })}
      <p>
        {center.lat.toFixed(5)}, {center.lng.toFixed(5)}
      </p>
    </Offline>
  );
}

// Google Maps' loader and components load only where a Maps key is configured.
const GoogleMapView = lazy(() => import('./GoogleMapView').then((module) => ({ default: module.GoogleMapView })));

/** The one map every part uses: Google Maps when a key is configured, the offline map otherwise. */
export function LocationMap(props: LocationMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const apiKey = runtimeEnv().googleMapsKey;
  const { zoom, onZoomChange, picking, height = '320px' } = props;
  return (
    <Frame ref={frameRef} $height={height}>
      {apiKey ? (
        <Suspense fallback={<Skeleton $height="100%" $radius="0" />}>
          <GoogleMapView apiKey={apiKey} {...props} />
        </Suspense>
      ) : (
        <OfflineMap {...props} />
      )}
      {picking ? (
        <Pin aria-hidden="true">
          <Icon name="pin" size={36} />
        </Pin>
      ) : null}
      <Controls>
        <ControlButton type="button" aria-label="Zoom in" onClick={() => onZoomChange(clampZoom(zoom + 1))}>
          +
        </ControlButton>
        <ControlButton type="button" aria-label="Zoom out" onClick={() => onZoomChange(clampZoom(zoom - 1))}>
          −
        </ControlButton>
        <ControlButton
          type="button"
          aria-label="Fullscreen"
          onClick={() =>
            document.fullscreenElement ? void document.exitFullscreen() : void frameRef.current?.requestFullscreen?.()
          }
        >
          <Icon name="expand" size={18} />
        </ControlButton>
      </Controls>
    </Frame>
  );
}
