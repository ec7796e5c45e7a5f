// The one way a form submits: the route's own zod schema checks the fields, then react-query's mutation sends them.
import type { SyntheticEvent } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";

import { announce, invalidFormMessage } from "./announce";

type Mutation<TValues> = { mutate: (values: TValues) => void; reset: () => void };

export function submitWithMutation<TInput extends FieldValues, TValues>(
  handleSubmit: UseFormHandleSubmit<TInput, TValues>,
  mutation: Mutation<TValues>,
): (event: SyntheticEvent<HTMLFormElement>) => void {
  return (event) => {
    mutation.reset();
    void handleSubmit(
      (values) => {
        mutation.mutate(values);
      },
      (errors) => {
        const count = Object.keys(errors).length;
        if (count > 0) announce(invalidFormMessage(count));
      },
    )(event);
  };
}
