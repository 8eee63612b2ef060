import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// DESIGN.md: features never import each other; only router.tsx composes them. Shared code lives in
// lib/ and ui/, which must not import features either. (Biome has no such rule, so a test keeps it.)
const clientDir = dirname(fileURLToPath(import.meta.url));
const featuresDir = join(clientDir, "features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)].map(
    (m) => m[1],
  );
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

function featureOf(path: string): string | null {
  const rel = relative(featuresDir, path);
  if (rel.startsWith("..")) return null;
  return rel.split(sep)[0];
}

describe("client module boundaries", () => {
  it("no feature imports another feature", () => {
    const offences: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const own = featureOf(file);
      for (const target of relativeImports(file)) {
        const other = featureOf(target);
        if (other && other !== own) offences.push(`${relative(clientDir, file)} -> features/${other}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("lib/ and ui/ do not import features", () => {
    const offences: string[] = [];
    for (const dir of ["lib", "ui"]) {
      for (const file of sourceFiles(join(clientDir, dir))) {
        for (const target of relativeImports(file)) {
          if (featureOf(target))
            offences.push(`${relative(clientDir, file)} -> ${relative(clientDir, target)}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
