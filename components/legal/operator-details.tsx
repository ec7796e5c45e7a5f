import type { Operator } from "@/lib/legal/operator";

export function OperatorDetails({ operator }: { operator: Operator }) {
  return (
    <p>
      This site is run by <strong>{operator.name}</strong>
      {operator.address ? `, ${operator.address}` : ""}, the controller of the personal data described in our
      privacy policy.
      {operator.icoRegistrationNumber
        ? ` We are registered with the Information Commissioner’s Office (ICO) under registration number ${operator.icoRegistrationNumber}.`
        : ""}
    </p>
  );
}
