/**
 * The map of outlets (issue 21), loaded only when a shopper opens it (ui/map/LazyOutletMap.tsx): Leaflet draws
 * the tiles of MAP_TILES_URL (GET /api/map-settings) and the pins, clustered by supercluster (ui/map/mapPins.ts);
 * a pin opens its card (ui/map/pinCard.ts); «Искать в этой области» narrows the list under the map to what the
 * map shows and keeps that area in the address. Every pin is also an entry of that list, a button that opens
 * the same card, so the map needs neither a mouse nor sight.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Link } from '@tanstack/react-router';
import { attributionParts, type MapSettings } from '../../core/domain/mapTiles.ts';
import type { OriginChoice } from '../../core/domain/geo/cityArea.ts';
import { mapStartOf, TILE_SUBDOMAINS } from '../../core/domain/geo/mapPreview.ts';
import { mapAreaText, readMapArea, type MapArea } from '../../core/domain/geo/mapArea.ts';
import { cityTimeZone } from '../../core/domain/cityTime.ts';
import { narrowShowcase } from '../../core/domain/showcase/showcases.ts';
import { mapCards, mapOutlets, type MapCard, type MapOutlet } from '../../core/domain/showcase/mapOutlet.ts';
import type { City, OpeningHours } from '../../core/model/index.ts';
import { useServices, useSessionPart } from '../app/context.ts';
import { usePageOrigin } from '../app/nearMe.ts';
import type { GeoPoint } from '../../core/domain/geo/distance.ts';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { areaOfPins, listedInArea, MAP_MAX_ZOOM, pinsOf, type MapMarker, type MapPin } from './mapPins.ts';
import { drawMarkers, type Drawing } from './mapMarkers.ts';
import { pinClustersOf, type PinClusters } from './pinClusters.ts';
import { afterNextPaint, yieldToMain } from './slices.ts';
import { pinCardText } from './pinCard.ts';
import { MapPlaceholder } from './MapPlaceholder.tsx';
import { cityMapOutlets, mapSettingsOf } from './mapData.ts';
import type { OutletMapProps, OutletMapSource } from './outletMapProps.ts';
import './outletMap.css';

/** Fitting a brand's few outlets never zooms closer than this. */
const FIT_MAX_ZOOM = 15;
/** The performance mark bench:web reads: the first time pins are drawn (scripts/bench/mapPins.ts). */
const PINS_MARK = 'map:pins';

type Read<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** The listed outlets as cards, their pins and the clustering index over them (built off the main thread). */
interface Pinned {
  cards: readonly MapCard[];
  pins: readonly MapPin[];
  index: PinClusters;
}

/** A task boundary: the browser may paint and answer input between reading the city's outlets and pinning them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The outlets to pin: the city's map list (read once the map opens, or earlier by the page: ui/map/mapData.ts)
 * narrowed by the list's filter, in the list's order, or the given ones; as cards, pins and the index, with a task
 * boundary between the steps so a phone paints and answers input in between (the index is built in a worker:
 * ui/map/pinClusters.ts).
 */
function usePinnedOutlets(source: OutletMapSource, cityId: number | null): Read<Pinned> {
  const { api } = useServices();
  const [read, setRead] = useState<Read<Pinned>>({ status: 'loading' });
  const records = source.kind === 'records' ? source.records : null;
  const filter = source.kind === 'city' ? source.filter : null;
  const filterKey = filter === null ? null : `${filter.category}|${filter.query}`;
  useEffect(() => {
    let current = true;
    let built: PinClusters | null = null;
    const build = async (): Promise<void> => {
      let listed: readonly MapOutlet[] = records === null ? [] : mapOutlets(records);
      if (records === null && cityId !== null) {
        listed = await cityMapOutlets(api, cityId);
        await nextTask();
      }
      // The showcase's own visibility, order (core mapOutlets) and narrowing (§4–§5): the same outlets, in the same order, as the list.
      const all = mapCards(listed);
      const cards = filter === null ? all : narrowShowcase(all, filter);
      await nextTask();
      const pins = pinsOf(cards);
      const index = await pinClustersOf(pins);
      if (current) {
        built = index;
        setRead({ status: 'ready', data: { cards, pins, index } });
      } else {
        index.close();
      }
    };
    setRead({ status: 'loading' });
    build().catch(() => current && setRead({ status: 'failed' }));
    return () => {
      current = false;
      built?.close();
    };
    // The filter is compared by its text (filterKey): a new object with the same filter builds nothing again.
  }, [api, cityId, records, filterKey]);
  return read;
}

