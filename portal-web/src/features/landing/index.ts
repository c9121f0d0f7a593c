/**
 * The landing feature as other features use it (the search looks through the home's photos and
 * videos and shows them as the landing does). Anything else of landing/ is its own.
 */
export { useGetHomeQuery } from './api/generated-api';
export { PhotoTiles, VideoTiles } from './components/media-tiles';
