import { PencilLine } from "lucide-react";
import { mealMessages as t } from "./messages";

/**
 * Shown under the description when the server kept the photo but cannot read it (no vision model):
 * the user is asked to write what is on the plate; the text is analysed and the photo stays attached.
 */
export function PhotoNeedsDescription({ id }: { id: string }) {
  return (
    <div
      id={id}
      role="status"
      className="mt-2 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-950"
    >
      <PencilLine aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">{t.photoUnread.title}</p>
        <p className="mt-0.5">{t.photoUnread.body}</p>
      </div>
    </div>
  );
}
