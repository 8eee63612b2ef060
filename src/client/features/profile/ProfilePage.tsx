import "../../../core/zod-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, type SelectHTMLAttributes, useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ACTIVITY_OPTIONS } from "../../../core/calorie-goal";
import { updateProfileRoute } from "../../../core/contracts/profile";
import { CUISINE_REGION_LABELS, CUISINE_REGIONS, DIETARY_RESTRICTIONS } from "../../../core/enums";
import { MEALS_PER_DAY_OPTIONS } from "../../../core/onboarding-steps";
import type { ProfileResponse } from "../../../core/profile.schema";
import type { ProfileUpdate } from "../../../core/profile-update.schema";
import { apiCall, errorMessage } from "../../lib/api";
import { PROFILE_QUERY_KEY, useProfileQuery } from "../../lib/profile-query";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { PageSpinner } from "../../ui/Spinner";
import { TextField } from "../../ui/TextField";
import { AccountData } from "./AccountData";
import { profileMessages as t } from "./messages";
import {
  formValuesFrom,
  type ProfileFormValues,
  profileFormSchema,
  suggestedCalorieGoal,
} from "./profile-form";

export interface ProfilePageProps {
  /** The subscription card (billing feature), passed in by the router and shown below the form. */
  subscriptionCard?: ReactNode;
  /** The weigh-in card (progress feature), passed in by the router and shown below the form. */
  weightCard?: ReactNode;
}

/** SPEC.md "Profile": the personal data form, the subscription card below it, then export, import and deletion. */
export function ProfilePage({ subscriptionCard, weightCard }: ProfilePageProps) {
  const profile = useProfileQuery();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t.title}
        </h1>
        <p className="text-gray-700">{t.subtitle}</p>
      </header>
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <Banner>
          <span>{errorMessage(profile.error, t.loadError)}</span>{" "}
          <button type="button" onClick={() => profile.refetch()} className="font-semibold underline">
            {t.retry}
          </button>
        </Banner>
      ) : (
        <>
          <ProfileForm data={profile.data} />
          {weightCard}
          <TimeZoneSetting zone={profile.data.profile.time_zone} />
        </>
      )}
      {subscriptionCard}
      <AccountData />
    </div>
  );
}

function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiCall(updateProfileRoute, { body }),
    onSuccess: (response) => queryClient.setQueryData(PROFILE_QUERY_KEY, response),
  });
}

