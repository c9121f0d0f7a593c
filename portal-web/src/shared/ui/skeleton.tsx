interface SkeletonProps {
  /** Lines of text under the title bar. */
  rows?: number;
  /**
   * Keeps a screen's height while the content loads, so the footer stays out of sight and
   * does not jump when the content arrives (layout shift).
   */
  reserve?: boolean;
}

/** Grey bars where content will be (the look of Ant Design's active Skeleton, in CSS only). */
export function Skeleton({ rows = 3, reserve = false }: SkeletonProps) {
  return (
    <div
      className={reserve ? 'skeleton skeleton--reserve' : 'skeleton'}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">Carregando...</span>
      <div className="skeleton__title" aria-hidden="true" />
      <ul className="skeleton__rows" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}
