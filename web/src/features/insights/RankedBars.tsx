import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface RankedItem {
  /** Unique among the items (the bar list keys its rows by it). */
  name: string;
  value: number;
  /** The orders list behind the item. */
  href?: string;
}

interface Props {
  label: string;
  items: readonly RankedItem[];
  formatValue: (value: number) => ReactNode;
  /** What a row's name shows, when not its `name`. */
  title?: (item: RankedItem) => ReactNode;
  color?: string;
}

/** Items as bars against the largest, most first, each name opening its orders. */
export function RankedBars({ label, items, formatValue, title, color = 'blue.subtle' }: Props) {
  const chart = useChart<BarListData>({
    data: items.map((item) => ({ name: item.name, value: item.value, ...(item.href ? { href: item.href } : {}) })),
    sort: { by: 'value', direction: 'desc' },
    series: [{ name: 'name', color }],
  });
  const byName = new Map(items.map((item) => [item.name, item]));

  return (
    <BarList.Root chart={chart} barSize="9" aria-label={label} role="list">
      <BarList.Content gap="3">
        <BarList.Bar
          minW="0"
          label={({ payload }) => {
            const item = byName.get(payload.name);
            const text = item && title ? title(item) : payload.name;
            return (
              <Text as="span" role="listitem" truncate minW="0" title={payload.name}>
                {payload.href ? (
                  <Link asChild color="fg" _hover={{ color: 'blue.fg' }}>
                    <RouterLink to={payload.href}>{text}</RouterLink>
                  </Link>
                ) : (
                  text
                )}
              </Text>
            );
          }}
        />
        <BarList.Value valueFormatter={formatValue} whiteSpace="nowrap" />
      </BarList.Content>
    </BarList.Root>
  );
}
