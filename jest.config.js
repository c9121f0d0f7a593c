// `npm test` runs every project in one Jest process, so the test files of all four share
// one pool of workers (2 cores here) instead of running project after project.
export default {
  // Both cores: Jest's default on a 2-core machine is one worker.
  maxWorkers: 2,
  projects: [
    '<rootDir>/libs/shared',
    '<rootDir>/api',
    '<rootDir>/portal-web',
    '<rootDir>/admin-web',
  ],
};
