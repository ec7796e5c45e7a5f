import "server-only";
import { notFound, redirect } from "next/navigation";
import { loginRedirectFor } from "./account-paths";
import { getSessionUser, type SessionUser } from "./session";

export async function requirePageUser(pathname: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginRedirectFor(pathname));
  return user;
}

export async function requirePageAdmin(pathname: string): Promise<SessionUser> {
  const user = await requirePageUser(pathname);
  if (user.role !== "admin") notFound();
  return user;
}
