/**
 * French places the dev API knows: postal codes with their commune (INSEE code) and centre. The
 * stores search by postal code reads it, and so does the stand-in of the Géoplateforme geocoder.
 * Coordinates are the real centres (WGS 84, rounded to about 100 m).
 */
export interface Place {
  postcode: string;
  city: string;
  /** INSEE commune code. */
  citycode: string;
  /** "75, Paris, Île-de-France", as the Géoplateforme writes it. */
  context: string;
  latitude: number;
  longitude: number;
}

const idf = 'Île-de-France';
const ara = 'Auvergne-Rhône-Alpes';
const paca = "Provence-Alpes-Côte d'Azur";
const occ = 'Occitanie';
const naq = 'Nouvelle-Aquitaine';
const pdl = 'Pays de la Loire';
const hdf = 'Hauts-de-France';
const bzh = 'Bretagne';
const ges = 'Grand Est';
const nor = 'Normandie';
const cvl = 'Centre-Val de Loire';
const bfc = 'Bourgogne-Franche-Comté';

type Row = [
  postcode: string,
  city: string,
  citycode: string,
  department: string,
  region: string,
  lat: number,
  lon: number,
];

const rows: Row[] = [
  ['75001', 'Paris', '75101', 'Paris', idf, 48.8625, 2.3363],
  ['75002', 'Paris', '75102', 'Paris', idf, 48.8683, 2.3428],
  ['75003', 'Paris', '75103', 'Paris', idf, 48.863, 2.3601],
  ['75004', 'Paris', '75104', 'Paris', idf, 48.8543, 2.3576],
  ['75005', 'Paris', '75105', 'Paris', idf, 48.8445, 2.3507],
  ['75006', 'Paris', '75106', 'Paris', idf, 48.8491, 2.3328],
  ['75007', 'Paris', '75107', 'Paris', idf, 48.8562, 2.3121],
  ['75008', 'Paris', '75108', 'Paris', idf, 48.8727, 2.3125],
  ['75009', 'Paris', '75109', 'Paris', idf, 48.877, 2.3375],
  ['75010', 'Paris', '75110', 'Paris', idf, 48.8761, 2.3607],
  ['75011', 'Paris', '75111', 'Paris', idf, 48.8591, 2.3799],
  ['75012', 'Paris', '75112', 'Paris', idf, 48.835, 2.4213],
  ['75013', 'Paris', '75113', 'Paris', idf, 48.8283, 2.3623],
  ['75014', 'Paris', '75114', 'Paris', idf, 48.8292, 2.3266],
  ['75015', 'Paris', '75115', 'Paris', idf, 48.8401, 2.2935],
  ['75016', 'Paris', '75116', 'Paris', idf, 48.8604, 2.262],
  ['75017', 'Paris', '75117', 'Paris', idf, 48.8873, 2.3067],
  ['75018', 'Paris', '75118', 'Paris', idf, 48.8925, 2.3484],
  ['75019', 'Paris', '75119', 'Paris', idf, 48.8871, 2.3848],
  ['75020', 'Paris', '75120', 'Paris', idf, 48.8634, 2.4012],
  ['92100', 'Boulogne-Billancourt', '92012', 'Hauts-de-Seine', idf, 48.8397, 2.2399],
  ['93100', 'Montreuil', '93048', 'Seine-Saint-Denis', idf, 48.8638, 2.4485],
  ['93200', 'Saint-Denis', '93066', 'Seine-Saint-Denis', idf, 48.9362, 2.3574],
  ['78000', 'Versailles', '78646', 'Yvelines', idf, 48.8049, 2.1204],
  ['94300', 'Vincennes', '94080', 'Val-de-Marne', idf, 48.8474, 2.439],
  ['69001', 'Lyon', '69381', 'Rhône', ara, 45.7676, 4.8344],
  ['69003', 'Lyon', '69383', 'Rhône', ara, 45.7597, 4.8593],
  ['69006', 'Lyon', '69386', 'Rhône', ara, 45.7701, 4.852],
  ['69007', 'Lyon', '69387', 'Rhône', ara, 45.745, 4.842],
  ['69100', 'Villeurbanne', '69266', 'Rhône', ara, 45.7719, 4.8902],
  ['13001', 'Marseille', '13201', 'Bouches-du-Rhône', paca, 43.299, 5.382],
  ['13006', 'Marseille', '13206', 'Bouches-du-Rhône', paca, 43.288, 5.38],
  ['13008', 'Marseille', '13208', 'Bouches-du-Rhône', paca, 43.259, 5.388],
  ['13100', 'Aix-en-Provence', '13001', 'Bouches-du-Rhône', paca, 43.5297, 5.4474],
  ['06000', 'Nice', '06088', 'Alpes-Maritimes', paca, 43.7009, 7.2683],
  ['84000', 'Avignon', '84007', 'Vaucluse', paca, 43.9493, 4.8055],
  ['31000', 'Toulouse', '31555', 'Haute-Garonne', occ, 43.6045, 1.444],
  ['31400', 'Toulouse', '31555', 'Haute-Garonne', occ, 43.585, 1.46],
  ['34000', 'Montpellier', '34172', 'Hérault', occ, 43.6108, 3.8767],
  ['66000', 'Perpignan', '66136', 'Pyrénées-Orientales', occ, 42.6887, 2.8948],
  ['33000', 'Bordeaux', '33063', 'Gironde', naq, 44.8412, -0.58],
  ['33800', 'Bordeaux', '33063', 'Gironde', naq, 44.825, -0.566],
  ['33700', 'Mérignac', '33281', 'Gironde', naq, 44.8386, -0.6436],
  ['33600', 'Pessac', '33318', 'Gironde', naq, 44.8067, -0.6311],
  ['17000', 'La Rochelle', '17300', 'Charente-Maritime', naq, 46.1603, -1.1511],
  ['86000', 'Poitiers', '86194', 'Vienne', naq, 46.5802, 0.3404],
  ['87000', 'Limoges', '87085', 'Haute-Vienne', naq, 45.8336, 1.2611],
  ['64000', 'Pau', '64445', 'Pyrénées-Atlantiques', naq, 43.2951, -0.3708],
  ['64100', 'Bayonne', '64102', 'Pyrénées-Atlantiques', naq, 43.4929, -1.4748],
  ['44000', 'Nantes', '44109', 'Loire-Atlantique', pdl, 47.2184, -1.5536],
  ['44200', 'Nantes', '44109', 'Loire-Atlantique', pdl, 47.205, -1.54],
  ['44400', 'Rezé', '44143', 'Loire-Atlantique', pdl, 47.1833, -1.55],
  ['44800', 'Saint-Herblain', '44162', 'Loire-Atlantique', pdl, 47.2122, -1.6497],
  ['44600', 'Saint-Nazaire', '44184', 'Loire-Atlantique', pdl, 47.2735, -2.2138],
  ['49000', 'Angers', '49007', 'Maine-et-Loire', pdl, 47.4784, -0.5632],
  ['72000', 'Le Mans', '72181', 'Sarthe', pdl, 48.0061, 0.1996],
  ['59000', 'Lille', '59350', 'Nord', hdf, 50.6292, 3.0573],
  ['59800', 'Lille', '59350', 'Nord', hdf, 50.637, 3.07],
  ['59100', 'Roubaix', '59512', 'Nord', hdf, 50.6942, 3.1746],
  ['80000', 'Amiens', '80021', 'Somme', hdf, 49.8941, 2.2958],
  ['35000', 'Rennes', '35238', 'Ille-et-Vilaine', bzh, 48.1113, -1.68],
  ['35200', 'Rennes', '35238', 'Ille-et-Vilaine', bzh, 48.095, -1.67],
  ['29200', 'Brest', '29019', 'Finistère', bzh, 48.3904, -4.4861],
  ['56000', 'Vannes', '56260', 'Morbihan', bzh, 47.6582, -2.7608],
  ['56100', 'Lorient', '56121', 'Morbihan', bzh, 47.7483, -3.37],
  ['67000', 'Strasbourg', '67482', 'Bas-Rhin', ges, 48.5734, 7.7521],
  ['67100', 'Strasbourg', '67482', 'Bas-Rhin', ges, 48.56, 7.75],
  ['57000', 'Metz', '57463', 'Moselle', ges, 49.1193, 6.1757],
  ['54000', 'Nancy', '54395', 'Meurthe-et-Moselle', ges, 48.6921, 6.1844],
  ['51100', 'Reims', '51454', 'Marne', ges, 49.2583, 4.0317],
  ['38000', 'Grenoble', '38185', 'Isère', ara, 45.1885, 5.7245],
  ['38100', 'Grenoble', '38185', 'Isère', ara, 45.17, 5.73],
  ['74000', 'Annecy', '74010', 'Haute-Savoie', ara, 45.8992, 6.1294],
  ['73000', 'Chambéry', '73065', 'Savoie', ara, 45.5646, 5.9178],
  ['73200', 'Albertville', '73011', 'Savoie', ara, 45.6758, 6.3925],
  ['63000', 'Clermont-Ferrand', '63113', 'Puy-de-Dôme', ara, 45.7772, 3.087],
  ['42000', 'Saint-Étienne', '42218', 'Loire', ara, 45.4397, 4.3872],
  ['26000', 'Valence', '26362', 'Drôme', ara, 44.9334, 4.8924],
  ['15000', 'Aurillac', '15014', 'Cantal', ara, 44.9264, 2.4397],
  ['76000', 'Rouen', '76540', 'Seine-Maritime', nor, 49.4431, 1.0993],
  ['14000', 'Caen', '14118', 'Calvados', nor, 49.1829, -0.3707],
  ['37000', 'Tours', '37261', 'Indre-et-Loire', cvl, 47.3941, 0.6848],
  ['45000', 'Orléans', '45234', 'Loiret', cvl, 47.903, 1.9093],
  ['21000', 'Dijon', '21231', "Côte-d'Or", bfc, 47.322, 5.0415],
  ['25000', 'Besançon', '25056', 'Doubs', bfc, 47.2378, 6.0241],
];

export const places: readonly Place[] = rows.map(
  ([postcode, city, citycode, department, region, latitude, longitude]) => ({
    postcode,
    city,
    citycode,
    context: `${postcode.slice(0, 2)}, ${department}, ${region}`,
    latitude,
    longitude,
  }),
);

export function placeOfPostcode(postcode: string): Place | undefined {
  return places.find((place) => place.postcode === postcode);
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
