"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@/lib/api/query-hooks";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

import { CheckboxField, FormField, SubmitButton } from "@/components/forms/fields";
import { formMessageOf } from "@/components/forms/form-errors";
import { submitWithMutation } from "@/components/forms/submit-with-mutation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiDelete, apiPut } from "@/lib/api/fetch-client";
import { queryKeys } from "@/lib/api/query-keys";

type AlertSettings = { itemCheaper: boolean; minMonthlyDropPence: number | null };

/** "", or pounds with up to 2 decimals from £0.01 to £1,000, read into whole pence without a float. */
function poundsToPence(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const alertFormSchema = z
  .object({
    itemCheaper: z.boolean(),
    dropPounds: z.string().check(
      z.refine((text) => {
        if (text.trim() === "") return true;
        const pence = poundsToPence(text);
        return pence !== null && pence >= 1 && pence <= 100_000;
      }, "Enter an amount in pounds from £0.01 to £1,000, or leave it blank"),
    ),
  })
  .check(
    z.refine((value) => value.itemCheaper || value.dropPounds.trim() !== "", {
      message: "Tick the box or enter an amount",
      path: ["itemCheaper"],
    }),
  );
type AlertForm = z.infer<typeof alertFormSchema>;

const penceToPounds = (pence: number) => (pence / 100).toFixed(2);

function settingsOf(values: AlertForm): AlertSettings {
  return {
    itemCheaper: values.itemCheaper,
    minMonthlyDropPence: values.dropPounds.trim() === "" ? null : poundsToPence(values.dropPounds),
  };
}

function AlertFields({ stackId, current }: { stackId: string; current: AlertSettings | null }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(alertFormSchema),
    defaultValues: {
      itemCheaper: current?.itemCheaper ?? true,
      dropPounds: current?.minMonthlyDropPence == null ? "" : penceToPounds(current.minMonthlyDropPence),
    },
  });
  const done = (title: string) => {
    toast({ title, variant: "success" });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stacks.priceAlert(stackId) });
  };
  const save = useMutation({
    mutationFn: (values: AlertForm) => apiPut(`/api/stacks/${stackId}/price-alert`, settingsOf(values)),
    onSuccess: () => done("Price alert saved"),
  });
  const remove = useMutation({
    mutationFn: () => apiDelete(`/api/stacks/${stackId}/price-alert`),
    onSuccess: () => done("Price alert turned off"),
  });
  const error = save.error ?? remove.error;
  const { errors } = form.formState;
  return (
    <form onSubmit={submitWithMutation(form.handleSubmit, save)} noValidate className="space-y-3">
      {error ? <Alert>{formMessageOf(error)}</Alert> : null}
      <CheckboxField
        label="Email me when any item gets cheaper"
        error={errors.itemCheaper?.message}
        {...form.register("itemCheaper")}
      />
      <FormField
        label="Or when the monthly cost drops by at least (£, optional)"
        hint="Counts only the same items, so adding or removing one is not a drop."
        error={errors.dropPounds?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="decimal"
            className="max-w-40"
            {...form.register("dropPounds")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          {current ? "Save price alert" : "Turn on price alert"}
        </SubmitButton>
        {current ? (
          <Button variant="outline" busy={remove.isPending} onClick={() => remove.mutate()}>
            Turn off
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function PriceAlertSection({ stackId }: { stackId: string }) {
  const query = useQuery<{ alert: AlertSettings | null }>({ queryKey: queryKeys.stacks.priceAlert(stackId) });
  return (
    <section aria-labelledby="price-alert-heading" className="mt-10 max-w-2xl space-y-3">
      <h2 id="price-alert-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Price alerts
      </h2>
      <p className="text-sm text-slate-600">
        We email you when a retailer&apos;s checked price for an item drops (sample prices do not count), at
        most once a day. Every email has a one-click unsubscribe link.
      </p>
      {query.data ? (
        // Keyed by the saved settings, so the form starts again from them after a change.
        <AlertFields key={JSON.stringify(query.data.alert)} stackId={stackId} current={query.data.alert} />
      ) : query.error ? (
        <Alert>{formMessageOf(query.error)}</Alert>
      ) : (
        <p className="text-sm text-slate-600">Loading your price alert…</p>
      )}
    </section>
  );
}
