/**
 * @storefront/shared/map: the location map and address search. Not part of the shared singleton:
 * a page loads it with the part (or the shell's dialog) that shows a map. The location state and
 * API calls they use come from '@storefront/shared'.
 */
export {
  LocationMap,
  panStep,
  offlinePoint,
  type LocationMapProps,
  type MapMarker,
  type MapRoute,
} from './ui/map/LocationMap';
export { LocationSearch, usePointAddress, SEARCH_LOADING_TEXT } from './ui/map/LocationSearch';