function ProfileForm({ data }: { data: ProfileResponse }) {
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [recalculated, setRecalculated] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValuesFrom(data.profile),
  });

  // A change after saving hides the old confirmation.
  useEffect(() => {
    if (isDirty) setSaved(false);
  }, [isDirty]);

  // A profile changed elsewhere (a weigh-in moves the weight) refills an untouched form, so saving it
  // later does not write the old values back.
  useEffect(() => {
    if (!isDirty) reset(formValuesFrom(data.profile));
  }, [data.profile, isDirty, reset]);

  const suggestion = suggestedCalorieGoal(data.profile, watch());
  const recalculate = (kcal: number) => {
    setValue("daily_calorie_goal", String(kcal), { shouldDirty: true, shouldValidate: true });
    setRecalculated(true);
  };

  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    setRecalculated(false);
    update.mutate(values, {
      onSuccess: (response) => {
        reset(formValuesFrom(response.profile));
        setSaved(true);
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="page-title"
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-7"
    >
      {update.isError && <Banner>{errorMessage(update.error, t.updateError)}</Banner>}
      {saved && !update.isPending && (
        <Banner tone="success" onDismiss={() => setSaved(false)}>
          {t.saved}
        </Banner>
      )}

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-gray-900">{t.personal}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.fullName}
            autoComplete="name"
            className="sm:col-span-2"
            error={errors.full_name?.message}
            {...register("full_name")}
          />
          <TextField label={t.age} inputMode="numeric" error={errors.age?.message} {...register("age")} />
          <TextField
            label={t.weight}
            inputMode="decimal"
            error={errors.weight?.message}
            {...register("weight")}
          />
          <TextField
            label={t.height}
            inputMode="decimal"
            error={errors.height?.message}
            {...register("height")}
          />
          <Select
            label={t.activityLevel}
            error={errors.activity_level?.message}
            {...register("activity_level")}
          >
            {ACTIVITY_OPTIONS.map((o) => (
              <option key={o.level} value={o.level}>
                {o.displayName} ({o.frequency})
              </option>
            ))}
          </Select>
          <TextField
            label={t.dailyCalorieGoal}
            inputMode="numeric"
            hint={t.dailyCalorieGoalHint}
            error={errors.daily_calorie_goal?.message}
            {...register("daily_calorie_goal")}
          />
          {suggestion !== null ? (
            <div className="flex flex-col gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
              <p>{t.recalcText(suggestion)}</p>
              <Button type="button" variant="secondary" onClick={() => recalculate(suggestion)}>
                {t.recalcButton}
              </Button>
            </div>
          ) : (
            recalculated && (
              <p role="status" className="text-sm text-emerald-800 sm:col-span-2">
                {t.recalcApplied}
              </p>
            )
          )}
        </div>
      </fieldset>

      <div className="border-t border-gray-200 pt-6">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-gray-900">{t.nutrition}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t.mealsPerDay}
              error={errors.meals_per_day?.message}
              {...register("meals_per_day")}
            >
              {MEALS_PER_DAY_OPTIONS.map((n) => (
                <option key={n} value={String(n)}>
                  {t.mealsOption(n)}
                </option>
              ))}
            </Select>
            <Select
              label={t.cuisineRegion}
              hint={t.cuisineRegionHint}
              error={errors.cuisine_region?.message}
              {...register("cuisine_region")}
            >
              {CUISINE_REGIONS.map((region) => (
                <option key={region} value={region}>
                  {CUISINE_REGION_LABELS[region]}
                </option>
              ))}
            </Select>
          </div>
          <fieldset aria-describedby="dietary-hint">
            <legend className="text-sm font-medium text-gray-800">{t.dietaryRestrictions}</legend>
            <p id="dietary-hint" className="mt-1 text-xs text-gray-600">
              {t.dietaryHint}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {DIETARY_RESTRICTIONS.map((d) => (
                <label
                  key={d}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3.5 py-2 text-sm text-gray-800 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600"
                >
                  <input
                    type="checkbox"
                    value={d}
                    className="h-4 w-4 accent-emerald-700"
                    {...register("dietary_restrictions")}
                  />
                  {d}
                </label>
              ))}
            </div>
            {errors.dietary_restrictions?.message && (
              <p className="mt-1.5 text-xs font-medium text-red-700">{errors.dietary_restrictions.message}</p>
            )}
          </fieldset>
          <TextField
            label={t.healthRestrictions}
            hint={t.healthRestrictionsHint}
            placeholder={t.healthRestrictionsPlaceholder}
            error={errors.health_restrictions?.message}
            {...register("health_restrictions")}
          />
          <TextField
            label={t.foodPreferences}
            hint={t.foodPreferencesHint}
            placeholder={t.foodPreferencesPlaceholder}
            error={errors.food_preferences?.message}
            {...register("food_preferences")}
          />
        </fieldset>
      </div>

      <div className="flex justify-end border-t border-gray-200 pt-5">
        <Button type="submit" size="lg" loading={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The profile's time zone (DESIGN.md "Time"): daily limits and "today" follow it, so it changes only
 * here, at most once a day (the server refuses more), to the zone of the device in hand.
 */
function TimeZoneSetting({ zone }: { zone: string | null }) {
  const update = useUpdateProfile();
  const device = deviceZone();
  return (
    <section
      aria-labelledby="time-zone-title"
      className="space-y-2 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="time-zone-title" className="text-lg font-semibold text-gray-900">
        {t.timeZone}
      </h2>
      <p className="text-sm text-gray-700">{t.timeZoneHint}</p>
      <p className="font-medium break-words text-gray-900">{zone ?? device}</p>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(update.error, t.updateError)}
        </p>
      )}
      {update.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {t.timeZoneChanged}
        </p>
      )}
      {zone !== null && zone !== device && (
        <Button
          type="button"
          variant="secondary"
          loading={update.isPending}
          onClick={() => update.mutate({ time_zone: device })}
        >
          {t.timeZoneUse(device)}
        </Button>
      )}
    </section>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  ref?: React.Ref<HTMLSelectElement>;
}

function Select({ label, hint, error, children, className, ref, ...rest }: SelectProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(
          "mt-1.5 block min-h-11 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm sm:text-sm",
          "focus:outline-none focus:ring-2",
          error
            ? "border-red-400 focus:ring-red-200"
            : "border-gray-300 focus:border-emerald-600 focus:ring-emerald-100",
        )}
        {...rest}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
