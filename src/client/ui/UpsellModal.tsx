import { Check, Crown } from "lucide-react";
import { Button } from "./Button";
import { Modal } from "./Modal";
import { messages } from "./messages";

export interface UpsellModalProps {
  open: boolean;
  onClose: () => void;
  /** Starts the checkout (the caller stores returnTo and redirects). */
  onUpgrade: () => void;
  /** The benefit that opened the modal, shown first, e.g. 'Análisis de fotos ilimitado'. */
  trigger?: string;
  upgrading?: boolean;
}

/** SPEC.md "Meal tracker": the 'Función Premium' upsell, optionally led by the benefit the user hit. */
export function UpsellModal({ open, onClose, onUpgrade, trigger, upgrading = false }: UpsellModalProps) {
  const text = messages.upsell;
  const benefits = trigger ? [trigger, ...text.benefits.filter((b) => b !== trigger)] : [...text.benefits];
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={
        <span className="flex items-center gap-2">
          <Crown aria-hidden="true" className="h-5 w-5 text-amber-500" />
          {text.title}
        </span>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text.later}
          </Button>
          <Button variant="primary" onClick={onUpgrade} loading={upgrading}>
            {upgrading ? text.upgrading : text.upgrade}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{text.intro}</p>
      <ul className="mt-3 space-y-2">
        {benefits.map((benefit, index) => (
          <li
            key={benefit}
            className={
              trigger && index === 0
                ? "flex items-start gap-2 rounded-lg bg-amber-50 px-2 py-1.5 text-sm font-semibold text-gray-900"
                : "flex items-start gap-2 px-2 text-sm text-gray-800"
            }
          >
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-gray-600">{text.priceNote}</p>
    </Modal>
  );
}
