"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Navigation } from "lucide-react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";

import { FormField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { manualNavigationHref, manualNavigationSchema } from "@/lib/layout/debug-shell";
import { navigationTracker } from "@/lib/layout/navigation-tracker";

export function ManualNavigationBox() {
  const router = useRouter();
  const form = useForm({ resolver: zodResolver(manualNavigationSchema), defaultValues: { path: "" } });

  const open = form.handleSubmit(({ path }) => {
    const href = manualNavigationHref(path);
    console.info(`[debug shell] manual navigation: ${path} (${href})`);
    // router.push is not a link click: tell the tracker a navigation starts ('Navigation Error').
    navigationTracker.start();
    router.push(href);
  });

  return (
    <form
      onSubmit={(event) => void open(event)}
      noValidate
      aria-labelledby="manual-navigation-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="manual-navigation-title" className="text-lg font-semibold text-slate-900">
        Manual navigation test
      </h2>
      <p className="mt-1 text-sm text-slate-600">Type a path and open it inside the navigation test mode.</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Path" className="flex-1" error={form.formState.errors.path?.message}>
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder="/browse"
              {...form.register("path")}
            />
          )}
        </FormField>
        <Button type="submit" className="sm:mt-6">
          <Navigation aria-hidden="true" className="size-4" />
          Open
        </Button>
      </div>
    </form>
  );
}
