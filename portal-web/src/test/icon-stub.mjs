// Jest stand-in for `@ant-design/icons-svg/es/asn/<Name>`: those files are ES modules in a
// package Node reads as CommonJS, which Jest's ESM mode cannot load. The tests never look at
// an icon's drawing, so every icon is this empty one (the bundle gets the real drawings).
export default {
  name: 'stub',
  theme: 'outlined',
  icon: { tag: 'svg', attrs: { viewBox: '64 64 896 896', focusable: 'false' }, children: [] },
};
