// Types of data-dir-copy.js (plain JavaScript: the worker's database process runs it outside Jest).
/** A copy of `dataDir` in a new directory under `parent`: the copy's path. */
export declare function copyDataDir(dataDir: string, parent: string): Promise<string>;
/** Removes a copy made by copyDataDir. */
export declare function removeDataDirCopy(copy: string): void;
