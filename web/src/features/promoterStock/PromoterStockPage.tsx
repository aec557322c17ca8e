import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { istToday } from '@parcelo/common';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PromoterStockPageQuery } from '../../__generated__/PromoterStockPageQuery.graphql';
import { fetchSession } from '../../lib/guards';
import { FIELD_HOME } from '../../lib/paths';
import { PublicPage } from '../../lib/PublicPage';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import type { SavedCount } from './PromoterStockCountCard';
import { PromoterStockForm, type StockDraft } from './PromoterStockForm';
import { PromoterStockToday } from './PromoterStockToday';
import { defaultStockType } from './stockType';

const query = graphql`
  query PromoterStockPageQuery($signedIn: Boolean!, $today: String!) {
    viewer @include(if: $signedIn) {
      fieldPerson {
        name
        brandName
      }
    }
    ...PromoterStockForm_query @include(if: $signedIn) @alias(as: "options")
    ...PromoterStockToday_query @include(if: $signedIn) @arguments(today: $today) @alias(as: "counts")
  }
`;

/** Public, as the field page is: only a promoter's session asks for the counts. */
export async function promoterStockLoader() {
  const session = await fetchSession();
  return loadRouteQuery<PromoterStockPageQuery>(query, {
    signedIn: session?.userType === 'PROMOTER',
    today: istToday(),
  });
}

const freshDraft = (): StockDraft => ({ retailer: null, stockType: defaultStockType(), quantities: {} });

/** /field/promoter: a promoter counts the brand's stock in a shop and sees today's counts. */
export function PromoterStockPage() {
  const data = useRouteQuery<PromoterStockPageQuery>(query);
  const person = data.viewer?.fieldPerson ?? null;
  const { options, counts } = data;
  // The form starts afresh for each count taken up again from the list (its key changes).
  const [draft, setDraft] = useState<{ n: number; value: StockDraft }>(() => ({ n: 0, value: freshDraft() }));
  const [saved, setSaved] = useState(0);
  const today = istToday();
  const edit = (count: SavedCount) => {
    setDraft((d) => ({
      n: d.n + 1,
      value: {
        retailer: { id: count.retailer.id, name: count.retailer.name },
        stockType: count.stockType,
        quantities: Object.fromEntries(count.lines.map((l) => [l.sku, String(l.quantity)])),
      },
    }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <PublicPage brand={null} title="Stock counts" documentTitle="Stock counts · Parcelo">
      {person && options && counts ? (
        <Stack gap="6">
          <Stack gap="1">
            <Link asChild colorPalette="blue" textStyle="sm">
              <RouterLink to={FIELD_HOME}>Back to today</RouterLink>
            </Link>
            <Text color="fg.muted" textStyle="sm">
              {[person.name, person.brandName].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Card.Root>
            <Card.Body>
              <PromoterStockForm
                key={draft.n}
                query={options}
                draft={draft.value}
                onSaved={() => setSaved((n) => n + 1)}
              />
            </Card.Body>
          </Card.Root>
          <PromoterStockToday query={counts} today={today} saved={saved} onEdit={edit} />
        </Stack>
      ) : (
        <Stack gap="3">
          <Heading as="h2" size="md">
            Sign in as a promoter
          </Heading>
          <Text>Stock counts are kept by a brand's promoters, signed in with their phone.</Text>
          <Link asChild colorPalette="blue">
            <RouterLink to={FIELD_HOME}>Sign in with your phone</RouterLink>
          </Link>
        </Stack>
      )}
    </PublicPage>
  );
}
