// Navigation entries of the header, user menu and mobile drawer (docs/product-rules.md §2 "Layout rules").
// Labels are the spec's; targets come from the §2 route table.

export type NavLink = { href: string; label: string };

/** The signed-in user as the header needs it (from the next-auth session). */
export type HeaderUser = {
  firstName: string;
  lastName: string;
  email: string;
  /** The profile image's address (docs/profile-images.md); initials are shown without one. */
  imageUrl?: string | null;
};

/** Desktop nav (§2): Browse, Build a Stack, Stack Analytics, Blog, Community, plus our Interactions … */
export const DESKTOP_NAV_LINKS: readonly NavLink[] = [
  { href: "/browse", label: "Browse" },
  { href: "/stacks", label: "Build a Stack" },
  { href: "/interactions", label: "Interactions" },
  { href: "/analytics", label: "Stack Analytics" },
  { href: "/blog", label: "Blog" },
  { href: "/community-stacks", label: "Community" },
];

/** … plus Profile when signed in (§2). */
export const SIGNED_IN_DESKTOP_LINKS: readonly NavLink[] = [{ href: "/profile", label: "Profile" }];

/** User menu entries before Logout (§2): Profile, My Stacks, Stack Analytics. */
export const USER_MENU_LINKS: readonly NavLink[] = [
  { href: "/profile", label: "Profile" },
  { href: "/my-stacks", label: "My Stacks" },
  { href: "/analytics", label: "Stack Analytics" },
];

/** Mobile drawer (§2): Home, Browse, Build a Stack, Analytics, Blog, Community, plus Interactions. */
export const DRAWER_LINKS: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/browse", label: "Browse" },
  { href: "/stacks", label: "Build a Stack" },
  { href: "/interactions", label: "Interactions" },
  { href: "/analytics", label: "Analytics" },
  { href: "/blog", label: "Blog" },
  { href: "/community-stacks", label: "Community" },
];

/** Drawer additions when signed in, before Logout (§2): Profile, My Stacks. */
export const SIGNED_IN_DRAWER_LINKS: readonly NavLink[] = [
  { href: "/profile", label: "Profile" },
  { href: "/my-stacks", label: "My Stacks" },
];

export const LOGIN_LINK: NavLink = { href: "/login", label: "Login" };

/** The name on the user menu button: the first name, or 'Profile' (§2, §8 "Quiet failures"). */
export function displayFirstName(user: HeaderUser): string {
  return user.firstName.trim() || "Profile";
}

/** Full name for the menu heading; falls back to the email when no name is known. */
export function displayFullName(user: HeaderUser): string {
  return `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || user.email;
}

/** A link is current on its own path and below it ("/blog" for "/blog/progressive-overload"). */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
