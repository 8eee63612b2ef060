import { Mail, Trash2, UserCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { FamilyInvitation, FamilyMember } from "../../../core/subscription.schema";
import { errorMessage } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { useAcceptInvitation, useInviteFamilyMember, useRemoveFamilyMember } from "./api";
import { billingMessages } from "./messages";

const t = billingMessages.family;

/** The family owner's list: up to 4 people besides them, invited by email, removable. */
export function FamilyMembers({ members, maxMembers }: { members: FamilyMember[]; maxMembers: number }) {
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const invite = useInviteFamilyMember();
  const remove = useRemoveFamilyMember();
  const full = members.length + 1 >= maxMembers;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return;
    setNotice(null);
    invite.mutate(value, {
      onSuccess: (member) => {
        setEmail("");
        setNotice(t.invitedOk(member.email));
      },
    });
  };

  return (
    <div className="space-y-3 border-t border-gray-200 pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-gray-900">{t.heading}</h3>
        <p className="text-sm text-gray-600">{t.count(members.length + 1, maxMembers)}</p>
      </div>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        <li className="flex items-center gap-3 px-3 py-2.5 text-sm">
          <UserCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
          <span className="font-medium text-gray-900">{t.you}</span>
        </li>
        {members.map((member) => (
          <li key={member.id} className="flex items-center gap-3 px-3 py-2.5 text-sm">
            {member.status === "active" ? (
              <UserCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
            ) : (
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-gray-900">{member.email}</span>
              <span className="block text-xs text-gray-600">
                {member.status === "active" ? t.member : t.invited}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.remove(member.email)}
              title={t.remove(member.email)}
              loading={remove.isPending && remove.variables === member.id}
              onClick={() => remove.mutate(member.id)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
            </Button>
          </li>
        ))}
      </ul>
      {members.length === 0 && <p className="text-sm text-gray-600">{t.empty}</p>}
      {remove.isError && <Banner>{errorMessage(remove.error, t.removeError)}</Banner>}
      {notice && (
        <Banner tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}
      {invite.isError && <Banner>{errorMessage(invite.error, t.inviteError)}</Banner>}
      {full ? (
        <p className="text-sm font-medium text-gray-700">{t.full}</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <TextField
            className="flex-1"
            label={t.emailLabel}
            type="email"
            autoComplete="off"
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
            {invite.isPending ? t.inviting : t.invite}
          </Button>
        </form>
      )}
    </div>
  );
}

/** The invitation of the emailed link the user opened, with the button to join. */
export function FamilyInvitations({
  invitations,
  token,
}: {
  invitations: FamilyInvitation[];
  token: string;
}) {
  const accept = useAcceptInvitation();
  // consent asked on accepting (issue 18): off unless the person ticks it
  const [shareHealth, setShareHealth] = useState(false);
  return (
    <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h3 className="text-sm font-semibold text-gray-900">{t.invitationsHeading}</h3>
      <ul className="space-y-3">
        {invitations.map((inv) => (
          <li key={inv.id} className="space-y-2">
            <p className="text-sm text-gray-800">{t.invitationFrom(inv.owner_name, inv.owner_email)}</p>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
                checked={shareHealth}
                onChange={(e) => setShareHealth(e.target.checked)}
              />
              <span>
                <span className="block font-medium text-gray-900">{t.consent(inv.owner_name)}</span>
                <span className="block text-xs text-gray-600">{t.consentHint}</span>
              </span>
            </label>
            <Button
              size="sm"
              loading={accept.isPending && accept.variables?.id === inv.id}
              disabled={accept.isPending || accept.isSuccess}
              onClick={() => accept.mutate({ id: inv.id, token, shareHealth })}
            >
              {t.accept}
            </Button>
          </li>
        ))}
      </ul>
      {accept.isError && <Banner>{errorMessage(accept.error, t.acceptError)}</Banner>}
    </div>
  );
}
