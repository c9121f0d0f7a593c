// Types of spec-suites.js (plain JavaScript: the test sequencer reads it outside Jest).
export declare const SUITE_FILE: string;
export declare const ALONE_SUFFIX: string;
/** The spec files a folder suite runs, in path order. */
export declare function specsOfSuite(suitePath: string): string[];
/** Imports a suite's spec files (their `describe`s join the suite's test file). */
export declare function importSpecs(suiteUrl: string): Promise<void>;
