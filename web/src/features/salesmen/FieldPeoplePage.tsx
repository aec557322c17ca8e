import { Box, Button, HStack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { FieldPeoplePageQuery } from '../../__generated__/FieldPeoplePageQuery.graphql';
import type { FieldPersonDrawerQuery } from '../../__generated__/FieldPersonDrawerQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { FieldPersonDrawer, fieldPersonDrawerQuery } from './FieldPersonDrawer';
import {
  PERSON_PARAM,
  ROLE_WORDS,
  fieldPeopleRouteVariables,
  readFieldPeopleList,
  writeFieldPeopleList,
  type FieldRole,
} from './fieldPeopleList';
import { PromotersTable } from './PromotersTable';
import { SalesmenTable } from './SalesmenTable';

// One query for both roles: the page's role picks its list.
const query = graphql`
  query FieldPeoplePageQuery(
    $salesmen: Boolean!
    $first: Int
    $company: ID
    $search: String
    $searchBy: FieldPersonSearchField
    $sort: FieldPersonSort
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        ...CompanySearch_company
      }
    }
    ...SalesmenTable_query
      @include(if: $salesmen)
      @alias(as: "salesmen")
      @arguments(first: $first, company: $company, search: $search, searchBy: $searchBy, sort: $sort)
    ...PromotersTable_query
      @skip(if: $salesmen)
      @alias(as: "promoters")
      @arguments(first: $first, company: $company, search: $search, searchBy: $searchBy, sort: $sort)
  }
`;

function loaderFor(role: FieldRole) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const variables = fieldPeopleRouteVariables(params);
    return loadRouteQuery<FieldPeoplePageQuery>(query, {
      ...variables,
      salesmen: role === 'SALESMAN',
      companyId: variables.company ?? '',
      withCompany: variables.company !== null,
    });
  };
}

export const salesmenLoader = loaderFor('SALESMAN');
export const promotersLoader = loaderFor('PROMOTER');

/** Search, sort, page and drawer changes refetch only the list; another brand loads the page again. */
export const fieldPeopleShouldRevalidate = revalidateOnCompanyChange;

/**
 * /admin/d2r/salesmen and /admin/d2r/promoters: a brand's field team (every brand's without
 * one), added, edited and switched on or off; a person's details (?person=<id>).
 */
export function FieldPeoplePage({ role }: { role: FieldRole }) {
  const data = useRouteQuery<FieldPeoplePageQuery>(query);
  const [list, changeList] = useUrlFilters(readFieldPeopleList, writeFieldPeopleList);
  const { openId, open, drawer } = useUrlDrawer<FieldPersonDrawerQuery>(PERSON_PARAM, fieldPersonDrawerQuery);
  const words = ROLE_WORDS[role];
  const loadedCompany = data.node?.company ?? null;

  const companyFilter = (
    <HStack gap="2" align="flex-end" w={{ base: 'full', md: '80' }}>
      <Box flex="1">
        {/* A new company gets a fresh box showing its name. */}
        <CompanySearch
          key={loadedCompany?.id ?? 'none'}
          company={loadedCompany}
          onSelect={(company) => changeList({ ...list, company, page: 1 })}
        />
      </Box>
      {list.company && (
        <Button variant="ghost" onClick={() => changeList({ ...list, company: null, page: 1 })}>
          All brands
        </Button>
      )}
    </HStack>
  );
  const props = { list, onListChange: changeList, companyFilter, openPersonId: openId, onOpenPerson: open };

  return (
    <>
      <PageHeader title={words.title} description={`Each brand's ${words.many}, who sign in with their phone.`} />
      {data.salesmen && <SalesmenTable query={data.salesmen} {...props} />}
      {data.promoters && <PromotersTable query={data.promoters} {...props} />}
      <FieldPersonDrawer {...drawer} title={role === 'SALESMAN' ? 'Salesman' : 'Promoter'} />
    </>
  );
}

export const SalesmenPage = () => <FieldPeoplePage role="SALESMAN" />;
export const PromotersPage = () => <FieldPeoplePage role="PROMOTER" />;
