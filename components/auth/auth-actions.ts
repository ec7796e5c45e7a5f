"use client";

// Each call is followed by a fresh read of the session (./session.ts), so every reader sees it without a page load.
import { signIn as nextAuthSignIn, signOut as nextAuthSignOut } from "next-auth/react";

import { refreshSession } from "./session";

export async function signIn(
  ...args: Parameters<typeof nextAuthSignIn>
): Promise<Awaited<ReturnType<typeof nextAuthSignIn>>> {
  const result = await nextAuthSignIn(...args);
  await refreshSession();
  return result;
}

export async function signOut(
  ...args: Parameters<typeof nextAuthSignOut>
): Promise<Awaited<ReturnType<typeof nextAuthSignOut>>> {
  const result = await nextAuthSignOut(...args);
  await refreshSession();
  return result;
}
