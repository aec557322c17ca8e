import { istToday } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { FieldPageQuery } from '../../../__generated__/FieldPageQuery.graphql';
import { fetchSession } from '../../../lib/guards';
import { PublicPage } from '../../../lib/PublicPage';
import { loadRouteQuery, useRouteQuery } from '../../../lib/relay/routeQuery';
import { PhoneSignIn, type PhoneSignInWords } from '../../trips';
import { FieldHome } from './FieldHome';

const query = graphql`
  query FieldPageQuery($signedIn: Boolean!, $today: String!) {
    viewer @include(if: $signedIn) {
      fieldPerson {
        ...FieldHome_person @arguments(today: $today)
      }
    }
  }
`;

const WORDS: PhoneSignInWords = {
  formLabel: 'Field sign in',
  intro: 'Sign in with the phone your brand gave Parcelo. We text you a code.',
};

/**
 * Public: the page signs the salesman or promoter in itself. Only their session asks for
 * who they are; the sign-in loads the route again.
 */
export async function fieldLoader() {
  const session = await fetchSession();
  const signedIn = session?.userType === 'SALESMAN' || session?.userType === 'PROMOTER';
  return loadRouteQuery<FieldPageQuery>(query, { signedIn, today: istToday() });
}

/** /field: a D2R salesman's (or promoter's) phone page; the sign-in without a session. */
export function FieldPage() {
  const person = useRouteQuery<FieldPageQuery>(query).viewer?.fieldPerson ?? null;
  return (
    <PublicPage brand={null} title={person ? 'Today' : 'Field sign in'} documentTitle="Field · Parcelo">
      {person ? <FieldHome person={person} /> : <PhoneSignIn words={WORDS} />}
    </PublicPage>
  );
}
