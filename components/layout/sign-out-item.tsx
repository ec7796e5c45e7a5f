import { LogOut } from "@/components/ui/icons";

type SignOutItemProps = {
  className: string;
  iconClassName: string;
  /** Closes the menu or drawer before signing out. */
  close: () => void;
  onSignOut: () => Promise<void> | void;
};

/** The "Logout" entry of the account menu and the mobile drawer. */
export function SignOutItem({ className, iconClassName, close, onSignOut }: SignOutItemProps) {
  return (
    <li>
      <button
        type="button"
        className={className}
        onClick={() => {
          close();
          void onSignOut();
        }}
      >
        <LogOut aria-hidden="true" className={iconClassName} />
        Logout
      </button>
    </li>
  );
}
