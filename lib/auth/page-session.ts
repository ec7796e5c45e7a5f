// Server components of signed-in screens: the user, or a redirect to sign in and come back.
import "server-only";
import { notFound, redirect } from "next/navigation";
import { loginRedirectFor } from "./account-paths";
import { getSessionUser, type SessionUser } from "./session";

export async function requirePageUser(pathname: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginRedirectFor(pathname));
  return user;
}

/**
 * Admin-only screens: signed out → sign in and come back; signed in without the admin role (read
 * from the database on every request) → the 404 page, so the screen's existence is not revealed.
 */
export async function requirePageAdmin(pathname: string): Promise<SessionUser> {
  const user = await requirePageUser(pathname);
  if (user.role !== "admin") notFound();
  return user;
}
