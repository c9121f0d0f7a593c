// Static assets imported by components resolve to their file name in tests.
export default 'test-file-stub';
