import { act } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Where the page's first drawing on the client differs from the server's HTML in `container`.
 * Hydration draws with each store's server snapshot, as a server render does; Preact then keeps
 * the server's attributes and says nothing of a difference (docs/adr/0066-the-page-on-preact.md),
 * so the two drawings are compared here, node by node: null when they are the same.
 */
export async function hydrationMismatch(
  container: Element,
  page: ReactElement,
): Promise<string | null> {
  const drawn = document.createElement('div');
  // Async: the panel's code is a lazy import, which a hydration waits for too.
  drawn.innerHTML = await renderToStringAsync(page as never);
  // Where a part waited, this render marks it with comments; the server's render waits for none.
  const walker = document.createTreeWalker(drawn, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  const server = [...container.childNodes];
  const client = [...drawn.childNodes];
  for (let index = 0; index < Math.max(server.length, client.length); index += 1) {
    const [a, b] = [server[index], client[index]];
    if (a && b && a.isEqualNode(b)) continue;
    const html = (node: ChildNode | undefined) =>
      node instanceof Element ? node.outerHTML : (node?.textContent ?? 'nothing');
    return `the server drew ${html(a).slice(0, 300)}\nthe page draws ${html(b).slice(0, 300)}`;
  }
  return null;
}

/**
 * Hydrates the server's HTML in `container` with `page` as main.tsx does, after checking that
 * the page's first drawing is that HTML: `mismatch` says where it is not.
 */
export async function hydratePage(
  container: Element,
  page: ReactElement,
): Promise<{ root: Root; mismatch: string | null }> {
  const mismatch = await hydrationMismatch(container, page);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return { root, mismatch };
}
