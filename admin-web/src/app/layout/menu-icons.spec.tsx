import { MENU_GROUPS } from '@clube/shared';
import { describe, expect, it } from '@jest/globals';
import { isValidElement } from 'react';
import { menuIcon } from './menu-icons';

describe('menu icons', () => {
  it('gives every menu link an icon of its own (the mini menu shows only the icons)', () => {
    const links = MENU_GROUPS.flatMap((group) => group.items);
    const byIcon = new Map<unknown, string[]>();
    for (const link of links) {
      const icon = menuIcon(link.path);
      expect(isValidElement(icon)).toBe(true);
      const type = isValidElement(icon) ? icon.type : null;
      byIcon.set(type, [...(byIcon.get(type) ?? []), link.label]);
    }
    const shared = [...byIcon.values()].filter((labels) => labels.length > 1);
    expect(shared).toEqual([]);
    const layout = links.find((l) => l.path === 'carteirinha/layout');
    const cards = links.find((l) => l.path === 'carteirinha');
    expect(layout && cards).toBeTruthy();
    expect((menuIcon('carteirinha/layout') as { type: unknown }).type).not.toBe(
      (menuIcon('carteirinha') as { type: unknown }).type,
    );
  });
});
