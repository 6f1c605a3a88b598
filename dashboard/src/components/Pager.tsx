import type { ReactNode } from 'react';

/** Back and forward under a list; what is between them (a page number) is the caller's. */
export function Pager({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  children,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel?: string;
  nextLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="pager">
      <button type="button" className="secondary" disabled={!hasPrevious} onClick={onPrevious}>
        {previousLabel}
      </button>
      {children}
      <button type="button" className="secondary" disabled={!hasNext} onClick={onNext}>
        {nextLabel}
      </button>
    </div>
  );
}
