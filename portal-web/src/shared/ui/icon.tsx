import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function renderNode(node: AbstractNode, key?: number): ReactElement {
  return createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

interface IconProps {
  /** An Ant Design icon's drawing (`@ant-design/icons-svg/es/asn/<Name>`). */
  icon: IconDefinition;
  className?: string;
}

/**
 * An Ant Design icon drawn as plain SVG: the same glyphs as `@ant-design/icons`, without its
 * runtime (colour palette, style injection, context), so public pages can show icons before
 * any of the UI kit loads. Decorative: the text beside it (or the control's label) names it.
 */
export function Icon({ icon, className }: IconProps) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'none') : icon.icon;
  return (
    <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      {createElement(
        'svg',
        {
          ...root.attrs,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          focusable: 'false',
          'aria-hidden': 'true',
        },
        root.children?.map((child, index) => renderNode(child, index)),
      )}
    </span>
  );
}
