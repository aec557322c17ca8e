import type { BeatPlanInput, BeatPlanRecord, BeatRecord, BulkPreviewRecord, TaskRecord } from '@parcelo/common';
import { d2rOperations, type operations } from '@parcelo/common/api/d2r';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, pathSegment, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

type Query<Op extends keyof operations> = NonNullable<OperationInput<operations[Op]>['query']>;
type Plan = { plan: BeatPlanRecord };
type Body<Op extends keyof operations> = OperationInput<operations[Op]>['body'];

/** Typed calls to the d2r service's beats planner. */
function beatsApi(up: Upstream) {
  const api = operationsOf<operations>(up, d2rOperations);
  return {
    list: (query: Query<'getD2rBeatsPlans'>) =>
      api.getD2rBeatsPlans<{ plans: BeatPlanRecord[]; totalCount: number }>({ read: true, query }),
    salesmanBeats: (body: Body<'postD2rBeatsList'>) =>
      api.postD2rBeatsList<{ beats: BeatRecord[]; totalCount: number }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postD2rBeatsPlansByIds<{ plans: BeatPlanRecord[] }>({ read: true, body: { ids: [...ids] } }),
    plan: (body: BeatPlanInput, idempotencyKey?: string | null) =>
      api.postD2rBeatsPlans<Plan & { task: TaskRecord }>({ body, idempotencyKey }),
    moveStop: (stopId: string, beatId: string) => api.postD2rBeatsStopsMove<Plan>({ body: { stopId, beatId } }),
    assign: (beatId: string, salesmanId: string) =>
      api.postD2rBeatsByIdSalesman<Plan>({ params: { id: beatId }, body: { salesmanId } }),
    download: (planId: string) => up.file(`/d2r/beats/plans/${pathSegment(planId)}/download`),
    uploadPreview: (body: Body<'postD2rBeatsUploadPreview'>) =>
      api.postD2rBeatsUploadPreview<BulkPreviewRecord>({ body }),
    uploadSave: (body: Body<'postD2rBeatsUploadSave'>, idempotencyKey?: string | null) =>
      api.postD2rBeatsUploadSave<{ task: TaskRecord }>({ body, idempotencyKey }),
    uploadTemplate: (companyId: string) =>
      up.file(`/d2r/beats/upload/template?companyId=${encodeURIComponent(companyId)}`),
    template: (companyId: string) => up.file(`/d2r/beats/template?companyId=${encodeURIComponent(companyId)}`),
  };
}

export const apis = {
  beats: (c: UpstreamClients, s: RequestScope) => beatsApi(new Upstream('d2r', c.d2r, s)),
};
