import { useCallback, useRef, useState } from "react";

/**
 * The rendered width of an element in CSS pixels, following resizes (the chart draws at real size).
 * Returns a callback ref, so a different element (another branch of the render) is followed too.
 */
export function useElementWidth<E extends HTMLElement>(
  initial: number,
): [(element: E | null) => void, number] {
  const [width, setWidth] = useState(initial);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const update = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    update();
    if (typeof ResizeObserver === "undefined") return;
    observer.current = new ResizeObserver(update);
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
