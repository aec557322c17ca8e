import type { Upstream } from './http.js';
import type { ListRequest, Task } from './models.js';

/** Typed calls to NMS's task centre (spec §7, Notifications: task-center and queue). */
export function nmsApi(nms: Upstream) {
  return {
    tasksFind: (body: ListRequest<{ status?: string; searchOptionType?: 'title' | 'type'; searchValue?: string }>) =>
      nms.call<{ tasks: Task[]; totalCount: number }>('POST', '/task-center/find', { body }),
    tasksByIds: (ids: readonly string[]) => nms.call<{ tasks: Task[] }>('POST', '/task-center/byIds', { body: { ids } }),
  };
}
