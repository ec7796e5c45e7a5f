import type { Metadata } from "next";

import { PageHeading, Panel } from "@/components/account/page-heading";
import { ProfileForm } from "@/components/account/profile-form";
import { ProfileImageUpload } from "@/components/profile-images/profile-image-upload";
import { requirePageUser } from "@/lib/auth/page-session";
import { profileImageIdOf } from "@/lib/profile-images/queries";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

export default async function ProfilePage() {
  const user = await requirePageUser("/profile");
  const imageId = await profileImageIdOf(user.id);
  return (
    <>
      <PageHeading title="Profile">The name we greet you by and the address you sign in with.</PageHeading>
      <div className="space-y-6">
        <Panel title="Your details">
          <ProfileForm firstName={user.firstName} lastName={user.lastName} email={user.email} />
        </Panel>
        <Panel title="Profile image">
          <ProfileImageUpload
            imageId={imageId}
            firstName={user.firstName}
            lastName={user.lastName}
            email={user.email}
          />
        </Panel>
      </div>
    </>
  );
}
