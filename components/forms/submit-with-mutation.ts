// The one way a form submits: react-hook-form checks the fields with the route's own zod schema,
// then react-query's mutation sends the parsed values. A new attempt first clears the last failure.
// When the check fails, react-hook-form moves focus to the first invalid field and the number of
// problems is announced, so screen-reader users hear that more than one field needs attention.
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
