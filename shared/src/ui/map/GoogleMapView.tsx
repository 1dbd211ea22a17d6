import { useEffect, useRef, useState } from 'react';
import { DirectionsRenderer, GoogleMap, Marker, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import { useTheme } from 'styled-components';
import { clampZoom, Skeleton } from '@storefront/shared';
import { OfflineMap, type LocationMapProps, type MapRoute } from './LocationMap';

/**
 * The driving route on Google Maps: the Directions service's route through the stops, or, when it
 * gives none, the line the caller worked out (or the straight legs).
 */
function GoogleRoute({ route }: { route: MapRoute }) {
  const [directions, setDirections] = useState<google.maps.DirectionsResult | null>(null);
  const [failed, setFailed] = useState(false);
  const theme = useTheme();
  const stops = route.stops;
  const key = stops.map((stop) => `${stop.lat.toFixed(5)},${stop.lng.toFixed(5)}`).join(';');
  useEffect(() => {
    if (stops.length < 2) return;
    let live = true;
    const service = new google.maps.DirectionsService();
    service
      .route({
        origin: stops[0]!,
        destination: stops[stops.length - 1]!,
        waypoints: stops.slice(1, -1).map((location) => ({ location, stopover: true })),
        travelMode: google.maps.TravelMode.DRIVING,
      })
      .then(
        (result) => {
          if (!live) return;
          setDirections(result);
          setFailed(false);
        },
        () => {
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
    };
    // The stops' key stands for the stops: a new array with the same points asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (directions && !failed)
    return (
      <DirectionsRenderer
        directions={directions}
        options={{
          suppressMarkers: true,
          preserveViewport: true,
          polylineOptions: { strokeColor: theme.color.primary },
        }}
      />
    );
  return (
    <PolylineF
      path={route.path ?? stops}
      options={{ strokeColor: theme.color.primary, strokeOpacity: 0.85, strokeWeight: 4, clickable: false }}
    />
  );
}

export function GoogleMapView({
  apiKey,
  center,
  zoom,
  onCenterChange,
  onZoomChange,
  markers = [],
  picking,
  route,
}: LocationMapProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ googleMapsApiKey: apiKey });
  const mapRef = useRef<google.maps.Map | null>(null);
  if (loadError)
    return (
      <OfflineMap
        center={center}
        zoom={zoom}
        onCenterChange={onCenterChange}
        onZoomChange={onZoomChange}
        markers={markers}
        picking={picking}
        route={route}
      />
    );
  if (!isLoaded) return <Skeleton $height="100%" $radius="0" />;
  return (
    <GoogleMap
      mapContainerStyle={{ width: '100%', height: '100%' }}
      center={center}
      zoom={zoom}
      options={{ disableDefaultUI: true, gestureHandling: picking ? 'greedy' : 'cooperative' }}
      onLoad={(map) => {
        mapRef.current = map;
      }}
      onIdle={() => {
        const next = mapRef.current?.getCenter();
        if (picking && next && (next.lat() !== center.lat || next.lng() !== center.lng))
          onCenterChange?.({ lat: next.lat(), lng: next.lng() });
      }}
      onZoomChanged={() => {
        const next = mapRef.current?.getZoom();
        if (next !== undefined && next !== zoom) onZoomChange(clampZoom(next));
      }}
    >
      {markers.map((marker) => (
        <Marker key={marker.label} position={marker.position} title={marker.label} />
      ))}
      {route && route.stops.length >= 2 ? <GoogleRoute route={route} /> : null}
    </GoogleMap>
  );
}
