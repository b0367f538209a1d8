/** Options of the « Type de bâtiment/Type de projet » select, values and labels as specified (§5). */
export const projectTypesData = [
  { value: 'nouvelle-charpente', label: 'Nouvelle Charpente' },
  { value: 'charpente', label: 'Charpente' },
  { value: 'couverture-ardoise', label: 'Couverture Ardoise' },
  { value: 'couverture-tuile', label: 'Couverture Tuile' },
  { value: 'couverture-zinc', label: 'Couverture Zinc' },
  { value: 'isolation', label: 'Isolation' },
  { value: 'bardage', label: 'Bardage' },
  { value: 'maison-bois', label: 'Maison Ossature Bois' },
  { value: 'renovation', label: 'Rénovation' },
  { value: 'urgence', label: 'Urgence / Réparation' },
  { value: 'roofing', label: 'Roofing' },
  { value: 'autre', label: 'Autre' },
];
