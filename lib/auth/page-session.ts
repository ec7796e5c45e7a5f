// Server components of signed-in screens: the user, or a redirect to sign in and come back.
import "server-only";
import { redirect } from "next/navigation";
import { loginRedirectFor } from "./account-paths";
import { getSessionUser, type SessionUser } from "./session";

export async function requirePageUser(pathname: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginRedirectFor(pathname));
  return user;
}
