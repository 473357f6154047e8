import type { Context } from 'hono';

/** The form body's fields; a body that is not a readable form counts as an empty one (a 400 later, not a 500). */
export async function formBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}
