/** `wideOnly`: shown from 1280 px, where the header has room for it. */
export type NavLink = { href: string; label: string; wideOnly?: boolean };

export type HeaderUser = {
  firstName: string;
  lastName: string;
  email: string;
  imageUrl?: string | null;
};

export const DESKTOP_NAV_LINKS: readonly NavLink[] = [
  { href: "/browse", label: "Browse" },
  { href: "/stacks", label: "Build a Stack" },
  { href: "/interactions", label: "Interactions" },
  { href: "/analytics", label: "Stack Analytics" },
  { href: "/recommendations", label: "Recommendations", wideOnly: true },
  { href: "/blog", label: "Blog" },
  { href: "/community-stacks", label: "Community" },
];

export const SIGNED_IN_DESKTOP_LINKS: readonly NavLink[] = [{ href: "/profile", label: "Profile" }];

export const USER_MENU_LINKS: readonly NavLink[] = [
  { href: "/profile", label: "Profile" },
  { href: "/my-stacks", label: "My Stacks" },
  { href: "/analytics", label: "Stack Analytics" },
];

export const DRAWER_LINKS: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/browse", label: "Browse" },
  { href: "/stacks", label: "Build a Stack" },
  { href: "/scan", label: "Scan a product" },
  { href: "/interactions", label: "Interactions" },
  { href: "/analytics", label: "Analytics" },
  { href: "/recommendations", label: "Recommendations" },
  { href: "/blog", label: "Blog" },
  { href: "/community-stacks", label: "Community" },
];

export const SIGNED_IN_DRAWER_LINKS: readonly NavLink[] = [
  { href: "/profile", label: "Profile" },
  { href: "/my-stacks", label: "My Stacks" },
];

export const LOGIN_LINK: NavLink = { href: "/login", label: "Login" };
export const SIGN_UP_LINK: NavLink = { href: "/signup", label: "Create account" };

/** The name on the user menu button: the first name, or 'Profile' (§2, §8 "Quiet failures"). */
export function displayFirstName(user: HeaderUser): string {
  return user.firstName.trim() || "Profile";
}

export function displayFullName(user: HeaderUser): string {
  return `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || user.email;
}

/** A link is current on its own path and below it ("/blog" for "/blog/progressive-overload"). */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