/** The map's settings (GET /api/map-settings, read once per page; ui/map/mapData.ts); null until they come. */
function useMapSettings(): MapSettings | null {
  const { api } = useServices();
  const [settings, setSettings] = useState<MapSettings | null>(null);
  useEffect(() => {
    let current = true;
    void mapSettingsOf(api).then((answer) => current && setSettings(answer));
    return () => {
      current = false;
    };
  }, [api]);
  return settings;
}

export default function OutletMap({ source, area, onArea, headingLevel = 2, preview = null }: OutletMapProps) {
  // The page's one origin (core pageOrigin, as the list and its loader): the shopper's position when «Рядом со мной»
  // has one in the city (never asked for here), else the city's centre; the map starts there and labels its distances from it.
  const { origin } = usePageOrigin().choice;
  const cityId = useSessionPart((snapshot) => snapshot.cityId);
  const cities = useSessionPart((snapshot) => snapshot.cities);
  const pinned = usePinnedOutlets(source, cityId);
  const settings = useMapSettings();
  const city = cities.find((candidate) => candidate.id === cityId) ?? null;

  if (pinned.status === 'failed') {
    return (
      <p className="notice notice--error" role="alert">
        Точки для карты не удалось загрузить. Обновите страницу.
      </p>
    );
  }
  // The city's map opens as soon as its tiles' settings come and it knows where to look (the pins follow); a brand's
  // map, and a city's without a centre, is fitted to its pins.
  if (settings === null || ((source.kind === 'records' || origin === null) && pinned.status !== 'ready')) {
    return <MapPlaceholder preview={preview} />;
  }
  return (
    <MapWithList
      // Another city is another map: it opens on that city's centre.
      key={cityId ?? 'none'}
      pinned={pinned.status === 'ready' ? pinned.data : null}
      settings={settings}
      areaText={area}
      onArea={onArea}
      start={origin === null ? null : mapStartOf(origin)}
      fitPins={source.kind === 'records'}
      origin={origin}
      city={city}
      headingLevel={headingLevel}
    />
  );
}

interface MapWithListProps {
  /** Null while the outlets are read and built: the map (its tiles) shows already. */
  pinned: Pinned | null;
  settings: MapSettings;
  areaText: string | undefined;
  onArea: (area: string | undefined) => void;
  /** Where the map looks first (the shopper or the city centre), unless the address names an area. */
  start: { point: GeoPoint; zoom: number } | null;
  /** Fit the map to the pins (a brand's few outlets) rather than the city's zoom. */
  fitPins: boolean;
  origin: OriginChoice['origin'];
  /**
   * The chosen city: a pin's card reads its time zone (core cityTimeZone) when it opens, not the map when it
   * renders (the first formatter for a zone costs a phone tens of milliseconds of one task).
   */
  city: Pick<City, 'timeZone'> | null;
  headingLevel: 2 | 3;
}

