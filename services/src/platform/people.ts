import type { FastifyRequest } from 'fastify';
import {
  BY_IDS_MAX,
  FIELD_USER_TYPES,
  type FieldPersonRecord,
  type FieldUserType,
  type PersonInput,
  type PersonUpdateInput,
  type Principal,
  type UserRecord,
} from '@parcelo/common';
import type { ServiceUrls } from '@parcelo/common/config';
import { serviceApis } from './apis.js';
import { forbidden } from './envelope.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';

/** What a service adds a person's account with: their kind, name, phone, and email and password if they have them. */
export interface PersonAccountInput {
  userType: PersonInput['userType'];
  name: string;
  phone: string;
  email: string | null;
  password?: string;
}

/**
 * The UMS account a service makes for a person an admin adds (a hub driver or cluster owner, an
 * HMS salesman or promoter). A retry of the admin's request sends the same key on, told apart
 * by the asking service and the person's kind, so UMS answers the account it made the first
 * time instead of a second one.
 */
export async function personAccount(
  ctx: { urls: ServiceUrls },
  service: string,
  request: FastifyRequest,
  body: PersonAccountInput,
): Promise<UserRecord> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  const { user } = await serviceApis(ctx.urls).ums.postInternalUmsPeople<{ user: UserRecord }>({
    internal: true,
    body,
    ...(typeof key === 'string' ? { headers: { [IDEMPOTENCY_HEADER]: `${service}:${body.userType}:${key}` } } : {}),
  });
  return user;
}

/** An admin's change to such a person's account: name, phone, and whether they may sign in (off ends their sessions). */
export async function updatePersonAccount(
  ctx: { urls: ServiceUrls },
  id: string,
  body: PersonUpdateInput,
): Promise<UserRecord> {
  const { user } = await serviceApis(ctx.urls).ums.patchInternalUmsPeopleById<{ user: UserRecord }>({
    internal: true,
    params: { id },
    body,
  });
  return user;
}

/** The field people (salesmen, promoters) of these ids, from HMS, which keeps them (asked as a service, a batch at a time). */
export async function fieldPeopleByIds(urls: ServiceUrls, ids: Iterable<string>): Promise<FieldPersonRecord[]> {
  const unique = [...new Set(ids)];
  const people: FieldPersonRecord[] = [];
  for (let i = 0; i < unique.length; i += BY_IDS_MAX) {
    const answer = await serviceApis(urls).hms.postSalesmanByIds({
      internal: true,
      read: true,
      body: { ids: unique.slice(i, i + BY_IDS_MAX) },
    });
    people.push(...answer.people);
  }
  return people;
}

/** The salesman (or promoter) of this id, as HMS keeps them; null when it knows no such one. */
export async function fieldPersonOf(
  urls: ServiceUrls,
  id: string,
  type: FieldUserType,
): Promise<FieldPersonRecord | null> {
  const [person] = await fieldPeopleByIds(urls, [id]);
  return person && person.id === id && person.usertype === FIELD_USER_TYPES[type] ? person : null;
}

/**
 * A salesman or promoter calling for themselves, as HMS keeps them: the brand they work for is
 * HMS's to say, as their account belongs to no company. Null when the caller is not of `type`;
 * one HMS does not know, or has switched off, is refused.
 */
export async function fieldCaller(
  urls: ServiceUrls,
  principal: Principal,
  type: FieldUserType,
): Promise<FieldPersonRecord | null> {
  if (principal.userType !== type) return null;
  const person = await fieldPersonOf(urls, principal.userId, type);
  if (!person?.isActive) throw forbidden();
  return person;
}
