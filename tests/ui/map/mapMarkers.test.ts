// @vitest-environment jsdom
/**
 * The map's markers without one long task (issue 31 §8): a view of a city shows about a hundred markers, and a
 * slowed phone spends more than 50 ms on them in one task. The drawing adds at most MARKERS_PER_TASK between two
 * yields to the main thread (a fake scheduler here, no timers), keeps the markers drawn before until the new
 * ones are all there, and a cancelled drawing leaves nothing of its own behind.
 */
import { afterEach, describe, expect, it } from 'vitest';
import L from 'leaflet';
import { drawMarkers } from '../../../ui/map/mapMarkers.ts';
import type { MapMarker } from '../../../ui/map/mapPins.ts';
import { MARKERS_PER_TASK } from '../../../ui/map/slices.ts';

const MOSCOW = { lat: 55.7558, lon: 37.6173 };

function pins(count: number, cashback = '5%'): MapMarker[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'pin',
    key: `p${index}`,
    id: index + 1,
    name: `Точка ${index + 1}`,
    cashback,
    point: { lat: MOSCOW.lat + index * 1e-4, lon: MOSCOW.lon },
  }));
}

let container: HTMLDivElement | null = null;

function aMap(): { map: L.Map; shownPins: () => number; texts: () => string[] } {
  container = document.createElement('div');
  document.body.append(container);
  const map = L.map(container).setView([MOSCOW.lat, MOSCOW.lon], 12, { animate: false });
  const markers = () => [...container!.querySelectorAll('.outlet-map__pin')];
  return { map, shownPins: () => markers().length, texts: () => markers().map((marker) => marker.textContent ?? '') };
}

afterEach(() => {
  container?.remove();
  container = null;
});

/** A scheduler that yields at once but writes down how many pins were on the map at every yield. */
function countingYield(shownPins: () => number) {
  const shownAtYield: number[] = [];
  return { shownAtYield, yieldNow: async () => void shownAtYield.push(shownPins()) };
}

/** Draws `markers` on a map with none yet, yielding at once; the layer drawn. */
async function drawAtOnce(
  map: L.Map,
  markers: MapMarker[],
  onClick: (marker: MapMarker) => void = () => undefined,
): Promise<L.LayerGroup | null> {
  let drawn: L.LayerGroup | null = null;
  await drawMarkers(map, markers, null, onClick, null, (layer) => (drawn = layer), { yieldNow: async () => undefined })
    .done;
  return drawn;
}

describe('drawing the map’s markers', () => {
  it('adds a hundred pins a slice at a time, never more than MARKERS_PER_TASK between two yields', async () => {
    const { map, shownPins } = aMap();
    const { shownAtYield, yieldNow } = countingYield(shownPins);
    let drawn: L.LayerGroup | null = null;
    const drawing = drawMarkers(
      map,
      pins(100),
      null,
      () => undefined,
      null,
      (layer) => (drawn = layer),
      { yieldNow },
    );
    expect(shownPins()).toBe(0);
    expect(await drawing.done).toBe(true);
    expect(shownPins()).toBe(100);
    expect(drawn).not.toBeNull();
    const perTask = [...shownAtYield.slice(1), shownPins()].map((shown, slice) => shown - shownAtYield[slice]!);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(MARKERS_PER_TASK);
    expect(shownAtYield.length).toBeGreaterThanOrEqual(Math.ceil(100 / MARKERS_PER_TASK));
  });

  it('keeps the markers drawn before until the new drawing has all of its own', async () => {
    const { map, texts } = aMap();
    let drawn = await drawAtOnce(map, pins(30, '5%'));
    const before = texts().filter((text) => text === '5%').length;
    const oldAtYield: number[] = [];
    const redraw = drawMarkers(
      map,
      pins(30, '7%'),
      1,
      () => undefined,
      drawn,
      (layer) => (drawn = layer),
      {
        yieldNow: async () => void oldAtYield.push(texts().filter((text) => text === '5%').length),
      },
    );
    expect(await redraw.done).toBe(true);
    expect(before).toBe(30);
    expect(oldAtYield.every((count) => count === 30)).toBe(true);
    expect(texts().every((text) => text === '7%')).toBe(true);
    expect(texts()).toHaveLength(30);
  });

  it('a cancelled drawing takes its part-drawn markers away and leaves the ones before', async () => {
    const { map, texts } = aMap();
    const drawn = await drawAtOnce(map, pins(10, '5%'));
    let yields = 0;
    let cancel = () => undefined as void;
    const redraw = drawMarkers(
      map,
      pins(60, '7%'),
      null,
      () => undefined,
      drawn,
      () => undefined,
      {
        yieldNow: async () => {
          yields += 1;
          if (yields === 2) {
            cancel();
          }
        },
      },
    );
    cancel = redraw.cancel;
    expect(await redraw.done).toBe(false);
    expect(texts()).toEqual(Array.from({ length: 10 }, () => '5%'));
  });

  it('a pin carries its name and its click names the pin', async () => {
    const { map } = aMap();
    const clicked: MapMarker[] = [];
    await drawAtOnce(map, pins(1), (marker) => clicked.push(marker));
    const pin = container!.querySelector<HTMLElement>('.outlet-map__pin')!;
    expect(pin.getAttribute('title')).toBe('Точка 1');
    pin.click();
    expect(clicked.map((marker) => marker.kind === 'pin' && marker.id)).toEqual([1]);
  });

  it('a pin’s cashback is text in its marker, never markup', async () => {
    const { map } = aMap();
    await drawAtOnce(map, pins(1, '<img src=x onerror=alert(1)>'));
    const pin = container!.querySelector<HTMLElement>('.outlet-map__pin')!;
    expect(pin.querySelector('img')).toBeNull();
    expect(pin.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
