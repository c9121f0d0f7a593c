/**
 * pt-BR texts of both specs (message-texts.ts) and the short labels both apps share
 * (label-texts.ts), read as `MSG.x` and `LABELS.x`. Each is the namespace of a module with one
 * export per text: a bundler keeps only the texts a bundle reads (an object is kept whole once
 * one of its keys is read), so a page's first script does not carry every text of both apps.
 */
export * as MSG from './message-texts.js';
export * as LABELS from './label-texts.js';
