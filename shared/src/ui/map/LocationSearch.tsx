import { useId, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  errorMessages,
  Input,
  placeDetails,
  reverseGeocode,
  searchPlaces,
  useDebounced,
  type StoredLocation,
} from '@storefront/shared';

export const SEARCH_LOADING_TEXT = 'Search suggestions are loading...';

/** How long typing or a moving map rests before its place is looked up. */
const SETTLE_MS = 300;

const Suggestions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 200px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  li button {
    width: 100%;
    text-align: start;
    padding: 0.5rem 0.75rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  li button:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  p {
    margin: 0;
    padding: 0.5rem 0.75rem;
  }
`;

/**
 * The address of a map point being picked: `settled` is the point once the map rests, `address` its
 * address then (null while it moves or when it has none).
 */
export function usePointAddress(center: StoredLocation | null, enabled = true) {
  const settled = useDebounced(center, SETTLE_MS);
  const resolved = useSWR(enabled && settled ? ['geocode', settled.lat, settled.lng] : null, () =>
    reverseGeocode(settled!),
  );
  const moving = center !== settled;
  return { settled, moving, address: moving ? null : (resolved.data ?? null) };
}

/**
 * 'Search location': the place search of a location picker. It asks only once the text is non-empty;
 * a chosen suggestion is passed on as its position and the text empties.
 */
export function LocationSearch({ onFound }: { onFound: (position: StoredLocation) => void }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const settledQuery = useDebounced(query.trim(), SETTLE_MS);
  const suggestions = useSWR(settledQuery ? ['places', settledQuery] : null, () => searchPlaces(settledQuery));
  return (
    <>
      <label htmlFor={searchId}>Search location</label>
      <Input
        id={searchId}
        type="search"
        autoComplete="off"
        placeholder="Search location"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() ? (
        <Suggestions aria-label="Suggestions">
          {suggestions.error ? (
            <li>
              <p role="alert">{errorMessages(suggestions.error)[0]}</p>
            </li>
          ) : !suggestions.data ? (
            <li>
              <p>{SEARCH_LOADING_TEXT}</p>
            </li>
          ) : (
            suggestions.data.map((place) => (
              <li key={place.place_id}>
                <button
                  type="button"
                  onClick={async () => {
                    const details = await placeDetails(place.place_id);
                    onFound(details.position);
                    setQuery('');
                  }}
                >
                  {place.description}
                </button>
              </li>
            ))
          )}
        </Suggestions>
      ) : null}
    </>
  );
}
