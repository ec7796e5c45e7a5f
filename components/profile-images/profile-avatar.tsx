"use client";
// A user's profile image at a fixed size (so nothing moves when it loads), or their initials on a
// coloured disc when there is none or it fails to load (docs/profile-images.md). The image is
// already a 256 px WebP served by this site, so next/image's optimiser is not needed.
import Image from "next/image";
import { useState } from "react";

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
  // The address that failed to load, so a new image is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn("inline-flex shrink-0 overflow-hidden rounded-full", className);
  const style = { width: size, height: size };
  if (imageUrl && imageUrl !== failedUrl) {
    return (
      <span className={box} style={style}>
        <Image
          src={imageUrl}
          alt={alt}
          width={size}
          height={size}
          unoptimized
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      </span>
    );
  }
  const initials = initialsOf(firstName, lastName, email);
  return (
    <span
      className={cn(box, "items-center justify-center bg-brand-100 font-semibold text-brand-900")}
      style={{ ...style, fontSize: Math.max(10, Math.round(size * 0.4)) }}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      {initials}
    </span>
  );
}
