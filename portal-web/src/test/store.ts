/**
 * The app's store (app/store.ts), for the specs of the layers below app/: their own code never
 * imports app/, the test harness wires it for them.
 */
export { makePersistedStore, makeStore } from '../app/store';
