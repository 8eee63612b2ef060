import confetti from "canvas-confetti";

/**
 * Celebration after the profile is saved. The canvas is our own and drawn on the main thread: the
 * library's default worker comes from a blob: URL, which the Content-Security-Policy refuses.
 * Nothing is drawn for people who ask for reduced motion.
 */
export function celebrate(): () => void {
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => {};
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60";
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const colors = ["#047857", "#10b981", "#fbbf24", "#a7f3d0", "#f97316"];
  void fire({ particleCount: 120, spread: 75, origin: { y: 0.65 }, colors });
  const timer = window.setTimeout(() => {
    void fire({ particleCount: 60, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, colors });
    void fire({ particleCount: 60, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, colors });
  }, 350);
  return () => {
    window.clearTimeout(timer);
    fire.reset();
    canvas.remove();
  };
}
