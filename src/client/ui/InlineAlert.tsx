import { useEffect, useRef } from "react";
import { Banner } from "./Banner";

/**
 * An error shown next to the control that caused it: announced (role="alert") and scrolled into
 * view when it appears or changes, so a message about a photo analysis is never off-screen.
 */
export function InlineAlert({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    ref.current?.scrollIntoView?.({ block: "nearest", behavior: reduce ? "instant" : "smooth" });
  }, [message]);
  return (
    <div ref={ref} className="scroll-my-24">
      <Banner onDismiss={onDismiss}>{message}</Banner>
    </div>
  );
}
