import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Sanitizes HTML from the settings before it reaches the page (no scripts, no handlers). */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '';
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders settings HTML after DOMPurify; renders nothing when it is empty. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
