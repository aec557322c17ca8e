import type { TripOrderDeliverInput } from '@parcelo/common';
import { hubOperations, type operations } from '@parcelo/common/api/hub';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];
type Position = { lat: number; lng: number; at: string; accuracy?: number | null };

/** Typed calls to the hub's trip routes: the admins' reads, and the driver's own trip. */
function tripsApi(up: Upstream) {
  const api = operationsOf<operations>(up, hubOperations);
  return {
    trips: (body: Body<'postHubLightningTripsList'>) => api.postHubLightningTripsList({ read: true, body }),
    tripsByIds: (ids: readonly string[]) => api.postHubLightningTripsByIds({ read: true, body: { ids: [...ids] } }),
    trail: (id: string) => api.getHubLightningTripsByIdTrail({ read: true, params: { id } }),
    driverSummary: (id: string) => api.getHubLightningDriversByIdTripsSummary({ read: true, params: { id } }),
    proofLink: (id: string, orderId: string) =>
      api.postHubLightningTripsByIdOrdersByOrderIdProof({ params: { id, orderId } }),
    start: (idempotencyKey?: string | null) => api.postHubLightningMeTrips({ idempotencyKey }),
    hold: (id: string) => api.postHubLightningMeTripsByIdHold({ params: { id } }),
    resume: (id: string) => api.postHubLightningMeTripsByIdResume({ params: { id } }),
    end: (id: string) => api.postHubLightningMeTripsByIdEnd({ params: { id } }),
    deliver: (id: string, orderId: string, body: TripOrderDeliverInput) =>
      api.postHubLightningMeTripsByIdOrdersByOrderIdDeliver({ params: { id, orderId }, body }),
    undeliver: (
      id: string,
      orderId: string,
      reason: Body<'postHubLightningMeTripsByIdOrdersByOrderIdUndeliver'>['reason'],
    ) => api.postHubLightningMeTripsByIdOrdersByOrderIdUndeliver({ params: { id, orderId }, body: { reason } }),
    unattempt: (id: string, orderId: string) =>
      api.postHubLightningMeTripsByIdOrdersByOrderIdUnattempt({ params: { id, orderId } }),
    codeResend: (id: string, orderId: string) =>
      api.postHubLightningMeTripsByIdOrdersByOrderIdCode({ params: { id, orderId } }),
    positions: (id: string, positions: Position[]) =>
      api.postHubLightningMeTripsByIdPositions({ params: { id }, body: { positions } }),
  };
}

export const apis = {
  trips: (c: UpstreamClients, s: RequestScope) => tripsApi(new Upstream('hub', c.hub, s)),
};
