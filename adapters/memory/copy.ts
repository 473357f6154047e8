/**
 * A deep copy of JSON-shaped data (what crosses the wire). Hand-rolled because structuredClone was
 * the in-memory API's largest cost in the simulation's profile; the world holds only plain objects,
 * arrays and primitives.
 */
export function copy<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown) => copy(item)) as T;
  }
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[key] = copy(item);
    }
    return result as T;
  }
  return value;
}
