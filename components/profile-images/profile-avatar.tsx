// A user's profile image at a fixed size (so nothing moves when it loads), over their initials: the
// initials show when there is no image, while it loads, and if it fails to load
// (docs/profile-images.md "Where it shows"). The image is already a 256 px WebP served by this site,
// so it is drawn as a cover background rather than through next/image, which would add its client
// code to the header of every page. No hooks: it renders on the server and in the browser.
import { cn } from "@/lib/utils/cn";

export type ProfileAvatarProps = {
  imageUrl?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Side in CSS pixels. */
  size: number;
  /** Text alternative; "" where the name is already written beside it (the header's menu button). */
  alt: string;
  className?: string;
};

/** Up to two initials from the names, else the email's first letter. */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const fromNames = [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? "")
    .join("")
    .toLocaleUpperCase("en-GB");
  return fromNames || (Array.from(email.trim())[0] ?? "?").toLocaleUpperCase("en-GB");
}

export function ProfileAvatar({
  imageUrl,
  firstName,
  lastName,
  email,
  size,
  alt,
  className,
}: ProfileAvatarProps) {
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-900",
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) }}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      {initialsOf(firstName, lastName, email)}
      {imageUrl ? (
        <span
          data-testid="profile-image"
          className="absolute inset-0 bg-cover bg-center"
          style={{ backgroundImage: `url(${JSON.stringify(imageUrl)})` }}
        />
      ) : null}
    </span>
  );
}
