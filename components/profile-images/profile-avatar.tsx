// A cover background rather than next/image, which would add its client code to every page's header: the image is
// already a 256 px WebP from this site. No hooks: it renders on the server too.
import { cn } from "@/lib/utils/cn";

export type ProfileAvatarProps = {
  imageUrl?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  size: number;
  /** Text alternative; "" where the name is already written beside it (the header's menu button). */
  alt: string;
  className?: string;
};

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
