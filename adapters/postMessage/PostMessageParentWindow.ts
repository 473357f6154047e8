import type { ParentMessage, ParentWindow } from '../../core/ports/index.ts';

/** The framing window as far as this adapter uses it. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * ParentWindow over `window.parent.postMessage`. Messages go only to the origin that framed the
 * portal (never '*', so a path cannot leak to another page); with no known parent origin, or when
 * the portal is not framed at all, `post` does nothing.
 */
export class PostMessageParentWindow implements ParentWindow {
  constructor(
    private readonly parent: MessageTarget | null,
    private readonly targetOrigin: string | null,
  ) {}

  /** The parent of the current page: framed when `window.parent` is another window. */
  static fromWindow(): PostMessageParentWindow {
    const framed = window.parent !== window;
    if (!framed) {
      return new PostMessageParentWindow(null, null);
    }
    return new PostMessageParentWindow(window.parent, parentOrigin(document.referrer, window.location.ancestorOrigins));
  }

  post(message: ParentMessage): void {
    if (this.parent === null || this.targetOrigin === null) {
      return;
    }
    this.parent.postMessage(message, this.targetOrigin);
  }
}

/**
 * The framing page's origin: from the referrer (the host page loaded the frame), else from
 * `location.ancestorOrigins` (Chromium keeps it even when the referrer policy strips the referrer).
 */
export function parentOrigin(referrer: string, ancestorOrigins?: DOMStringList | readonly string[]): string | null {
  const fromReferrer = originOf(referrer);
  if (fromReferrer !== null) {
    return fromReferrer;
  }
  const first = ancestorOrigins === undefined ? undefined : Array.from(ancestorOrigins)[0];
  return first === undefined ? null : originOf(first);
}

function originOf(url: string): string | null {
  if (url === '') {
    return null;
  }
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
