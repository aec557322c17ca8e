import { Text, Timeline } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { TrackingTimeline_entries$key } from '../../__generated__/TrackingTimeline_entries.graphql';
import { formatDateTime } from '../../lib/format';
import { OrderStatusTag } from '../orders';
import { newestFirst, type TrailEntry } from './trail';

const fragment = graphql`
  fragment TrackingTimeline_entries on OrderTrailEntry @relay(plural: true) {
    createdAt
    description
    city
    status {
      code
      label
      tone
    }
  }
`;

/** A shipment's trail as a vertical timeline, newest at the top, the latest step in the seller's colour. */
export function TrackingTimeline({ entries, accent }: { entries: TrackingTimeline_entries$key; accent: string }) {
  return <TrackingTimelineView entries={useFragment(fragment, entries)} accent={accent} />;
}

/**
 * The timeline drawn from plain entries, so Settings > Tracking Page previews a sample
 * trail in the seller's colour (`accent`).
 */
export function TrackingTimelineView({ entries, accent }: { entries: readonly TrailEntry[]; accent: string }) {
  if (entries.length === 0) {
    return <Text color="fg.muted">No tracking updates yet.</Text>;
  }
  return (
    <Timeline.Root as="ol" size="lg" aria-label="Tracking history">
      {newestFirst(entries).map((entry, index) => (
        <Timeline.Item as="li" key={`${entry.createdAt}|${entry.status.code}|${index}`} listStyleType="none">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator
              bg={index === 0 ? accent : 'bg.emphasized'}
              borderWidth="2px"
              borderColor={index === 0 ? 'border.emphasized' : 'border'}
            />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>
              <OrderStatusTag label={entry.status.label} tone={entry.status.tone} />
              <Text as="span" textStyle="sm" color="fg.muted" fontWeight="normal">
                {formatDateTime(entry.createdAt)}
              </Text>
            </Timeline.Title>
            <Timeline.Description color="fg" textStyle="sm">
              {entry.description}
            </Timeline.Description>
            {entry.city && (
              <Text textStyle="xs" color="fg.muted">
                {entry.city}
              </Text>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
