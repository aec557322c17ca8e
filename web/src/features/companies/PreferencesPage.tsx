import { MSG } from '@parcelo/common';
import { Card, Checkbox, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PreferencesPage_company$key } from '../../__generated__/PreferencesPage_company.graphql';
import type { PreferencesPageQuery } from '../../__generated__/PreferencesPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { notifyUserErrors } from '../../lib/notify';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useCompanyPreferencesUpdateMutation } from './useCompanyPreferencesUpdateMutation';

const query = graphql`
  query PreferencesPageQuery {
    viewer {
      company {
        ...PreferencesPage_company
      }
    }
  }
`;

const fragment = graphql`
  fragment PreferencesPage_company on Company {
    allowUnlistedSkus
  }
`;

export function preferencesLoader() {
  return loadRouteQuery<PreferencesPageQuery>(query, {});
}

/** /settings/preferences: how the company's orders are taken. */
export function PreferencesPage() {
  const { viewer } = useRouteQuery<PreferencesPageQuery>(query);
  return (
    <>
      <PageHeader title="Preferences" description="How your orders are taken." />
      {viewer?.company ? <PreferencesForm company={viewer.company} /> : <FormAlert message={MSG.notFound} />}
    </>
  );
}

function PreferencesForm({ company }: { company: PreferencesPage_company$key }) {
  const data = useFragment(fragment, company);
  const [save, isSaving] = useCompanyPreferencesUpdateMutation();

  const setAllowUnlisted = (allowUnlistedSkus: boolean) =>
    save(
      { allowUnlistedSkus },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: 'Preferences saved' });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );

  return (
    <Card.Root maxW="3xl">
      <Card.Body>
        <Stack gap="2">
          <Checkbox.Root
            checked={data.allowUnlistedSkus}
            disabled={isSaving}
            onCheckedChange={(details) => setAllowUnlisted(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Allow unlisted SKUs</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="sm" color="fg.muted">
            Take orders whose SKUs are not in your catalogue. No stock is blocked for such lines, so they can be
            promised without stock; you are warned each time. Off, such orders are refused.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
