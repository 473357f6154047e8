/**
 * Issue 18, part 3: the frame offers an account only to a browser signed in at the provider, and the
 * visitor signs in on the provider's own home page (POST /session), nowhere else.
 */
import { describe, expect, it } from 'vitest';
import { bodyData, frameQuery, ID, signIn, signedInFrame, testProvider } from './testProvider.ts';

function postSession(
  provider: ReturnType<typeof testProvider>,
  path: string,
  headers: Record<string, string>,
  cookie = '',
): Promise<Response> {
  return provider.request(path, {
    method: 'POST',
    headers: { ...headers, ...(cookie !== '' && { Cookie: cookie }) },
    body: new URLSearchParams({ account: '700002' }),
  });
}

describe("signing in on the provider's home page", () => {
  it('the home page offers a sign-in per demo account, in a form posting to /session', async () => {
    const provider = testProvider();
    const html = await (await provider.request('/')).text();
    expect(html).toContain('<form method="post" action="/session">');
    expect(html).toMatch(
      /<button type="submit" class="account" name="account" value="700001">.*Войти как Анна Соколова/,
    );
    expect(html).toContain('Вы не вошли');
  });

  it('signs in, greets the account, and the frame then offers it; signing out forgets it', async () => {
    const provider = testProvider();
    const cookie = await signIn(provider, '700002');
    expect(await (await provider.request('/', { headers: { Cookie: cookie } })).text()).toContain(
      'Вы вошли как Тимур Галиев',
    );
    const frame = await (
      await provider.request(`/button_one_tap_auth?${frameQuery()}`, { headers: { Cookie: cookie } })
    ).text();
    expect(frame).toContain('Продолжить как Тимур');
    const out = await postSession(provider, '/session/end', { Origin: ID }, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^idp_session=;.*Max-Age=0/);
    const after = await (
      await provider.request(`/button_one_tap_auth?${frameQuery()}`, { headers: { Cookie: cookie } })
    ).text();
    expect(bodyData(after, 'mode')).toBe('no_session');
  });

  it.each([
    ['no Origin', {}],
    ['another site', { Origin: 'https://evil.example' }],
    ['an embedding site', { Origin: 'http://site.localhost:4000' }],
    ['a browser page of another site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'null' }],
    ['a browser page of a sibling *.localhost site naming this origin', { 'Sec-Fetch-Site': 'same-site', Origin: ID }],
  ])(
    'refuses a sign-in posted from %s (login CSRF): 403, no cookie',
    async (_name, headers: Record<string, string>) => {
      const provider = testProvider();
      const response = await postSession(provider, '/session', headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it("a browser's own-page form (Sec-Fetch-Site: same-origin, Origin: null under no-referrer) signs in", async () => {
    const provider = testProvider();
    const response = await provider.request('/session', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' },
      body: new URLSearchParams({ account: '700001' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^idp_session=/);
  });

  it('refuses an account that does not exist', async () => {
    const provider = testProvider();
    const response = await provider.request('/session', {
      method: 'POST',
      headers: { Origin: ID },
      body: new URLSearchParams({ account: '1' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('one frame load, one code', () => {
  it('two clicks on one frame give one code; the second POST is refused', async () => {
    const provider = testProvider();
    const request = bodyData(await (await signedInFrame(provider)).text(), 'request') ?? '';
    const click = () =>
      provider.request('/button_one_tap_auth/login', { method: 'POST', body: new URLSearchParams({ request }) });
    const [first, second] = await Promise.all([click(), click()]);
    expect([first!.status, second!.status].sort()).toEqual([200, 400]);
  });
});

describe('the provider reports its login status to the browser (FedCM Login Status API, issue 31 §7)', () => {
  it('a sign-in answers Set-Login: logged-in, a sign-out Set-Login: logged-out', async () => {
    const provider = testProvider();
    const signedIn = await postSession(provider, '/session', { Origin: ID });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('set-login')).toBe('logged-in');
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const out = await postSession(provider, '/session/end', { Origin: ID }, cookie);
    expect(out.headers.get('set-login')).toBe('logged-out');
  });

  it('a refused sign-in says nothing of the status', async () => {
    const provider = testProvider();
    const response = await postSession(provider, '/session', { Origin: 'https://evil.example' });
    expect(response.headers.get('set-login')).toBeNull();
  });
});
