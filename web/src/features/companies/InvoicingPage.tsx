import { MSG } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { InvoicingPageQuery } from '../../__generated__/InvoicingPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { InvoicingForm } from './InvoicingForm';

const query = graphql`
  query InvoicingPageQuery {
    viewer {
      company {
        ...InvoicingForm_company
      }
    }
  }
`;

export function invoicingLoader() {
  return loadRouteQuery<InvoicingPageQuery>(query, {});
}

/** /settings/invoicing: the company's invoicing details, which lift the invoicing gate. */
export function InvoicingPage() {
  const { viewer } = useRouteQuery<InvoicingPageQuery>(query);
  return (
    <>
      <PageHeader title="Invoicing" description="These details appear on your invoices." />
      {viewer?.company ? <InvoicingForm company={viewer.company} /> : <FormAlert message={MSG.notFound} />}
    </>
  );
}
