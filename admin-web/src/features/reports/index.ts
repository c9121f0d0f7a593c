/** What other features use of the reports: the place field of a report's filter. */
export { PlaceFilterField } from './components/place-filter-field';
