import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary`: the site colour with its readable text colour; `link`: a text button. */
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and ignores clicks (a second submit) until done. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button in the look of Ant Design's (ui.css), for the pages that must show before
 * any of the UI kit loads: the public pages, the header and the member sign-in screens.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  block = false,
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'btn',
    `btn--${variant}`,
    size === 'middle' ? '' : `btn--${size}`,
    block ? 'btn--block' : '',
    icon && (children === undefined || children === null) ? 'btn--icon-only' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      onClick={click}
      {...rest}
    >
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}
