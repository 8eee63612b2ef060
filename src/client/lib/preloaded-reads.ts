/*
 * The API reads the server names in a signed-in page's HTML (<link rel="preload" as="fetch">,
 * docs/decisions/0039). A browser keeps an unused preload for the whole life of the document and
 * hands it to the first fetch() of the same URL, however late: an answer read before a redirect (a
 * 401 of an expired session, a dashboard before onboarding) could be shown minutes later. So the
 * client takes every preload over at once, when its first module runs, and offers each answer to
 * the first read of that path only until the page leaves its first address or 10 s pass.
 */
const answers = new Map<string, Promise<Response>>();

/** How long an answer read with the page stays usable. */
export const PRELOADED_READ_MS = 10_000;

/** Takes over the page's preloaded reads (once, at start). */
export function adoptPreloadedReads(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== window.location.origin) continue;
    const answer = fetch(url.pathname, { credentials: "include" });
    answer.catch(() => undefined); // a failed read is the taker's to report, not an unhandled rejection
    answers.set(url.pathname, answer);
  }
  if (answers.size > 0) setTimeout(dropPreloadedReads, PRELOADED_READ_MS);
}

/** The answer read with the page for `path`, once; undefined when there is none (any more). */
export function takePreloadedRead(path: string): Promise<Response> | undefined {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/** Forget the answers read with the page (the page has moved on). */
export function dropPreloadedReads(): void {
  answers.clear();
}
