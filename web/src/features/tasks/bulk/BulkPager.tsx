import { plural, type Noun } from '@parcelo/common';
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { formatNumber } from '../../../lib/format';
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
  const from = total === 0 ? 0 : page * PREVIEW_PAGE_SIZE + 1;
  const to = Math.min(total, (page + 1) * PREVIEW_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {`${formatNumber(from)}-${formatNumber(to)} of ${plural(total, noun)}`}
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
