import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BulkPageQuery } from '../../../__generated__/BulkPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../../lib/relay/routeQuery';
import { requireSeller, type Session } from '../../../lib/guards';
import type { BulkPreviewMutation, BulkSaveMutation } from './bulkMutations';
import { bulkRouteVariables, taskInAddress } from './bulkRoute';
import { BulkUploadScreen, type BulkUploadConfig } from './BulkUploadScreen';

/** Every bulk page's query: the signed-in user, and the task the address names (?task=). */
const query = graphql`
  query BulkPageQuery($task: ID!, $withTask: Boolean!) {
    viewer {
      user {
        id
      }
    }
    node(id: $task) @include(if: $withTask) {
      ... on Task @alias(as: "task") {
        ...BulkUploadScreen_task
      }
    }
  }
`;

/**
 * The loader of the bulk page `config` describes; the query's variables as
 * `bulkRouteVariables` says. The seller shell guards the page, so a page following a task
 * starts its query at once; only without one does it wait to learn who the user is, to find
 * the task they left running. Admin pages (the COD remittance sheet) pass their own guard.
 */
export function bulkLoader(config: BulkUploadConfig, guard: (request: Request) => Promise<Session> = requireSeller) {
  return async ({ request }: LoaderFunctionArgs) => {
    const userId = taskInAddress(request) ? null : (await guard(request)).user.id;
    return loadRouteQuery<BulkPageQuery>(query, bulkRouteVariables(request, config.followed, userId));
  };
}

interface Props {
  config: BulkUploadConfig;
  /** The page's two mutations, as the bulk screens take them. */
  preview: BulkPreviewMutation;
  save: BulkSaveMutation;
}

/** A bulk upload page (orders, catalogues, inventory) over the route query its `bulkLoader` started. */
export function BulkPage({ config, preview, save }: Props) {
  const { viewer, node } = useRouteQuery<BulkPageQuery>(query);
  // The shell sends a signed-out visitor to sign in before this renders.
  return (
    <BulkUploadScreen config={config} userId={viewer?.user.id ?? ''} task={node?.task} preview={preview} save={save} />
  );
}
