// /profile: the account's names and email.
import type { Metadata } from "next";

import { PageHeading, Panel } from "@/components/account/page-heading";
import { ProfileForm } from "@/components/account/profile-form";
import { requirePageUser } from "@/lib/auth/page-session";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

export default async function ProfilePage() {
  const user = await requirePageUser("/profile");
  return (
    <>
      <PageHeading title="Profile">The name we greet you by and the address you sign in with.</PageHeading>
      <Panel title="Your details">
        <ProfileForm firstName={user.firstName} lastName={user.lastName} email={user.email} />
      </Panel>
    </>
  );
}
