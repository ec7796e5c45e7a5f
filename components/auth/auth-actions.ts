"use client";

// next-auth's signIn and signOut for this app's forms: the same calls, followed by a fresh read of the
// session (./session.ts), which next-auth's own SessionProvider used to do, so the header and every
// other reader of the session see the change without a page load.
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
