import { MSG } from '@parcelo/common';
import { Box, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Outlet, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { BrandsLayoutQuery } from '../../__generated__/BrandsLayoutQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { SideNav } from '../shell';
import { useAdminMay } from '../../lib/adminAccess';
import { BRANDS_PAGES } from '../../lib/sidebars';
import { BRANDS_HOME, BRANDS_PATH, brandsCompany, brandsPath, type BrandsPage } from '../../lib/brandsParams';

// Nothing is fetched before a brand is chosen.
const query = graphql`
  query BrandsLayoutQuery($company: ID!, $withCompany: Boolean!) {
    node(id: $company) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        name
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
  }
`;

export function brandsLayoutLoader({ request }: LoaderFunctionArgs) {
  const company = brandsCompany(request);
  return loadRouteQuery<BrandsLayoutQuery>(query, { company: company ?? '', withCompany: company !== null });
}

/**
 * /admin/brands/<page>?company=<id>: the brand search and the Brands sidebar beside the page,
 * which shows only once a brand is chosen. Choosing another brand keeps the page.
 */
export function BrandsLayout() {
  const data = useRouteQuery<BrandsLayoutQuery>(query);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // An id that names no company (a stale link) counts as none chosen.
  const company = data.node?.company ?? null;
  const companyId = company?.id ?? null;
  const current =
    BRANDS_PAGES.find(
      (p) => pathname === `${BRANDS_PATH}/${p.path}` || pathname.startsWith(`${BRANDS_PATH}/${p.path}/`),
    ) ?? BRANDS_PAGES.find((p) => p.path === BRANDS_HOME)!;
  const page: BrandsPage = current.path;
  const may = useAdminMay();
  const items = BRANDS_PAGES.filter((p) => may(p.permission)).map((p) => ({
    label: p.label,
    to: brandsPath(p.path, companyId),
    active: p.path === page,
  }));

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideNav label="Brands" items={items} />
      <Box flex="1" minW="0" w="full">
        <PageHeader title={company ? `${current.label} · ${company.name}` : 'Brands'} />
        <Stack gap="5">
          <CompanySearch
            // A new company gets a fresh box showing its name.
            key={companyId ?? 'none'}
            company={data.node?.companySearch ?? null}
            onSelect={(id) => void navigate(brandsPath(page, id))}
          />
          {company ? (
            <Outlet />
          ) : (
            <Card.Root variant="outline">
              <Card.Body>
                <Text color="fg.muted">{MSG.selectCompany}</Text>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
