import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  map as createMap,
  marker as createMarker,
  tileLayer,
  control,
  type Map,
  type Marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { StoresNear } from './data';
import { geoServices } from './geoServices';
import * as styles from './StoreMap.css';

interface StoreMapProps {
  origin: StoresNear['origin'];
  stores: StoresNear['stores'];
  selectedId: number | null;
  onSelect: (storeId: number) => void;
  /** The map region's accessible name. */
  label: string;
  attribution: string;
  /** A marker's accessible name. */
  markerLabel: (name: string, distanceKm: number) => string;
}

const markerSize = 28;

function storeIcon(selected: boolean) {
  return divIcon({
    className: [styles.marker, selected ? styles.selectedMarker : ''].join(' '),
    iconSize: [markerSize, markerSize],
    iconAnchor: [markerSize / 2, markerSize],
    html: '',
  });
}

/** The WMTS GetTile request of Plan IGN v2 (Web Mercator grid), the Géoplateforme's or its stand-in. */
function tilesTemplate(endpoint: string): string {
  return `${endpoint}?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2&STYLE=normal&TILEMATRIXSET=PM&FORMAT=image/png&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}`;
}

/**
 * The stores on a Leaflet map (our own small wrapper; Leaflet sets its styles through the CSSOM, so
 * the CSP needs no inline style). Each marker is a button in the tab order named after its store;
 * Enter or a click selects the store in the list, and a store selected in the list is centred here.
 */
export default function StoreMap({
  origin,
  stores,
  selectedId,
  onSelect,
  label,
  attribution,
  markerLabel,
}: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Map | null>(null);
  const markers = useRef(new globalThis.Map<number, Marker>());
  // Callbacks read through refs: a new function from the parent does not rebuild the map.
  const onSelectRef = useRef(onSelect);
  const labelRef = useRef(markerLabel);
  useEffect(() => {
    onSelectRef.current = onSelect;
    labelRef.current = markerLabel;
  });

  useEffect(() => {
    const container = element.current;
    if (!container) return undefined;
    const map = createMap(container, {
      attributionControl: false,
      zoomControl: true,
      keyboard: true,
    });
    control.attribution({ prefix: false }).addAttribution(attribution).addTo(map);
    tileLayer(tilesTemplate(geoServices().mapTilesUrl), {
      minZoom: 5,
      maxZoom: 18,
      // Tiles are decoration: the list says everything the map shows.
      alt: '',
    } as Parameters<typeof tileLayer>[1]).addTo(map);
    createMarker([origin.latitude, origin.longitude], {
      icon: divIcon({ className: styles.origin, iconSize: [16, 16] }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    // The view first: Leaflet only draws a layer (and its marker element) once the map has one.
    map.fitBounds(
      [
        [origin.latitude, origin.longitude],
        ...stores.map(({ store }): [number, number] => [store.latitude, store.longitude]),
      ],
      { padding: [24, 24], maxZoom: 15 },
    );
    for (const { store, distanceKm } of stores) {
      const position: [number, number] = [store.latitude, store.longitude];
      const marker = createMarker(position, {
        icon: storeIcon(false),
        keyboard: true,
        riseOnHover: true,
      })
        .on('click', () => onSelectRef.current(store.id))
        // Leaflet gives a marker Enter only for a popup: Enter and Space select the store here.
        .on('keydown', (event) => {
          const key = (event as unknown as { originalEvent: KeyboardEvent }).originalEvent;
          if (key.key === 'Enter' || key.key === ' ') {
            key.preventDefault();
            onSelectRef.current(store.id);
          }
        })
        .addTo(map);
      const icon = marker.getElement();
      icon?.setAttribute('aria-label', labelRef.current(store.name, distanceKm));
      icon?.setAttribute('aria-pressed', 'false');
      markers.current.set(store.id, marker);
    }
    mapRef.current = map;
    const registered = markers.current;
    return () => {
      map.remove();
      mapRef.current = null;
      registered.clear();
    };
    // The stores and origin change with a new search, which renders a new map.
  }, [origin, stores, attribution]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const selected = id === selectedId;
      // The same element keeps its focus: only its class and state change.
      const icon = marker.getElement();
      icon?.classList.toggle(styles.selectedMarker, selected);
      icon?.setAttribute('aria-pressed', selected ? 'true' : 'false');
      marker.setZIndexOffset(selected ? 1000 : 0);
      if (selected) mapRef.current?.panTo(marker.getLatLng());
    }
  }, [selectedId, stores]);

  return <div ref={element} className={styles.map} role="region" aria-label={label} />;
}
