import { lazy, useState, type ComponentType } from 'react';

/**
 * A component of Ant Design loaded on first use, inside the site's Ant Design scope (theme,
 * pt-BR, App): `lazyAntd(async () => (await import('./x')).X)`. Render it under <Suspense>.
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdScope }] = await Promise.all([load(), import('./antd-scope')]);
    function Scoped(props: P) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
}

/**
 * True from the first time `active` is true on: a dialog loaded on first opening stays
 * mounted afterwards, so it can play its closing animation.
 */
export function useOpenedOnce(active: boolean): boolean {
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  return opened || active;
}
