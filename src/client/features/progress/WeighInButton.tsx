import { Scale } from "lucide-react";
import { useState } from "react";
import { useProfileQuery } from "../../lib/profile-query";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { progressMessages as t } from "./messages";
import { WeighInForm } from "./WeighInForm";

/**
 * The dashboard's small "Registrar peso" action (composed in by the router, so the dashboard does not
 * import this feature): a dialog with the weigh-in form, closed once saved.
 */
export function WeighInButton() {
  const [open, setOpen] = useState(false);
  const profile = useProfileQuery();
  return (
    <>
      <Button variant="secondary" size="sm" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Scale aria-hidden="true" className="h-4 w-4" />
        {t.weighIn.action}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.weighIn.title} size="sm">
        <WeighInForm
          initialKg={profile.data?.profile.weight ?? null}
          onSaved={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
