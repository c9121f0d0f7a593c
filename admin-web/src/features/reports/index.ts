/** What other features use of the reports: the place and associate fields of a report's filter. */
export { PlaceFilterField } from './components/place-filter-field';
export { AssociateFilterField } from './components/report-filter-fields';
