import { DEFAULT_SCENARIO, type Scenario } from './scenarios.ts';

/** An app (client) registered with the provider. */
export interface ProviderApp {
  id: string;
  /** Shown on the full sign-in page: «Вход в {name}». */
  name: string;
  scenario: Scenario;
}

/**
 * The demo apps every provider knows, one per scenario, so parallel tests need not switch
 * scenarios on a shared app. 51000001 is the ordinary app for the portal and the demo page.
 */
export const DEMO_APPS: readonly ProviderApp[] = [
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
 * The apps the provider accepts and the scenario each runs. An app id outside the demo list
 * becomes known when a scenario is configured for it (environment or test controls).
 */
export class AppBook {
  private readonly apps = new Map<string, ProviderApp>();

  constructor(scenarios: Iterable<readonly [string, Scenario]> = []) {
    for (const app of DEMO_APPS) {
      this.apps.set(app.id, { ...app });
    }
    for (const [id, scenario] of scenarios) {
      this.setScenario(id, scenario);
    }
  }

  get(id: string): ProviderApp | undefined {
    return this.apps.get(id);
  }

  /** The scenario of a known app; an unknown one has none to run, so it gets the default. */
  scenarioOf(id: string): Scenario {
    return this.apps.get(id)?.scenario ?? DEFAULT_SCENARIO;
  }

  list(): ProviderApp[] {
    return [...this.apps.values()].map((app) => ({ ...app }));
  }

  setScenario(id: string, scenario: Scenario): void {
    const app = this.apps.get(id);
    if (app) {
      app.scenario = scenario;
    } else {
      this.apps.set(id, { id, name: `Приложение ${id}`, scenario });
    }
  }
}
