/**
 * Issue 30 §1: login forgery at the provider through its decision form. The attacker opens the full
 * sign-in page for himself (any request id will do), and his page, on an origin of its own, auto-submits
 * `request=…&decision=allow&account=700002` to the provider from the victim's browser. Before the fix
 * the victim was then signed in at the provider as Тимур, whom every one-tap frame and FedCM chooser
 * offered to him.
 */
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/testServer.ts';
import { providerAndPortal } from './support/addresses.ts';

/** The portal's app at the local provider (server/id-provider/apps.ts). */
const PORTAL_APP = '51000001';
/** Any S256 challenge does: the attacker wants the victim signed in, not a code (RFC 7636 appendix B). */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
/** Тимур Галиев, the attacker's demo account. */
const ATTACKER = '700002';

/** The attacker's page: a form to the provider's decision, submitted as soon as the page loads. */
function hostilePage(decisionUrl: string, request: string): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value}">`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Розыгрыш призов</title></head><body>
<h1>Розыгрыш призов</h1>
<form method="post" action="${decisionUrl}">${field('request', request)}${field('decision', 'allow')}${field('account', ATTACKER)}</form>
<script>document.forms[0].submit();</script>
</body></html>`;
}

/** Serves the attacker's page for the request id in its query (`?request=`). */
async function startHostile(port: number, decisionUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://hostile.localhost').searchParams.get('request') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostilePage(decisionUrl, id.replace(/[^\w-]/g, '')));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

/** The attacker opens the full sign-in page in his own client (Node reaches the provider by address) and keeps its request id. */
async function attackersRequestId(provider: string, portal: string): Promise<string> {
  const direct = new URL(provider);
  direct.hostname = '127.0.0.1';
  const query = new URLSearchParams({
    client_id: PORTAL_APP,
    response_type: 'code',
    redirect_uri: `${portal}/login-vk`,
    code_challenge: CHALLENGE,
    code_challenge_method: 's256',
    state: 'attackers-state',
  });
  const page = await fetch(`${direct.origin}/authorize?${query.toString()}`);
  expect(page.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(request).toBeTruthy();
  return request ?? '';
}

let hostile: Server;
let hostileOrigin: string;

test.beforeAll(async () => {
  const port = await freePort();
  hostile = await startHostile(port, `${providerAndPortal().provider}/authorize/decision`);
  hostileOrigin = `http://hostile.localhost:${port}`;
});

test.afterAll(async () => {
  hostile.closeAllConnections();
  await new Promise((resolve) => hostile.close(resolve));
});

test("a hostile page auto-submitting the attacker's decision to the provider leaves the victim signed in as nobody there", async ({
  page,
}) => {
  const { provider, portal } = providerAndPortal();
  const request = await attackersRequestId(provider, portal);

  await page.goto(`${hostileOrigin}/?request=${request}`);
  await page.waitForURL((url) => url.origin !== hostileOrigin);

  // The victim's browser, in another tab: the provider greets nobody, so no frame offers the attacker.
  const home = await page.context().newPage();
  await home.goto(provider);
  await expect(home.getByRole('status')).toContainText('Вы не вошли');
  await expect(home.getByRole('status')).not.toContainText('Тимур');

  // The forged form landed on the provider's refusal, not back on the portal with a code.
  expect(new URL(page.url()).origin).toBe(new URL(provider).origin);
  await expect(page.getByRole('heading', { name: 'Вход не выполнен' })).toBeVisible();
  await expect(page.getByText('Войти можно только со страницы этого провайдера.')).toBeVisible();
});
