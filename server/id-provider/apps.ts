import { assertRegistration, originsOf, type SiteRegistration } from './registration.ts';
import { DEFAULT_SCENARIO, type Scenario } from './scenarios.ts';

/** An app (client) registered with the provider. */
export interface ProviderApp {
  id: string;
  /** Shown on the full sign-in page: «Вход в {name}». */
  name: string;
  scenario: Scenario;
  /** The only redirect URIs a code is issued for, compared by exact string. */
  redirectUris: string[];
  /** The only origins that may embed the frame, receive a code by postMessage or read CORS answers. */
  origins: string[];
}

type DemoApp = Pick<ProviderApp, 'id' | 'name' | 'scenario'>;

/**
 * The demo apps every provider knows, one per scenario, so parallel tests need not switch
 * scenarios on a shared app. 51000001 is the ordinary app for the portal and the demo page.
 */
export const DEMO_APPS: readonly DemoApp[] = [
  { id: '51000001', name: 'Рядом', scenario: 'session' },
  { id: '51000002', name: 'Рядом (нет сессии)', scenario: 'no_session' },
  { id: '51000003', name: 'Рядом (медленный фрейм)', scenario: 'slow' },
  { id: '51000004', name: 'Рядом (ошибка фрейма)', scenario: 'error' },
  { id: '51000005', name: 'Рядом (отказ во входе)', scenario: 'decline' },
  { id: '51000006', name: 'Рядом (медленная статистика)', scenario: 'slow_stats' },
  { id: '51000007', name: 'Рядом (фрейм закрывается)', scenario: 'close' },
  { id: '51000008', name: 'Рядом (обмен кода с ошибкой)', scenario: 'token_error' },
  { id: '51000009', name: 'Рядом (медленный обмен кода)', scenario: 'slow_token' },
  { id: '51000010', name: 'Рядом (без телефона)', scenario: 'no_phone' },
  { id: '51000011', name: 'Рядом (искажённые данные)', scenario: 'broken_user_info' },
];

/**
 * The apps the provider accepts, the scenario each runs and the sites registered for each. An app id
 * outside the demo list becomes known when a scenario or a site is configured for it. A demo app
 * starts with nothing registered: it issues no code until configuration names its sites.
 */
export class AppBook {
  private readonly apps = new Map<string, ProviderApp>();

  constructor(scenarios: Iterable<readonly [string, Scenario]> = [], sites: readonly SiteRegistration[] = []) {
    for (const app of DEMO_APPS) {
      this.apps.set(app.id, { ...app, redirectUris: [], origins: [] });
    }
    for (const [id, scenario] of scenarios) {
      this.setScenario(id, scenario);
    }
    for (const site of sites) {
      this.register(site);
    }
  }

  get(id: string): ProviderApp | undefined {
    return this.apps.get(id);
  }

  /** Whether `redirectUri` is, character for character, one the app registered. */
  redirectUriRegistered(appId: string, redirectUri: string): boolean {
    return this.apps.get(appId)?.redirectUris.includes(redirectUri) ?? false;
  }

  /** Whether `origin` is one the app registered. */
  originRegistered(appId: string, origin: string): boolean {
    return this.apps.get(appId)?.origins.includes(origin) ?? false;
  }

  /** Whether any app registered `origin` (for calls that do not name their app). */
  originRegisteredByAny(origin: string): boolean {
    return [...this.apps.values()].some((app) => app.origins.includes(origin));
  }

  /** The scenario of a known app; an unknown one has none to run, so it gets the default. */
  scenarioOf(id: string): Scenario {
    return this.apps.get(id)?.scenario ?? DEFAULT_SCENARIO;
  }

  list(): ProviderApp[] {
    return [...this.apps.values()].map((app) => ({
      ...app,
      redirectUris: [...app.redirectUris],
      origins: [...app.origins],
    }));
  }

  setScenario(id: string, scenario: Scenario): void {
    this.appFor(id).scenario = scenario;
  }

  private register(site: SiteRegistration): void {
    assertRegistration(site, 'id-provider sites');
    const origins = originsOf(site);
    for (const id of site.appIds) {
      const app = this.appFor(id);
      app.redirectUris = [...new Set([...app.redirectUris, ...site.redirectUris])];
      app.origins = [...new Set([...app.origins, ...origins])];
    }
  }

  /** The app, created with the default scenario and nothing registered when it is new. */
  private appFor(id: string): ProviderApp {
    let app = this.apps.get(id);
    if (!app) {
      app = { id, name: `Приложение ${id}`, scenario: DEFAULT_SCENARIO, redirectUris: [], origins: [] };
      this.apps.set(id, app);
    }
    return app;
  }
}
