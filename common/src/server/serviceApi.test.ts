import { describe, expect, it } from 'vitest';
import { fillPath, serviceApi, type ApiOperation } from './serviceApi.js';

// Shaped as openapi-typescript writes a document's operations.
interface Operations {
  getThingsById: {
    parameters: { query?: { fields?: string }; header?: never; path: { id: string }; cookie?: never };
    requestBody?: never;
    responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { data: { n: number } } } } };
  };
  postThings: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': { name: string } } };
    responses: { 200: { headers: Record<string, unknown>; content?: never } };
  };
}

const table = {
  getThingsById: { method: 'GET', path: '/things/{id}' },
  postThings: { method: 'POST', path: '/things' },
} as const satisfies Record<keyof Operations, ApiOperation>;

describe('service API', () => {
  it('fills path parameters encoded, and refuses a call missing one', () => {
    expect(fillPath('/ums/ts/stores/{companyId}/{type}', { companyId: 'a b/c', type: 'SHOPIFY' })).toBe(
      '/ums/ts/stores/a%20b%2Fc/SHOPIFY',
    );
    expect(() => fillPath('/things/{id}', {})).toThrow('/things/{id}: no value for {id}');
  });

  it('sends each operation with its method, its path filled in and the rest of the call', async () => {
    const sent: unknown[] = [];
    const api = serviceApi<Operations, { read?: boolean }>(table, async (operation, path, input) => {
      sent.push({ method: operation.method, path, input });
      return { n: 3 };
    });
    const answer: { n: number } = await api.getThingsById({ params: { id: '42' }, query: { fields: 'n' }, read: true });
    expect(answer).toEqual({ n: 3 });
    await api.postThings({ body: { name: 'Masala Chai' } });
    expect(sent).toEqual([
      { method: 'GET', path: '/things/42', input: { query: { fields: 'n' }, read: true } },
      { method: 'POST', path: '/things', input: { body: { name: 'Masala Chai' } } },
    ]);
    // Only the document's operations exist, not whatever else an object carries.
    expect((api as Record<string, unknown>).toString).toBeUndefined();
    expect((api as Record<string, unknown>).deleteThings).toBeUndefined();
  });
});

// Checked by the type checker, never run: what the routes declare is what a call may give.
export function typedCalls(api: ReturnType<typeof serviceApi<Operations, object>>) {
  // @ts-expect-error -- a path parameter the route needs
  void api.getThingsById({});
  // @ts-expect-error -- a body the route does not take
  void api.postThings({ body: { title: 'Masala Chai' } });
  // @ts-expect-error -- an operation the service does not have
  void api.deleteThings({});
  const n: Promise<{ n: number }> = api.getThingsById({ params: { id: '1' } });
  return n;
}
