import { MSG } from '@parcelo/common';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notifyFailure, toaster } from '../../lib/toaster';
import { RoutePlanDialog, type RoutePlan } from './RoutePlanDialog';
import { useClusterRoutesPlanMutation } from './useClusterRoutesPlanMutation';

interface Props {
  clusterId: string;
  disabled: boolean;
  /** Some route was confirmed: its orders now have drivers. */
  onRoutesGiven: () => void;
}

/** Plan routes: asks the planner for the cluster's waiting orders and opens the proposal to edit and confirm. */
export function PlanRoutesButton({ clusterId, disabled, onRoutesGiven }: Props) {
  const [plan, setPlan] = useState<RoutePlan | null>(null);
  const [planRoutes, isPlanning] = useClusterRoutesPlanMutation();
  const start = () =>
    planRoutes(
      { cluster: clusterId },
      {
        onCompleted: (payload) => {
          const refused = payload.userErrors[0]?.message;
          if (refused || !payload.plan) toaster.create({ type: 'error', title: refused ?? MSG.serverError });
          else setPlan(payload.plan);
        },
        onError: (error) => notifyFailure(error, MSG.serverError),
      },
    );
  const closed = (changed: boolean) => {
    setPlan(null);
    if (changed) onRoutesGiven();
  };
  return (
    <>
      {/* Planning weighs every waiting order against every driver: it can take a few seconds. */}
      <Button variant="outline" loading={isPlanning} loadingText="Planning routes…" disabled={disabled} onClick={start}>
        Plan routes
      </Button>
      <RoutePlanDialog plan={plan} onClose={closed} />
    </>
  );
}
