import { describe, expect, it } from 'vitest';
import { RouterNavigator } from '../../../adapters/navigation/RouterNavigator.ts';

function recording() {
  const log: string[] = [];
  const navigator = new RouterNavigator({
    navigate: (path) => log.push(`navigate ${path}`),
    location: { reload: () => log.push('reload'), assign: (url) => log.push(`assign ${url}`) },
    cabinetUrl: 'https://lk.example/',
  });
  return { log, navigator };
}

describe('RouterNavigator', () => {
  it('goes to portal paths through the router', () => {
    const { log, navigator } = recording();
    navigator.goTo('/brands');
    expect(log).toEqual(['navigate /brands']);
  });

  it('reloads at a path as one new document, whatever the router is still doing (registration in a modal ends on /brands)', () => {
    const { log, navigator } = recording();
    navigator.reloadAt('/brands');
    expect(log).toEqual(['assign /brands']);
  });

  it('reloads the page where it is', () => {
    const { log, navigator } = recording();
    navigator.reload();
    expect(log).toEqual(['reload']);
  });

  it('opens the personal cabinet by leaving the page', () => {
    const { log, navigator } = recording();
    navigator.openCabinet();
    expect(log).toEqual(['assign https://lk.example/']);
  });
});
