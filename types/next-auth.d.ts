// Session and JWT shapes of lib/auth/options.ts.
import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: {
      id?: string;
      email?: string | null;
      firstName?: string;
      lastName?: string;
      /** The profile image's id (GET /api/profile-images/{id}), or null. */
      imageId?: string | null;
      /** Shows admin links on cached pages; every admin route still checks the role itself. */
      admin?: boolean;
      name?: string | null;
    };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sv?: number;
    firstName?: string;
    lastName?: string;
    imageId?: string | null;
    admin?: boolean;
  }
}
