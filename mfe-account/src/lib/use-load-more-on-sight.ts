import { useEffect, useRef } from 'react';

interface Pages {
  hasMore: boolean;
  isValidating: boolean;
  size: number;
  setSize: (size: number) => unknown;
}

/** A sentinel's ref: once it scrolls into view, the next page loads (unless one is already loading). */
export function useLoadMoreOnSight({ hasMore, isValidating, size, setSize }: Pages) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isValidating) void setSize(size + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isValidating, setSize, size]);
  return sentinel;
}
