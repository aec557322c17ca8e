import { useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * The columns kept at the end, in their given order: those that decide what to do
 * with a row (stock left, approval, actions) go last, so pinning keeps them together.
 */
export function pinnedLast<C extends { pinned?: boolean | undefined }>(columns: readonly C[]): readonly C[] {
  return [...columns.filter((column) => !column.pinned), ...columns.filter((column) => column.pinned)];
}

/** Each pinned column's distance from the table's right edge: the widths of the pinned columns after it. */
export function rightOffsets(widths: readonly number[]): number[] {
  const offsets = new Array<number>(widths.length).fill(0);
  for (let i = widths.length - 2; i >= 0; i--) offsets[i] = offsets[i + 1]! + widths[i + 1]!;
  return offsets;
}

/**
 * Sticks the pinned columns to the right edge of a table wider than the screen, so they
 * stay in view while the rest scrolls sideways under them. Their header cells are
 * measured (`headerRef`) whenever they resize, since their widths follow their contents.
 */
export function usePinnedColumns<C extends { key: string; pinned?: boolean | undefined }>(columns: readonly C[]) {
  const ordered = useMemo(() => pinnedLast(columns), [columns]);
  // Keyed by the keys themselves, so a page building its columns on each render re-measures only on a real change.
  const signature = ordered
    .filter((c) => c.pinned)
    .map((c) => c.key)
    .join('\n');
  const pinnedKeys = useMemo(() => (signature ? signature.split('\n') : []), [signature]);
  const cells = useRef(new Map<string, HTMLElement>());
  const [offsets, setOffsets] = useState<Record<string, number>>({});

  useLayoutEffect(() => {
    const measure = () => {
      const widths = pinnedKeys.map((key) => cells.current.get(key)?.getBoundingClientRect().width ?? 0);
      const next = rightOffsets(widths);
      setOffsets((current) =>
        pinnedKeys.every((key, i) => current[key] === next[i])
          ? current
          : Object.fromEntries(pinnedKeys.map((key, i) => [key, next[i]!])),
      );
    };
    measure();
    if (pinnedKeys.length === 0 || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const key of pinnedKeys) {
      const cell = cells.current.get(key);
      if (cell) observer.observe(cell);
    }
    return () => observer.disconnect();
  }, [pinnedKeys]);

  const headerRef = (key: string) => (element: HTMLElement | null) => {
    if (element) cells.current.set(key, element);
    else cells.current.delete(key);
  };

  /**
   * Style props for a pinned column's cells, none for the others: a header cell, or the
   * body cell of the row at `rowIndex` (its own background, which the scrolling cells pass
   * under, keeps the table's stripes).
   */
  const pinProps = (column: C, rowIndex: number | 'header', striped = true) =>
    column.pinned
      ? {
          position: 'sticky' as const,
          right: `${offsets[column.key] ?? 0}px`,
          zIndex: rowIndex === 'header' ? 2 : 1,
          bg: striped && rowIndex !== 'header' && rowIndex % 2 === 0 ? 'bg.muted' : 'bg',
          // The first pinned column marks where the scrolling part passes under.
          ...(column.key === pinnedKeys[0] && { boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' }),
        }
      : {};

  return { ordered, headerRef, pinProps };
}
