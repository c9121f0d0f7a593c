/**
 * The spaces feature as other features use it (a reservation shows the space it books).
 * Anything else of spaces/ is its own.
 */
export { useGetLocalPublicQuery, type LocalPublicDto } from './api/generated-api';
export { capacityText, pricePerGuest, restrictionText } from './components/space-rules';
