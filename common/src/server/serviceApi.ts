/**
 * Typed calls to a service, by the operation names of its OpenAPI document (see
 * `api/<service>.generated.ts`, made by `npm run codegen` from the routes themselves): the
 * path, the path's parameters, the query and the body are checked against what the route
 * declares, and the answer's `data` is typed wherever the route declares its response.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an operation is: what the generated tables hold for each operation name. */
export interface ApiOperation {
  readonly method: HttpMethod;
  /** As the document writes it, path parameters in braces: `/ums/companies/{id}`. */
  readonly path: string;
}

type Json<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : never;

/** The body an operation takes: none, a required one, or an optional one. */
type BodyPart<Op> = Op extends { requestBody?: never }
  ? { body?: never }
  : Op extends { requestBody: infer R }
    ? { body: Json<R> }
    : Op extends { requestBody?: infer R }
      ? { body?: Json<NonNullable<R>> }
      : { body?: never };

/** A part of an operation's parameters (`path` or `query`) under the name its caller gives it. */
type ParameterPart<Op, In extends 'path' | 'query', As extends string> = Op extends {
  parameters: { [K in In]?: never };
}
  ? { [K in As]?: never }
  : Op extends { parameters: { [K in In]: infer P } }
    ? { [K in As]: P }
    : Op extends { parameters: { [K in In]?: infer P } }
      ? { [K in As]?: P }
      : { [K in As]?: never };

/** What a call of the operation gives: path parameters, query and body, as the route declares them. */
export type OperationInput<Op> = BodyPart<Op> &
  ParameterPart<Op, 'path', 'params'> &
  ParameterPart<Op, 'query', 'query'>;

/** The `data` of the operation's successful answer, where the route declares its response. */
export type OperationData<Op> = Op extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : unknown;

/**
 * One function per operation. A route that does not declare its response yet answers
 * `unknown` unless the caller names the type it expects (`ums.getX<Company>(…)`).
 */
export type ServiceApi<Operations, Options> = {
  readonly [Name in keyof Operations]: <Data = OperationData<Operations[Name]>>(
    input: OperationInput<Operations[Name]> & Options,
  ) => Promise<Data>;
};

/** What a caller's transport is handed: the operation, its path filled in, and the rest of the call. */
export type ApiCall<Options> = (
  operation: ApiOperation,
  path: string,
  input: { body?: unknown; query?: Record<string, string | undefined> } & Options,
) => Promise<unknown>;

/** The path with each `{name}` replaced by its parameter, encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A service's operations as functions, each sent through `call` (the BFF's or a service's
 * transport). A function is made when its operation is used, not one for each of a service's
 * operations whenever a request opens its API.
 */
export function serviceApi<Operations, Options>(
  table: { readonly [Name in keyof Operations]: ApiOperation },
  call: ApiCall<Options>,
): ServiceApi<Operations, Options> {
  const operations: Partial<Record<PropertyKey, ApiOperation>> = table;
  return new Proxy({} as ServiceApi<Operations, Options>, {
    get(_, name) {
      const operation = Object.hasOwn(table, name) ? operations[name] : undefined;
      if (!operation) return undefined;
      return ({ params, ...rest }: { params?: Record<string, unknown> } & Record<string, unknown>) =>
        call(operation, fillPath(operation.path, params), rest as Parameters<ApiCall<Options>>[2]);
    },
  });
}
