import { describe, expect, it } from "vitest";
import { goalCaption, hasEnoughData, trendChartGeometry } from "./trend-chart";

const LABELS = ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"];

describe("trendChartGeometry (SPEC.md Dashboard chart)", () => {
  const base = { labels: LABELS, width: 740, height: 300 };

  it("keeps a 40 px margin around the plot", () => {
    const g = trendChartGeometry({ ...base, values: [1, 2, 3, 4, 5, 6, 7], goal: 5 });
    expect(g.plot).toEqual({ left: 40, top: 40, right: 700, bottom: 260, width: 660, height: 220 });
  });

  it("draws one bar per value, each 60 % of its slot and centred in it", () => {
    const g = trendChartGeometry({ ...base, values: [100, 200, 300, 400, 500, 600, 700], goal: 500 });
    expect(g.bars).toHaveLength(7);
    expect(g.slotWidth).toBeCloseTo(660 / 7);
    for (const [i, bar] of g.bars.entries()) {
      expect(bar.width).toBeCloseTo((660 / 7) * 0.6);
      const slotLeft = 40 + (660 / 7) * i;
      expect(bar.x - slotLeft).toBeCloseTo((660 / 7) * 0.2); // 20 % free on each side
      expect(bar.centerX).toBeCloseTo(slotLeft + 660 / 7 / 2);
      expect(bar.label).toBe(LABELS[i]);
    }
  });

  it("scales to the maximum value x 1.1 when it exceeds the goal", () => {
    const g = trendChartGeometry({ ...base, values: [0, 1000, 2200, 0, 0, 0, 0], goal: 2000 });
    expect(g.scaleMax).toBeCloseTo(2420);
    const tallest = g.bars[2];
    expect(tallest.height).toBeCloseTo(220 / 1.1); // 200 px: the top 10 % is headroom
    expect(tallest.y).toBeCloseTo(60);
    expect(g.bars[1].height).toBeCloseTo((1000 / 2420) * 220);
    expect(g.goalLine?.y).toBeCloseTo(260 - (2000 / 2420) * 220);
  });

  it("scales to the goal x 1.1 when no value reaches it, so the goal line is always in view", () => {
    const g = trendChartGeometry({ ...base, values: [500, 800, 0, 0, 0, 0, 1200], goal: 2000 });
    expect(g.scaleMax).toBeCloseTo(2200);
    expect(g.goalLine).toMatchObject({ x1: 40, x2: 700, caption: "Meta: 2000 kcal" });
    expect(g.goalLine?.y).toBeCloseTo(60);
    expect(g.bars[6].height).toBeCloseTo((1200 / 2200) * 220);
  });

  it("puts each value above its bar and each label under the plot", () => {
    const g = trendChartGeometry({ ...base, values: [500, 1500, 0, 0, 0, 0, 0], goal: 2000 });
    for (const bar of g.bars) {
      expect(bar.valueY).toBeLessThan(bar.y);
      expect(bar.labelY).toBeGreaterThan(g.plot.bottom);
      expect(bar.y + bar.height).toBeCloseTo(g.plot.bottom);
    }
    expect(g.bars[2]).toMatchObject({ height: 0, value: 0 });
  });

  it("treats negative or non-finite values as 0 and survives an all-zero week with no goal", () => {
    const g = trendChartGeometry({ ...base, values: [-5, Number.NaN, 0, 0, 0, 0, 0], goal: 0 });
    expect(g.scaleMax).toBe(0);
    expect(g.goalLine).toBeNull();
    for (const bar of g.bars) expect(bar.height).toBe(0);
  });

  it("follows the width it is given (narrow phone)", () => {
    const g = trendChartGeometry({ ...base, width: 320, values: [1, 1, 1, 1, 1, 1, 1], goal: 1 });
    expect(g.plot.width).toBe(240);
    expect(g.bars[0].width).toBeCloseTo((240 / 7) * 0.6);
    expect(g.bars[6].x + g.bars[6].width).toBeCloseTo(280 - (240 / 7) * 0.2);
  });
});

describe("goal caption placement", () => {
  const base = { labels: LABELS, width: 740, height: 300, goal: 2000 };
  const captionBox = (g: ReturnType<typeof trendChartGeometry>) => {
    const line = g.goalLine;
    if (!line) throw new Error("no goal line");
    const width = line.caption.length * 7;
    const left = line.captionAnchor === "end" ? line.captionX - width : line.captionX;
    return { left, right: left + width, top: line.captionY - 13, bottom: line.captionY };
  };

  it("sits above the line at its right end when nothing is there", () => {
    const g = trendChartGeometry({ ...base, values: [500, 800, 0, 0, 0, 0, 0] });
    expect(g.goalLine).toMatchObject({ captionX: 700, captionAnchor: "end" });
    expect(g.goalLine?.captionY).toBeLessThan(g.goalLine?.y ?? 0);
  });

  const clearOfBars = (g: ReturnType<typeof trendChartGeometry>) => {
    const box = captionBox(g);
    return g.bars.every((bar) => {
      const valueWidth = String(bar.value).length * 7;
      const barBox = { left: bar.x, right: bar.x + bar.width, top: bar.y, bottom: bar.y + bar.height };
      const valueBox = {
        left: bar.centerX - valueWidth / 2,
        right: bar.centerX + valueWidth / 2,
        top: bar.valueY - 13,
        bottom: bar.valueY,
      };
      const apart = (o: typeof box) =>
        box.right <= o.left || o.right <= box.left || box.bottom <= o.top || o.bottom <= box.top;
      return apart(valueBox) && (bar.height === 0 || apart(barBox));
    });
  };

  it("moves left along the line, away from a bar and its value near the line at the right end", () => {
    const g = trendChartGeometry({ ...base, values: [500, 800, 0, 0, 0, 1900, 1950] });
    expect(g.goalLine?.captionOnLine).toBe(true);
    expect(g.goalLine?.captionX).toBeLessThan(700);
    expect(clearOfBars(g)).toBe(true);
  });

  it("finds a free spot on a crowded phone-width week (the week seen in the screenshots)", () => {
    const values = [1650, 2300, 1900, 0, 1200, 2050, 1100];
    const g = trendChartGeometry({ ...base, width: 326, height: 240, values, goal: 2196 });
    expect(g.goalLine?.captionOnLine).toBe(true);
    expect(clearOfBars(g)).toBe(true);
  });

  it("falls back to the top margin when every spot beside the line is taken", () => {
    const g = trendChartGeometry({ ...base, values: [2100, 1950, 2100, 1950, 2100, 1950, 2100] });
    expect(g.goalLine).toMatchObject({ captionOnLine: false, captionAnchor: "end", captionX: 700 });
    expect(captionBox(g).bottom).toBeLessThanOrEqual(g.plot.top - 6);
    expect(clearOfBars(g)).toBe(true);
  });
});

describe("chart helpers", () => {
  it("captions the goal in kcal, rounded", () => {
    expect(goalCaption(1987.6)).toBe("Meta: 1988 kcal");
  });

  it("needs at least two days with data", () => {
    expect(hasEnoughData([0, 0, 0, 0, 0, 0, 0])).toBe(false);
    expect(hasEnoughData([0, 0, 0, 0, 0, 0, 850])).toBe(false);
    expect(hasEnoughData([0, 400, 0, 0, 0, 0, 850])).toBe(true);
  });
});
