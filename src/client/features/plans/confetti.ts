import confetti from "canvas-confetti";

/**
 * Confetti on our own canvas, drawn on the main thread (the library's default worker comes from a
 * blob: URL, which the Content-Security-Policy refuses). Nothing for people who prefer reduced motion.
 */
export function celebrate(): () => void {
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => {};
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60";
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  void fire({
    particleCount: 110,
    spread: 80,
    origin: { y: 0.6 },
    colors: ["#047857", "#10b981", "#fbbf24", "#a7f3d0", "#f97316"],
  });
  return () => {
    fire.reset();
    canvas.remove();
  };
}
