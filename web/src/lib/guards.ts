import { fetchQuery, graphql } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { guardsSessionQuery, guardsSessionQuery$data } from '../__generated__/guardsSessionQuery.graphql';
import { DRIVER_HOME, FIELD_HOME, signInPath, verifyOtpPath } from './paths';
import { environment } from './relay/environment';
import { adminHomeFor } from './adminAccess';

/*
 * Route guards. They run in loaders, before anything renders, and all read the one
 * session query below. store-or-network means the first guard of a visit asks the
 * server and the rest answer from the store; the sign-in, sign-up and OTP mutations
 * invalidate the store so the next guard asks again.
 */

/** What the guards read of the viewer; the mutations that start a session answer it too (rememberSession). */
export const sessionFragment = graphql`
  fragment guards_session on Viewer {
    adminApp
    userType
    role
    user {
      id
    }
    verification {
      required
    }
  }
`;

const sessionQuery = graphql`
  query guardsSessionQuery {
    viewer {
      ...guards_session @relay(mask: false)
    }
  }
`;

export type Session = NonNullable<guardsSessionQuery$data['viewer']>;

let rememberedSession: Disposable | undefined;

/**
 * The session a sign-in, sign-up or OTP check just answered with, written as the session query's
 * answer: the guards on the way to the first page read it from the store instead of asking the
 * server again. Written after the mutation invalidated the store, so it is the one fresh answer.
 */
export function rememberSession(viewer: Session): void {
  const operation = createOperationDescriptor(getRequest(sessionQuery), {});
  rememberedSession?.dispose();
  rememberedSession = environment.retain(operation);
  const { adminApp, userType, role, user, verification } = viewer;
  environment.commitPayload(operation, {
    viewer: { adminApp, userType, role, user: { id: user.id }, verification: { required: verification.required } },
  });
}

export const SELLER_HOME = '/orders';
export const ADMIN_HOME = '/admin/list';

export async function fetchSession(): Promise<Session | null> {
  const data = await fetchQuery<guardsSessionQuery>(
    environment,
    sessionQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  ).toPromise();
  if (!data?.viewer) return null;
  // Spelled out: the guards hand these to the route loaders, which read every one.
  const { adminApp, userType, role, user, verification } = data.viewer;
  return { adminApp, userType, role, user: { id: user.id }, verification };
}

function originOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Any app route: signed in, and past OTP verification. */
export async function requireSession(request: Request): Promise<Session> {
  const session = await fetchSession();
  if (!session) throw redirect(signInPath(originOf(request)));
  // A driver's app is its phone page: the sellers' and admins' pages are not for it.
  if (session.userType === 'DRIVER') throw redirect(DRIVER_HOME);
  // So is a D2R salesman's or promoter's.
  if (session.userType === 'SALESMAN' || session.userType === 'PROMOTER') throw redirect(FIELD_HOME);
  if (session.verification.required) throw redirect(verifyOtpPath(1, originOf(request)));
  return session;
}

/** Seller and warehouse-operator routes; admins are sent to their own home. */
export async function requireSeller(request: Request): Promise<Session> {
  const session = await requireSession(request);
  if (session.adminApp) throw redirect(adminHomeFor(session));
  return session;
}

/** Billing: a seller's own; a warehouse operator, whose company Parcelo does not bill, goes to its orders. */
export async function billingLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await requireSeller(request);
  if (session.userType === 'WAREHOUSE') throw redirect(SELLER_HOME);
  return null;
}

/** Admin routes; sellers are sent to theirs. */
export async function requireAdmin(request: Request): Promise<Session> {
  const session = await requireSession(request);
  if (!session.adminApp) throw redirect(SELLER_HOME);
  return session;
}

/** `/admin`: the signed-in admin's home (Billing for Finance). */
export async function adminIndexLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  return redirect(adminHomeFor(await requireAdmin(request)));
}

/** `/`, `/app` and `/wms`: each kind of user's home. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const session = await requireSession(request);
  return redirect(session.adminApp ? adminHomeFor(session) : SELLER_HOME);
}

/** Sign-in, sign-up and forgot-password are for signed-out visitors only. */
export async function guestOnlyLoader(): Promise<null> {
  if (await fetchSession()) throw redirect('/app');
  return null;
}

/** OTP verification is for signed-in users who still need it. */
export async function verifyOtpLoader(): Promise<null> {
  const session = await fetchSession();
  if (!session) throw redirect('/signin');
  if (!session.verification.required) throw redirect('/app');
  return null;
}
