import type { Metadata } from "next";

import { PageHeading, Panel } from "@/components/account/page-heading";
import { ProfileAvatar } from "@/components/profile-images/profile-avatar";
import { ProfileImageUpload } from "@/components/profile-images/profile-image-upload";
import { requirePageUser } from "@/lib/auth/page-session";
import { profileImageUrl } from "@/lib/profile-images/limits";
import { profileImageIdOf } from "@/lib/profile-images/queries";

export const metadata: Metadata = { title: "Profile image test", robots: { index: false } };

const SIZES = [
  { size: 24, label: "Header menu" },
  { size: 40, label: "Mobile menu" },
  { size: 96, label: "Profile page" },
] as const;

export default async function ProfileImageTestPage() {
  const user = await requirePageUser("/profile-image-test");
  const imageId = await profileImageIdOf(user.id);
  const names = { firstName: user.firstName, lastName: user.lastName, email: user.email };
  return (
    <>
      <PageHeading title="Profile image test">
        Upload a profile image and see it at the sizes the site shows it.
      </PageHeading>
      <div className="space-y-6">
        <Panel title="Upload">
          <ProfileImageUpload imageId={imageId} {...names} />
        </Panel>
        <Panel title="Preview">
          <ul className="flex flex-wrap items-end gap-6">
            {SIZES.map(({ size, label }) => (
              <li key={size} className="flex flex-col items-center gap-2 text-sm text-slate-600">
                <ProfileAvatar
                  imageUrl={imageId ? profileImageUrl(imageId) : null}
                  {...names}
                  size={size}
                  alt={`Your profile image, ${label.toLowerCase()} size`}
                />
                {label}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
