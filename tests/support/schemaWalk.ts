import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** The committed schema, as internal tools and the browser see it. */
export const schema: GraphQLSchema = buildSchema(
  readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
);

/** The types a global id can name. */
export const nodeTypes = (): GraphQLObjectType[] =>
  Object.values(schema.getTypeMap()).filter(
    (t): t is GraphQLObjectType => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'),
  );

const isConnection = (t: GraphQLNamedType): t is GraphQLObjectType =>
  isObjectType(t) && t.name.endsWith('Connection') && 'edges' in t.getFields();

export const nodeOfConnection = (t: GraphQLObjectType): GraphQLNamedType => {
  const edge = getNamedType(t.getFields().edges!.type) as GraphQLObjectType;
  return getNamedType(edge.getFields().node!.type);
};

export const requiredArgs = (f: GraphQLField<unknown, unknown>): GraphQLArgument[] =>
  f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);

/**
 * A selection that names every object's id, a few levels down, so an answer can be searched
 * for ids that should not be there. Fields needing arguments are left out.
 */
export function idSelection(type: GraphQLNamedType, depth = 3): string {
  if (isScalarType(type) || isEnumType(type)) return '';
  if (isConnection(type)) {
    const inner = idSelection(nodeOfConnection(type), depth - 1);
    return `{ totalCount edges { node ${inner || '{ __typename }'} } }`.replace(
      'totalCount ',
      hasTotal(type) ? 'totalCount ' : '',
    );
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '{ __typename }';
  const fields = type.getFields();
  const parts = ['__typename'];
  if (fields.id) parts.push('id');
  if (depth > 0) {
    for (const f of Object.values(fields)) {
      if (f.name === 'id' || requiredArgs(f).length) continue;
      const named = getNamedType(f.type);
      if (isScalarType(named) || isEnumType(named)) continue;
      if (isConnection(named)) {
        const first = f.args.some((a) => a.name === 'first') ? '(first: 5)' : '';
        parts.push(`${f.name}${first} ${idSelection(named, depth - 1)}`);
      } else if (isObjectType(named) || isInterfaceType(named)) {
        const inner = idSelection(named, depth - 1);
        if (inner) parts.push(`${f.name} ${inner}`);
      }
    }
  }
  if (isInterfaceType(type)) parts.push('... on Node { id }');
  return `{ ${parts.join(' ')} }`;
}

const hasTotal = (t: GraphQLObjectType) => 'totalCount' in t.getFields();

/** Every scalar and enum field of a type that takes no arguments, for a before-and-after picture. */
export function scalarSelection(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .filter((f) => !requiredArgs(f).length && !f.args.length)
    .filter((f) => {
      const named = getNamedType(f.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((f) => f.name)
    .join(' ');
}

/** Every id that appears anywhere in an answer. */
export function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string') found.add(v);
      else idsIn(v, found);
    }
  return found;
}

/** The input paths whose leaves are ids, e.g. ['id'], ['items', 'product']. */
export function idPaths(type: GraphQLInputType, path: string[] = [], depth = 4): string[][] {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID' ? [path] : [];
  if (!isInputObjectType(named) || depth === 0) return [];
  return Object.values(named.getFields()).flatMap((f) => idPaths(f.type, [...path, f.name], depth - 1));
}

/**
 * A plausible value for an input, filling what is required (and ids everywhere) so that a
 * mutation reaches its ownership check rather than stopping at a missing field.
 */
export function sampleInput(type: GraphQLInputType, name: string, id: (field: string) => string, depth = 4): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, name, id, depth);
  if (isListType(type)) return [sampleInput(type.ofType, name, id, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) return sampleScalar(type.name, name, id);
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    if (depth === 0) return out;
    for (const f of Object.values(type.getFields())) {
      const required = isNonNullType(f.type) && f.defaultValue === undefined;
      const carriesId = idPaths(f.type).length > 0;
      if (f.name === 'idempotencyKey') continue;
      if (required || (carriesId && isScalarType(getNamedType(f.type))))
        out[f.name] = sampleInput(f.type, f.name, id, depth - 1);
    }
    return out;
  }
  return null;
}

function sampleScalar(scalar: string, name: string, id: (field: string) => string): unknown {
  switch (scalar) {
    case 'ID':
      return id(name);
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
  }
  const n = name.toLowerCase();
  if (n.includes('email')) return 'tenancy@example.in';
  if (n.includes('phone') || n.includes('mobile')) return '9812345678';
  if (n.includes('pincode')) return '560038';
  if (n.includes('date')) return '2026-11-20';
  if (n.includes('password')) return 'Tenancy1234';
  if (n.includes('otp')) return '123456';
  if (n.includes('awb')) return 'AWB0000001';
  return 'Tenancy check';
}