function MapWithList({
  pinned,
  settings,
  areaText,
  onArea,
  start,
  fitPins,
  origin,
  city,
  headingLevel,
}: MapWithListProps) {
  const cards = pinned?.cards ?? NO_CARDS;
  const pins = pinned?.pins ?? NO_PINS;
  const index = pinned?.index ?? null;
  const area = useMemo(() => (areaText === undefined ? null : readMapArea(areaText)), [areaText]);
  const listed = useMemo(() => listedInArea(cards, area), [cards, area]);
  const [selected, setSelected] = useState<number | null>(null);
  // A tile failed (the tile host unreachable or throttling): the pins stay on the plain background, said once (issue 31).
  const [tilesFailed, setTilesFailed] = useState(false);
  // «Искать в этой области» is offered once the shopper moved the map off the view the list already shows (issue 31 §7).
  const [movedByShopper, setMovedByShopper] = useState(false);
  const map = useRef<L.Map | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const listId = useId();
  const hintId = useId();
  const selectedCard = selected === null ? null : (cards.find((card) => card.id === selected) ?? null);

  const open = useCallback((id: number, from: HTMLElement | null) => {
    opener.current = from;
    setSelected(id);
  }, []);

  const close = useCallback(() => {
    setSelected(null);
    const back = opener.current ?? map.current?.getContainer() ?? null;
    opener.current = null;
    back?.focus();
  }, []);

  /** From the list: the map comes to the outlet, close enough for its own pin, and its card opens. */
  const showOnMap = useCallback(
    (card: MapCard, from: HTMLElement) => {
      const pin = pins.find((candidate) => candidate.id === card.id);
      const current = map.current;
      if (pin !== undefined && current !== null && index !== null) {
        index.zoomShowing(pin.id, pin.point, current.getZoom()).then(
          (zoom) =>
            map.current === current &&
            current.setView([pin.point.lat, pin.point.lon], Math.min(zoom, MAP_MAX_ZOOM), { animate: false }),
          () => undefined,
        );
      }
      open(card.id, from);
    },
    [pins, index, open],
  );

  const searchHere = () => {
    const bounds = map.current?.getBounds();
    if (bounds !== undefined) {
      const here: MapArea = {
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      };
      onArea(readMapArea(mapAreaText(here)) === null ? undefined : mapAreaText(here));
      setMovedByShopper(false);
    }
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="outlet-map">
      <div className="outlet-map__stage">
        <LeafletMap
          pins={pins}
          index={index}
          settings={settings}
          start={start}
          fitPins={fitPins}
          area={area}
          selected={selected}
          onSelect={(id) => open(id, null)}
          mapRef={map}
          hintId={hintId}
          onTilesFailed={() => setTilesFailed(true)}
          onMoved={() => setMovedByShopper(true)}
        />
        {tilesFailed ? (
          <p className="outlet-map__tiles-failed" role="status">
            Карта не загрузилась — точки показаны без подложки
          </p>
        ) : null}
        {movedByShopper ? (
          <button type="button" className="button button--primary outlet-map__search" onClick={searchHere}>
            Искать в этой области
          </button>
        ) : null}
        <Attribution text={settings.attribution} />
      </div>
      <p id={hintId} className="visually-hidden">
        Все точки карты есть в списке под ней: кнопка с названием точки открывает её карточку.
      </p>
      {selectedCard === null ? null : (
        <PinCard
          key={selectedCard.id}
          card={selectedCard}
          origin={origin}
          city={city}
          onClose={close}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      )}
      <section className="outlet-map__list" aria-labelledby={listId}>
        <Heading id={listId} className="outlet-map__heading">
          {area === null ? 'Точки на карте' : 'Точки в этой области'}
        </Heading>
        {area === null ? null : (
          <p className="outlet-map__area">
            Список сужен до области карты.{' '}
            <button type="button" className="button button--ghost" onClick={() => onArea(undefined)}>
              Показать все точки
            </button>
          </p>
        )}
        {pinned === null ? (
          <p className="outlet-map__muted" role="status">
            Точки загружаются…
          </p>
        ) : (
          <ShowMoreList
            key={areaText ?? ''}
            items={listed}
            keyOf={(card) => card.id}
            className="outlet-map__entries"
            empty={area === null ? 'Точки не найдены.' : 'В этой области точек нет.'}
            emptyHint={
              area === null
                ? 'Попробуйте другой запрос или другую категорию.'
                : 'Сдвиньте карту или покажите все точки.'
            }
            emptyAction={
              area === null ? undefined : (
                <button type="button" className="button button--primary" onClick={() => onArea(undefined)}>
                  Показать все точки
                </button>
              )
            }
            render={(card) => <ListEntry card={card} selected={card.id === selected} onOpen={showOnMap} />}
          />
        )}
      </section>
    </div>
  );
}

/** One outlet of the list under the map: a button that shows it on the map and opens its card. */
function ListEntry({
  card,
  selected,
  onOpen,
}: {
  card: MapCard;
  selected: boolean;
  onOpen: (card: MapCard, from: HTMLElement) => void;
}) {
  const text = pinCardText(card, { hours: null, now: 0, timeZone: 'UTC', origin: null });
  return (
    <button
      type="button"
      className="outlet-map__entry"
      aria-pressed={selected}
      onClick={(event) => onOpen(card, event.currentTarget)}
    >
      <span className="outlet-map__entry-name">{card.name}</span>
      {card.address === null ? null : <span className="outlet-map__entry-address">{card.address}</span>}
      <span className="outlet-map__entry-cashback">{text.cashback}</span>
    </button>
  );
}

