/** The list body. `offset` lets a cursor land between pages. */
export interface ListRequest<W> {
  where?: W;
  pagination: { records: number; pageNumber: number; offset?: number };
  sortBy?: { by: string; order: 'ASC' | 'DESC' };
}

/**
 * The most ids one batch read (`POST …/byIds`) takes. The BFF's loaders split larger batches
 * (an export's owners, a page of rows from many sellers), so no caller meets the limit.
 */
export const BY_IDS_MAX = 500;
