import { serverEnv, type ServerEnv } from "@/lib/env";
import { SITE_NAME } from "@/lib/seo/site";

export type Operator = {
  name: string;
  address: string | null;
  icoRegistrationNumber: string | null;
};

export function operatorFrom(
  env: Pick<ServerEnv, "OPERATOR_NAME" | "OPERATOR_ADDRESS" | "ICO_REGISTRATION_NUMBER">,
): Operator {
  return {
    name: env.OPERATOR_NAME ?? SITE_NAME,
    address: env.OPERATOR_ADDRESS ?? null,
    icoRegistrationNumber: env.ICO_REGISTRATION_NUMBER ?? null,
  };
}

export function operator(): Operator {
  return operatorFrom(serverEnv());
}
