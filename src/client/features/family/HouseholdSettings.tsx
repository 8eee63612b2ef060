import { HeartPulse, Users } from "lucide-react";
import type { HouseholdMember, HouseholdOverview } from "../../../core/household.schema";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { useFollowMenu, useHousehold, useSharing } from "./api";
import { familyMessages } from "./messages";
import { Toggle } from "./Toggle";

const t = familyMessages.settings;

/**
 * The profile's family section (issue 18): the owner chooses who follows the family menu and sees
 * each member's allergies and diets when they consented; everyone sets what they share. Nothing
 * shows outside a family plan (the subscription card above sells it).
 */
export function HouseholdSettings() {
  const household = useHousehold();
  const sharing = useSharing();
  if (household.isPending || (household.isError && isUpgradeRequired(household.error))) return null;
  if (household.isError || !household.data)
    return <Banner>{errorMessage(household.error, t.loadError)}</Banner>;
  const data = household.data;
  return (
    <section
      aria-labelledby="household-title"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <Users aria-hidden="true" className="h-5 w-5 text-emerald-700" />
        <h2 id="household-title" className="text-lg font-semibold text-gray-900">
          {t.heading}
        </h2>
      </div>
      {data.role === "owner" ? (
        <OwnerView overview={data} />
      ) : (
        <p className="text-sm text-gray-800">
          {data.me.follows_family_menu ? t.memberFollows(data.owner_name) : t.memberOwn(data.owner_name)}
        </p>
      )}
      <div className="space-y-1 border-t border-gray-200 pt-4">
        <h3 className="text-sm font-semibold text-gray-900">{t.mine}</h3>
        {data.role === "member" && (
          <Toggle
            label={t.shareHealth(data.owner_name)}
            hint={t.shareHealthHint}
            checked={data.me.share_health}
            disabled={sharing.isPending}
            onChange={(v) => sharing.mutate({ share_health: v })}
          />
        )}
        <Toggle
          label={t.shareCalories}
          hint={t.shareCaloriesHint}
          checked={data.me.share_calories_today}
          disabled={sharing.isPending}
          onChange={(v) => sharing.mutate({ share_calories_today: v })}
        />
        {sharing.isError && <Banner>{errorMessage(sharing.error, t.saveError)}</Banner>}
      </div>
    </section>
  );
}

function OwnerView({ overview }: { overview: HouseholdOverview }) {
  const follow = useFollowMenu();
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">{t.intro}</p>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {overview.members.map((member) => (
          <li key={member.id} className="space-y-2 px-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-gray-900">{member.name ?? member.email}</p>
              {member.name && <p className="truncate text-xs text-gray-600">{member.email}</p>}
            </div>
            {member.status === "active" ? (
              <>
                <Toggle
                  label={t.follows}
                  hint={member.follows_family_menu ? t.followsHint : t.ownPlan}
                  checked={member.follows_family_menu}
                  disabled={follow.isPending}
                  onChange={(v) => follow.mutate({ id: member.id, follows: v })}
                />
                <MemberHealth member={member} />
              </>
            ) : (
              <p className="text-xs text-gray-600">{t.pending}</p>
            )}
          </li>
        ))}
      </ul>
      {follow.isError && <Banner>{errorMessage(follow.error, t.saveError)}</Banner>}
      <p className="text-xs text-gray-600">
        {t.editOwn} {t.regenerateHint}
      </p>
    </div>
  );
}

function MemberHealth({ member }: { member: HouseholdMember }) {
  const items = member.health
    ? [...member.health.dietary_restrictions, ...member.health.health_restrictions]
    : [];
  return (
    <div className="flex gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm">
      <HeartPulse aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-rose-700" />
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{t.health}</p>
        {!member.health ? (
          <p className="text-gray-700">{t.notShared}</p>
        ) : items.length === 0 ? (
          <p className="text-gray-700">{t.noneWritten}</p>
        ) : (
          <ul
            className="mt-1 flex flex-wrap gap-1.5"
            aria-label={`${t.health}: ${member.name ?? member.email}`}
          >
            {items.map((item) => (
              <li
                key={item}
                className="rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-medium text-rose-900"
              >
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
