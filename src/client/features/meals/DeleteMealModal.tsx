import type { MealLog } from "../../../core/meal.schema";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { mealMessages as t } from "./messages";

export function DeleteMealModal({
  meal,
  deleting,
  onCancel,
  onConfirm,
}: {
  meal: MealLog | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (meal: MealLog) => void;
}) {
  return (
    <Modal
      open={meal !== null}
      onClose={onCancel}
      size="sm"
      title={t.remove.title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={deleting}>
            {t.remove.cancel}
          </Button>
          <Button variant="danger" onClick={() => meal && onConfirm(meal)} loading={deleting}>
            {deleting ? t.remove.deleting : t.remove.confirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{t.remove.body}</p>
      {meal && (
        <p className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm font-medium text-gray-900">
          {meal.description}
        </p>
      )}
    </Modal>
  );
}
