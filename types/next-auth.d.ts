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
      name?: string | null;
    };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sv?: number;
    firstName?: string;
    lastName?: string;
  }
}
