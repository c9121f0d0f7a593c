/**
 * `@clube/shared/forms`: the yup rules both apps' formik forms are built from, on the checks and
 * messages of `@clube/shared`, so a rule's text lives once. A subpath of its own: yup loads
 * only with the forms that use it (never on a page's first paint), and the API never loads it.
 */
export * from './rules.js';
