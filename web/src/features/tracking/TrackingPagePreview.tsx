import { statusView } from '@parcelo/common';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TrackingHeaderView, type TrackingHeaderLook } from '../../lib/TrackingHeader';
import { TrackingTimelineView } from './TrackingTimeline';
import type { TrailEntry } from './trail';

const HOUR_MS = 3_600_000;

/** A made-up shipment's steps, plainly labelled as a sample, to show the colours on a trail. */
function sampleTrail(now: number): TrailEntry[] {
  return [
    {
      createdAt: new Date(now - 2 * HOUR_MS).toISOString(),
      status: statusView('OUT_FOR_DELIVERY'),
      description: 'Out for delivery',
      city: 'Pune',
    },
    {
      createdAt: new Date(now - 20 * HOUR_MS).toISOString(),
      status: statusView('IN_TRANSIT'),
      description: 'Reached the destination hub',
      city: 'Pune',
    },
    {
      createdAt: new Date(now - 30 * HOUR_MS).toISOString(),
      status: statusView('PICKED_UP'),
      description: 'Picked up from the warehouse',
      city: 'Mumbai',
    },
  ];
}

/**
 * Settings > Tracking Page's live preview: the very header buyers see, drawn from the
 * unsaved values, above a sample trail in the same colours.
 */
export function TrackingPagePreview({ look }: { look: TrackingHeaderLook }) {
  const [trail] = useState(() => sampleTrail(Date.now()));
  return (
    <Box as="section" aria-labelledby="tracking-preview-heading">
      <Heading as="h2" size="md" mb="3" id="tracking-preview-heading">
        Preview
      </Heading>
      <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg.subtle">
        <TrackingHeaderView look={look} />
        <Box p="4">
          <Card.Root size="sm">
            <Card.Header>
              <Stack gap="0">
                <Text fontWeight="semibold">Sample shipment</Text>
                <Text textStyle="xs" color="fg.muted">
                  What a buyer sees under your header
                </Text>
              </Stack>
            </Card.Header>
            <Card.Body>
              <TrackingTimelineView entries={trail} accent={look.primaryColor} />
            </Card.Body>
          </Card.Root>
        </Box>
      </Box>
    </Box>
  );
}
