/**
 * The partner stores of the demo: real French towns and streets, coordinates close to the street
 * (WGS 84). Opening hours, slot lengths, phones and taken slots are drawn by the seed from a fixed
 * seed, so they are the same on every start.
 */
export interface StoreSeed {
  name: string;
  street: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** The retailer account that runs it (the store persona's, store@partner.test). */
  retailer?: string;
  /** Closed for good this many days before seeding. */
  closedDaysAgo?: number;
}

type Row = [name: string, street: string, postcode: string, lat: number, lon: number];

const rows: Row[] = [
  // Paris and around (Acme France is in the 11th arrondissement)
  ['Cycles du Marais', '12 rue de Bretagne', '75003', 48.8631, 2.3622],
  ['Vélo Bastille', '38 rue de la Roquette', '75011', 48.8547, 2.3744],
  ['Les Rayons de la Roquette', '141 rue de la Roquette', '75011', 48.8598, 2.3855],
  ["L'Atelier de la Butte", '21 rue des Abbesses', '75018', 48.8845, 2.3385],
  ['Roue Libre Montparnasse', '95 boulevard du Montparnasse', '75006', 48.843, 2.3263],
  ['Cyclable Convention', '112 rue de la Convention', '75015', 48.84, 2.293],
  ['Vélo Canal Saint-Martin', '54 quai de Valmy', '75010', 48.872, 2.364],
  ['Bicyclette Nation', '8 cours de Vincennes', '75012', 48.8475, 2.3985],
  ['Paris Cargo Bike', '27 rue de Ménilmontant', '75020', 48.8685, 2.3895],
  ['Les Vélos de la Butte-aux-Cailles', '18 rue de la Butte-aux-Cailles', '75013', 48.8275, 2.3505],
  ['Mouvement Cycles', '5 avenue Jean-Baptiste Clément', '92100', 48.8405, 2.2405],
  ['Montreuil Vélo', '44 rue de Paris', '93100', 48.8575, 2.4395],
  ['Cycles de Vincennes', '62 rue de Fontenay', '94300', 48.8465, 2.4375],
  ['Atelier Versaillais du Cycle', '15 rue de la Paroisse', '78000', 48.8065, 2.1315],
  ['Saint-Denis Cycles', '9 rue de la République', '93200', 48.9355, 2.3565],
  // Lyon
  ['Presqu’île Vélos', '14 rue de la République', '69001', 45.7655, 4.8355],
  ['Cycles Part-Dieu', '75 rue de la Villette', '69003', 45.7605, 4.8605],
  ['Vélo Brotteaux', '31 boulevard des Belges', '69006', 45.7715, 4.851],
  ['Guillotière Bike Shop', '102 avenue Jean Jaurès', '69007', 45.7455, 4.8405],
  ['Villeurbanne Électrique', '8 cours Émile Zola', '69100', 45.7705, 4.8805],
  // Marseille and Provence
  ['Vieux-Port Cycles', '19 rue de la République', '13001', 43.2985, 5.3705],
  ['Vélo Castellane', '120 rue de Rome', '13006', 43.2885, 5.3825],
  ['Prado Bikes', '250 avenue du Prado', '13008', 43.2705, 5.3915],
  ['Aix Cycles Mirabeau', '9 cours Mirabeau', '13100', 43.5265, 5.4475],
  ['Nice Électro Vélo', '22 avenue Jean Médecin', '06000', 43.7025, 7.2665],
  ['Cycles des Remparts', '31 rue de la République', '84000', 43.9465, 4.8055],
  // Toulouse, Montpellier, Perpignan
  ['Capitole Cycles', '12 rue du Taur', '31000', 43.6065, 1.4415],
  ['Toulouse Vélo Saint-Michel', '48 grande rue Saint-Michel', '31400', 43.5885, 1.4475],
  ['Comédie Cycles', '7 rue Maguelone', '34000', 43.6055, 3.8795],
  ['Vélo Antigone', '30 avenue du Pirée', '34000', 43.6085, 3.8905],
  ['Catalan Cycles', '11 quai Vauban', '66000', 42.6995, 2.8945],
  // Bordeaux and Nouvelle-Aquitaine (Holding Atlantique Bordeaux is in 33000)
  ['Bordeaux Cycles Chartrons', '45 rue Notre-Dame', '33000', 44.8525, -0.5705],
  ['Vélo Victoire', '18 cours Aristide Briand', '33000', 44.8335, -0.5745],
  ['Bastide Bikes', '21 avenue Thiers', '33800', 44.8445, -0.5565],
  ['Mérignac Mobilités', '40 avenue de la Marne', '33700', 44.8395, -0.6425],
  ['Pessac Cycles', '5 place de la Ve République', '33600', 44.8065, -0.6305],
  ['La Rochelle Vélo Port', '12 quai Duperré', '17000', 46.1585, -1.1515],
  ['Cycles du Clain', '30 rue de la Cathédrale', '86000', 46.5805, 0.3465],
  ['Limousin Cycles', '17 rue Jean Jaurès', '87000', 45.8315, 1.2595],
  ['Béarn Vélo', '14 rue Serviez', '64000', 43.2965, -0.3695],
  ['Cycles de la Nive', '6 quai Jauréguiberry', '64100', 43.4905, -1.4735],
  // Nantes and the Loire (Holding Atlantique Nantes is in 44200)
  ['Nantes Cycles Graslin', '4 rue Crébillon', '44000', 47.2135, -1.5615],
  ['Vélo Île de Nantes', '15 boulevard de la Prairie au Duc', '44200', 47.2065, -1.5645],
  ['Atelier Vélo Rezé', '3 place Pierre Sémard', '44400', 47.1875, -1.5495],
  ['Saint-Herblain Cycles', '1 rue du Moulin de la Rousselière', '44800', 47.2225, -1.6315],
  ['Estuaire Vélo', '27 avenue de la République', '44600', 47.2765, -2.2115],
  ['Angers Cycles du Ralliement', '8 rue Lenepveu', '49000', 47.4725, -0.5525],
  ['Le Mans Vélo Plantagenêt', '19 rue des Minimes', '72000', 48.0055, 0.1975],
  // North
  ['Vieux-Lille Cycles', '25 rue de la Monnaie', '59000', 50.6395, 3.0625],
  ['Vélo Euralille', '9 rue des Canonniers', '59800', 50.6365, 3.0715],
  ['Roubaix Cycles Grand-Place', '2 rue du Maréchal Foch', '59100', 50.6905, 3.1765],
  ['Amiens Vélo Saint-Leu', '36 rue du Don', '80000', 49.8965, 2.3005],
  // Brittany
  ['Rennes Cycles Sainte-Anne', '10 rue Saint-Malo', '35000', 48.1165, -1.6815],
  ['Vélo Colombier', '22 boulevard de la Liberté', '35000', 48.1055, -1.6795],
  ['Brest Cycles Siam', '45 rue de Siam', '29200', 48.3885, -4.4895],
  ['Vannes Vélo Port', '3 rue Thiers', '56000', 47.6545, -2.7585],
  // East
  ['Strasbourg Cycles Petite France', '8 rue du Bain-aux-Plantes', '67000', 48.5805, 7.7415],
  ['Vélo Neudorf', '67 route du Polygone', '67100', 48.5655, 7.7635],
  ['Metz Cycles Cathédrale', '5 rue Taison', '57000', 49.1195, 6.1745],
  ['Nancy Vélo Stanislas', '14 rue Saint-Jean', '54000', 48.6905, 6.1805],
  ['Reims Cycles', '28 rue de Vesle', '51100', 49.2555, 4.0275],
  ['Dijon Vélo Darcy', '6 rue de la Liberté', '21000', 47.3215, 5.0385],
  ['Besançon Cycles Battant', '12 rue Battant', '25000', 47.2405, 6.0205],
  // Alps and Rhône valley
  ['Grenoble Cycles Notre-Dame', '4 place Notre-Dame', '38000', 45.1925, 5.7305],
  ['Vélo Chavant', '17 avenue Alsace-Lorraine', '38000', 45.1875, 5.7215],
  ['Annecy Lac Vélo', '2 rue Royale', '74000', 45.8995, 6.1255],
  ['Chambéry Cycles', '9 place Saint-Léger', '73000', 45.5655, 5.9215],
  ['Clermont Cycles Jaude', '20 place de Jaude', '63000', 45.7765, 3.0815],
  ['Saint-Étienne Vélo', '11 rue Michelet', '42000', 45.4355, 4.3875],
  ['Valence Cycles', '23 Grande Rue', '26000', 44.9325, 4.8915],
  // West and centre
  ['Rouen Cycles Gros-Horloge', '41 rue du Gros-Horloge', '76000', 49.4405, 1.0915],
  ['Caen Vélo Vaugueux', '12 rue Saint-Pierre', '14000', 49.1835, -0.3645],
  ['Tours Cycles Plumereau', '15 rue du Commerce', '37000', 47.3955, 0.6865],
  ['Orléans Vélo Martroi', '7 rue Royale', '45000', 47.9005, 1.9045],
];

/** Stores that have closed (listed nowhere, bookable no more). */
const closed: Record<string, number> = { 'Les Rayons de la Roquette': 20 };

export const storeSeeds: readonly StoreSeed[] = rows.map(
  ([name, street, postcode, latitude, longitude]) => ({
    name,
    street,
    postcode,
    latitude,
    longitude,
    ...(name === 'Cycles du Marais' ? { retailer: 'Cycles du Marais' } : {}),
    ...(closed[name] !== undefined ? { closedDaysAgo: closed[name] } : {}),
  }),
);
