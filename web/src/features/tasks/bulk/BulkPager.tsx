import type { Noun } from '@parcelo/common';
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { formatListRange } from '../../../lib/format';
import { pageCount, PREVIEW_PAGE_SIZE } from './bulkRows';

interface Props {
  /** From 0. */
  page: number;
  total: number;
  onPage: (page: number) => void;
  /** What is counted, e.g. 'row'. */
  noun: Noun;
}

/** Prev/Next through a long local list, 100 at a time, with 'x-y of n'. */
export function BulkPager({ page, total, onPage, noun }: Props) {
  const pages = pageCount(total);
  const start = page * PREVIEW_PAGE_SIZE;
  if (pages <= 1) return null;
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {formatListRange(start, Math.max(0, Math.min(PREVIEW_PAGE_SIZE, total - start)), total, noun)}
      </Text>
      <HStack gap="3">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page === 0}>
          Prev
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages - 1}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
