import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { isNotFoundPage, pageHead, type HeadMeta } from './pageHead.ts';

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  const element = document.head.querySelector(selector);
  if (element !== null && element.getAttribute(attribute) !== value) {
    element.setAttribute(attribute, value);
  }
}

/**
 * Keeps the document's title, description and canonical address those of the page on screen after
 * client navigations (the server wrote them for the first page; routes name them in `head()`).
 */
export function useDocumentHead(): void {
  const metas = useRouterState({
    select: (state) => state.matches.map((match) => match.meta as HeadMeta[] | undefined),
  });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notFound = useRouterState({ select: (state) => isNotFoundPage(state.matches) });
  useEffect(() => {
    const head = pageHead(metas, pathname, { notFound });
    if (document.title !== head.title) {
      document.title = head.title;
    }
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('link[rel="canonical"]', 'href', new URL(head.canonicalPath, window.location.origin).href);
  }, [metas, pathname, notFound]);
}
