import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { FieldBeat_beat$key } from '../../__generated__/FieldBeat_beat.graphql';
import type { FieldBeats_person$key } from '../../__generated__/FieldBeats_person.graphql';
import type { FieldBeatsPaginationQuery } from '../../__generated__/FieldBeatsPaginationQuery.graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { directionsLink, telLink } from '../../lib/phoneLinks';
import { plural } from '@parcelo/common';
import { FieldSuggestedOrder } from '../retailerEngine/FieldSuggestedOrder';
import { formatBeatKm } from './beatPlan';

const fragment = graphql`
  fragment FieldBeats_person on FieldPerson
  @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" })
  @refetchable(queryName: "FieldBeatsPaginationQuery") {
    beats(first: $first, after: $after) @required(action: THROW) @connection(key: "FieldBeats_beats") {
      totalCount
      edges {
        node {
          id
          ...FieldBeat_beat
        }
      }
    }
  }
`;

const beatFragment = graphql`
  fragment FieldBeat_beat on Beat {
    name
    description
    km
    kg
    createdAt
    stops {
      id
      position
      retailerName
      phone
      address
      pincode
      lat
      lng
      retailer {
        ...FieldSuggestedOrder_retailer
      }
    }
  }
`;

/**
 * The salesman's beats on his phone: each round of shops in the order to visit them, with the
 * way to each, its number, and what the shop is likely to order next. The newest beat's shops
 * are shown; the others' a tap away.
 */
export function FieldBeats({ person }: { person: FieldBeats_person$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FieldBeatsPaginationQuery,
    FieldBeats_person$key
  >(fragment, person);
  const beats = data.beats.edges.map((e) => e.node);
  return (
    <Stack gap="3" as="section" aria-label="My beats">
      <Heading as="h2" size="md">
        {`My beats (${data.beats.totalCount})`}
      </Heading>
      {beats.length === 0 ? (
        <Text color="fg.muted">No beats are given to you yet. Your brand gives you one when it plans its beats.</Text>
      ) : (
        beats.map((b, i) => <FieldBeat key={b.id} beat={b} open={i === 0} />)
      )}
      {hasNext && (
        <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(5)}>
          Show more beats
        </Button>
      )}
    </Stack>
  );
}

function FieldBeat({ beat, open }: { beat: FieldBeat_beat$key; open: boolean }) {
  const b = useFragment(beatFragment, beat);
  const [shown, setShown] = useState(open);
  return (
    <Card.Root size="sm" as="article" aria-label={b.name}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium">{b.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {`${plural(b.stops.length, 'shop')} · ${formatBeatKm(b.km)} · ${formatNumber(b.kg)} kg · ${formatDate(b.createdAt)}`}
            </Text>
            {b.description && <Text textStyle="sm">{b.description}</Text>}
          </Stack>
          <Button size="xs" variant="outline" aria-expanded={shown} onClick={() => setShown((v) => !v)}>
            {shown ? 'Hide shops' : 'Show shops'}
          </Button>
        </HStack>
        {shown && (
          <Stack as="ol" gap="3" listStyleType="none" aria-label={`${b.name} shops`}>
            {b.stops.map((s) => (
              <Box as="li" key={s.id} borderTopWidth="1px" pt="3">
                <HStack gap="2" align="flex-start">
                  <Badge variant="solid" colorPalette="blue" aria-label={`Stop ${s.position}`}>
                    {s.position}
                  </Badge>
                  <Stack gap="0.5" flex="1" minW="0">
                    <Text fontWeight="medium">{s.retailerName}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {`${s.address}, ${s.pincode}`}
                    </Text>
                    <HStack gap="4" textStyle="sm">
                      <Link href={telLink(s.phone)} colorPalette="blue" aria-label={`Call ${s.retailerName}`}>
                        {s.phone}
                      </Link>
                      <Link
                        href={directionsLink({ lat: s.lat, lng: s.lng })}
                        target="_blank"
                        rel="noreferrer"
                        colorPalette="blue"
                        aria-label={`Directions to ${s.retailerName}`}
                      >
                        Directions
                      </Link>
                    </HStack>
                    {s.retailer && <FieldSuggestedOrder retailer={s.retailer} />}
                  </Stack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
