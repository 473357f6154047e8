/**
 * Web Storage that cannot fail. A portal framed by another site may be denied its storage (blocked
 * third-party storage, sandboxed frames): reading `window.localStorage` then throws SecurityError.
 * The page keeps working on storage that lives as long as the page instead.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** The window's storage of that kind when the page may use it, else a MemoryStorage. */
export function pageStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[kind];
    storage.getItem('rjadom-probe');
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