/** The attribution the tile provider requires, in the map's corner; links from its `[text](https://…)` notation only. */
function Attribution({ text }: { text: string }) {
  if (text === '') {
    return null;
  }
  return (
    <p className="outlet-map__attribution">
      {attributionParts(text).map((part, index) =>
        part.href === undefined ? (
          <span key={index}>{part.text}</span>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}

/** The card of one outlet: name, cashback chip, open now, distance, address and the way to its page; a dialog a screen reader announces. */
function PinCard({
  card,
  origin,
  city,
  onClose,
  headingLevel,
}: {
  card: MapCard;
  origin: MapWithListProps['origin'];
  city: MapWithListProps['city'];
  onClose: () => void;
  headingLevel: 3 | 4;
}) {
  const { api } = useServices();
  const [hours, setHours] = useState<Read<readonly OpeningHours[]>>({ status: 'loading' });
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let current = true;
    api.openingHours(card.id).then(
      (read) => current && setHours({ status: 'ready', data: read }),
      () => current && setHours({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, card.id]);
  useEffect(() => {
    title.current?.focus();
  }, []);
  const text = pinCardText(card, {
    hours: hours.status === 'ready' ? hours.data : null,
    now: Date.now(),
    timeZone: cityTimeZone(city),
    origin,
  });
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section
      className="outlet-map__card"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Heading id={titleId} ref={title} tabIndex={-1} className="outlet-map__card-title">
        {text.name}
      </Heading>
      <p className="card__cashback outlet-map__chip">
        {text.cashback} <span className="outlet-map__pro">· {text.cashbackPro}</span>
      </p>
      <ul className="outlet-map__facts">
        {hours.status === 'loading' ? <li className="outlet-map__muted">Часы работы загружаются…</li> : null}
        {text.openNow === null ? null : (
          <li className={text.openNow.startsWith('Открыто') ? 'outlet-map__open' : 'outlet-map__closed'}>
            {text.openNow}
          </li>
        )}
        {text.distance === null ? null : <li>{text.distance}</li>}
        {text.address === null ? null : <li>{text.address}</li>}
      </ul>
      <div className="outlet-map__card-actions">
        <Link to="/offline/$outletId" params={{ outletId: String(card.id) }} className="button button--primary">
          Страница точки
        </Link>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </section>
  );
}

interface LeafletMapProps {
  pins: readonly MapPin[];
  /** Null until the outlets are built: the map shows its tiles meanwhile. */
  index: PinClusters | null;
  settings: MapSettings;
  start: { point: GeoPoint; zoom: number } | null;
  fitPins: boolean;
  area: MapArea | null;
  selected: number | null;
  onSelect: (id: number) => void;
  mapRef: React.MutableRefObject<L.Map | null>;
  hintId: string;
  /** A tile could not be loaded; called for every failed tile (the caller says it once). */
  onTilesFailed: () => void;
  /** The view moved after the map's first one: dragged, zoomed, by keys, a cluster or an entry of the list. */
  onMoved: () => void;
}

const NO_CARDS: readonly MapCard[] = [];
const NO_PINS: readonly MapPin[] = [];

const toBounds = (area: MapArea) => L.latLngBounds([area.south, area.west], [area.north, area.east]);

/** Leaflet in a div React never renders into: the map, its tiles and the markers of what it shows. */
function LeafletMap({
  pins,
  index,
  settings,
  start,
  fitPins,
  area,
  selected,
  onSelect,
  mapRef,
  hintId,
  onTilesFailed,
  onMoved,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  // The layer of the last drawing that completed: it stays on the map until the next one has all its markers.
  const drawn = useRef<L.LayerGroup | null>(null);
  const latest = useRef({ index, selected, onSelect, onTilesFailed, onMoved });
  latest.current = { index, selected, onSelect, onTilesFailed, onMoved };
  const [moved, setMoved] = useState(0);
  const [map, setMap] = useState<L.Map | null>(null);

  // The map is made once, in a task after the frame that shows its box (its sizing then reads a layout already
  // done); its first view: the address's area, else the pins (a brand), else the shopper or the city centre.
  useEffect(() => {
    const element = container.current;
    if (element === null) {
      return undefined;
    }
    let wanted = true;
    let made: L.Map | null = null;
    void afterNextPaint().then(() => {
      if (!wanted) {
        return;
      }
      const map = L.map(element, { zoomControl: false, attributionControl: false, maxZoom: MAP_MAX_ZOOM, minZoom: 3 });
      L.control.zoom({ zoomInTitle: 'Приблизить', zoomOutTitle: 'Отдалить' }).addTo(map);
      const pinned = areaOfPins(pins);
      if (area !== null) {
        map.fitBounds(toBounds(area), { animate: false });
      } else if (fitPins && pinned !== null) {
        map.fitBounds(toBounds(pinned).pad(0.15), { animate: false, maxZoom: FIT_MAX_ZOOM });
      } else if (start !== null) {
        map.setView([start.point.lat, start.point.lon], start.zoom, { animate: false });
      } else if (pinned !== null) {
        map.fitBounds(toBounds(pinned), { animate: false, maxZoom: FIT_MAX_ZOOM });
      } else {
        map.setView([61, 90], 3, { animate: false });
      }
      // Listened to after the first view was set: every later move is the shopper's doing.
      map.on('moveend', () => {
        setMoved((count) => count + 1);
        latest.current.onMoved();
      });
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', 'Карта точек: стрелки двигают карту, плюс и минус меняют масштаб');
      element.setAttribute('aria-describedby', hintId);
      made = map;
      mapRef.current = map;
      setMap(map);
    });
    return () => {
      wanted = false;
      if (made !== null) {
        mapRef.current = null;
        drawn.current = null;
        made.remove();
      }
    };
    // The map is made once per mount; later areas and pins are drawn by the effects below.
  }, []);

  // Tiles from the configured template; none (a plain background) when there is none. Added in a task after the
  // map's own, so a slowed phone never makes the map and its first tiles in one long task.
  useEffect(() => {
    if (map === null || settings.tilesUrl === null) {
      return undefined;
    }
    const url = settings.tilesUrl;
    let wanted = true;
    let tiles: L.TileLayer | null = null;
    void yieldToMain().then(() => {
      if (!wanted) {
        return;
      }
      tiles = L.tileLayer(url, { maxZoom: MAP_MAX_ZOOM, subdomains: TILE_SUBDOMAINS }).addTo(map);
      // A failed tile stays an empty square of the background (never the logo: ui/bootImages.ts leaves tiles alone).
      tiles.on('tileerror', () => latest.current.onTilesFailed());
    });
    return () => {
      wanted = false;
      tiles?.remove();
    };
  }, [settings.tilesUrl, map]);

  // What the view shows: clusters and pins, drawn again after every move and for a new selection or list, a
  // slice of markers per task (ui/map/mapMarkers.ts).
  useEffect(() => {
    if (map === null || index === null) {
      return undefined;
    }
    const bounds = map.getBounds().pad(0.25);
    const view: MapArea = {
      south: bounds.getSouth(),
      west: Math.max(bounds.getWest(), -180),
      north: bounds.getNorth(),
      east: Math.min(bounds.getEast(), 180),
    };
    const onClick = (marker: MapMarker) => {
      if (marker.kind === 'cluster') {
        map.setView([marker.point.lat, marker.point.lon], marker.expansionZoom);
      } else {
        latest.current.onSelect(marker.id);
      }
    };
    let wanted = true;
    let drawing: Drawing | null = null;
    index.markersIn(view, map.getZoom()).then(
      (shown) => {
        if (!wanted) {
          return;
        }
        drawing = drawMarkers(map, shown, selected, onClick, drawn.current, (layer) => {
          drawn.current = layer;
          if (pins.length > 0 && performance.getEntriesByName(PINS_MARK).length === 0) {
            performance.mark(PINS_MARK);
          }
        });
      },
      () => undefined,
    );
    return () => {
      wanted = false;
      drawing?.cancel();
    };
  }, [map, moved, index, selected, pins.length]);

  return <div ref={container} className="outlet-map__frame" data-pins={pins.length} />;
}
