/**
 * The seven services: home-page cards (title, description, features) and service pages
 * (tagline, intro, benefits, offerings, meta). Validated by `serviceSchema` in `./index.ts`.
 */
import type { z } from 'astro/zod';
import { site } from '../site';
import { businessConstants } from './constants';
import type { serviceSchema } from './schemas';

const { guaranteeYears, quoteWithinHours, yearsOfExperience } = businessConstants;

export const servicesData = [
  {
    slug: 'charpente',
    title: 'Charpente',
    description:
      'Charpente traditionnelle en fermes, pannes et chevrons ou fermettes industrielles : nous fabriquons, posons et renforçons la structure de votre toit. Le traitement du bois fait partie de chaque chantier.',
    imageAlt:
      'Charpente traditionnelle en bois neuf, avec ses fermes, ses pannes et ses chevrons, sur une maison en construction',
    features: [
      'Charpente traditionnelle et fermettes',
      'Rénovation et renforcement de structure',
      'Traitement du bois insecticide et fongicide',
      'Lucarnes, extensions et annexes',
    ],
    tagline: 'Des charpentes solides, taillées et posées par des charpentiers de métier',
    intro: [
      'La charpente porte tout le reste : la couverture, l’isolation, parfois un étage aménagé. Nos charpentiers réalisent des charpentes traditionnelles assemblées (fermes, pannes, chevrons) comme des fermettes industrielles, pour les maisons neuves, les extensions et les annexes, de Beaumont à Charleroi.',
      'En rénovation, tout commence par un diagnostic : pièces attaquées par les insectes ou l’humidité, pannes qui fléchissent, chevrons sous-dimensionnés. Nous remplaçons, doublons ou renforçons ce qui doit l’être et traitons le bois conservé avant de refermer la toiture.',
      'Aménager les combles, ouvrir une lucarne ou poser des fenêtres de toit oblige à modifier la charpente sans l’affaiblir. Nous dimensionnons les chevêtres et les renforts, puis enchaînons avec la couverture et l’isolation.',
    ],
    benefits: [
      {
        icon: 'ruler',
        title: 'Sur mesure',
        text: 'Chaque charpente est relevée et dimensionnée sur place, selon la portée, la pente et la couverture prévue.',
      },
      {
        icon: 'leaf',
        title: 'Bois traité',
        text: 'Bois traité contre les insectes et les champignons, pour une structure saine et durable.',
      },
      {
        icon: 'hammer',
        title: 'Savoir-faire',
        text: `Plus de ${yearsOfExperience} ans d’expérience en assemblages traditionnels, en fermettes et en rénovation de charpentes anciennes.`,
      },
      {
        icon: 'shield',
        title: `Garantie ${guaranteeYears} ans`,
        text: `Vos travaux de charpente sont garantis ${guaranteeYears} ans, comme tous les chantiers que nous réalisons.`,
      },
    ],
    offerings: [
      {
        title: 'Charpente neuve',
        text: 'Pour une construction, une extension ou une annexe, nous fabriquons et posons la charpente adaptée à votre projet et à la couverture choisie.',
        bullets: [
          'Charpente traditionnelle : fermes, pannes, chevrons',
          'Fermettes industrielles pour les grandes portées',
          'Car-ports, auvents et annexes en bois',
        ],
      },
      {
        title: 'Rénovation de charpente',
        text: 'Nous remettons en état les charpentes anciennes : diagnostic, remplacement des pièces abîmées, renforcement et traitement du bois.',
        bullets: [
          'Diagnostic et remplacement des pièces abîmées',
          'Traitement curatif et préventif du bois',
          'Renforts pour l’aménagement des combles',
        ],
      },
    ],
    meta: {
      title: `Charpente bois à Beaumont et en Hainaut | ${site.name}`,
      description: `Charpente traditionnelle, fermettes, rénovation et traitement du bois à Beaumont, Thuin, Charleroi et Namur. Devis gratuit sous ${quoteWithinHours} h, garantie ${guaranteeYears} ans.`,
      keywords: [
        'charpente',
        'charpentier Beaumont',
        'fermettes',
        'rénovation de charpente',
        'traitement du bois',
        'charpente Hainaut',
      ],
    },
  },
  {
    slug: 'couverture-ardoise',
    title: 'Couverture Ardoise',
    description:
      'Ardoise naturelle d’Espagne ou du Pays de Galles, ou ardoise fibrociment : nous posons et rénovons vos toitures au crochet ou au clou. Un matériau durable, typique des maisons de l’Entre-Sambre-et-Meuse.',
    imageAlt: 'Toiture en ardoise naturelle posée au crochet, aux rangs réguliers, terminée par un faîtage en zinc',
    features: [
      'Ardoise naturelle et ardoise fibrociment',
      'Pose au crochet ou au clou',
      'Rénovation complète avec sous-toiture',
      'Réparation et remplacement d’ardoises',
    ],
    tagline: 'L’ardoise naturelle, posée dans les règles de l’art pour traverser les générations',
    intro: [
      'L’ardoise fait partie du paysage wallon, des maisons en pierre bleue de la région de Thuin aux fermes de l’Entre-Sambre-et-Meuse. Nous posons de l’ardoise naturelle d’Espagne ou du Pays de Galles, et de l’ardoise fibrociment quand le budget ou le projet s’y prête.',
      'Pose au crochet inox pour une couverture nette et facile à entretenir, ou au clou pour les ouvrages traditionnels : nous choisissons la méthode selon la pente, l’exposition et le caractère du bâtiment.',
      'Une toiture se refait couche par couche : dépose de l’ancienne couverture, contrôle de la charpente, sous-toiture, contre-liteaux et liteaux, puis ardoises, faîtage, rives et noues. Chaque couche est vérifiée avant d’être recouverte.',
    ],
    benefits: [
      {
        icon: 'sparkles',
        title: 'Longévité',
        text: 'Une ardoise naturelle de qualité, bien posée, protège la maison pendant des décennies avec très peu d’entretien.',
      },
      {
        icon: 'droplet',
        title: 'Étanchéité',
        text: 'Sous-toiture, recouvrements respectés et noues soignées : l’eau ne trouve aucun passage, même par vent fort.',
      },
      {
        icon: 'home',
        title: 'Caractère',
        text: 'L’ardoise s’accorde avec la pierre bleue, la brique et les maisons de maître de la région.',
      },
      {
        icon: 'shield',
        title: `Garantie ${guaranteeYears} ans`,
        text: `Vos travaux de couverture en ardoise sont garantis ${guaranteeYears} ans, comme tous nos chantiers.`,
      },
    ],
    offerings: [
      {
        title: 'Toiture neuve ou complète',
        text: 'Pour une construction ou une rénovation totale, nous réalisons la couverture complète, de la sous-toiture aux finitions en zinc.',
        bullets: [
          'Ardoise naturelle d’Espagne ou du Pays de Galles',
          'Ardoise fibrociment, plus économique',
          'Faîtages, rives, noues et solins en zinc',
        ],
      },
      {
        title: 'Rénovation et réparation',
        text: 'Ardoises cassées ou glissées, crochets rouillés, fuite au pied d’une cheminée : nous intervenons vite et réparons proprement.',
        bullets: [
          'Remplacement d’ardoises cassées ou glissées',
          'Remise en état des noues et des solins',
          'Contrôle de toiture et devis de rénovation',
        ],
      },
    ],
    meta: {
      title: `Couverture en ardoise naturelle en Hainaut | ${site.name}`,
      description: `Pose et rénovation de toitures en ardoise naturelle ou fibrociment, au crochet ou au clou, à Beaumont, Thuin, Charleroi et Namur. Devis gratuit sous ${quoteWithinHours} h.`,
      keywords: [
        'couverture ardoise',
        'ardoise naturelle',
        'ardoisier Hainaut',
        'pose au crochet',
        'ardoise fibrociment',
        'toiture en ardoise Charleroi',
      ],
    },
  },
  {
    slug: 'couverture-tuile',
    title: 'Couverture Tuile',
    description:
      'Tuiles en terre cuite ou en béton, tuiles plates, à emboîtement ou pannes flamandes : nous posons et rénovons votre toiture en tuiles. Sous-toiture, liteaux et zinguerie compris.',
    imageAlt: 'Toiture en tuiles de terre cuite rouge à emboîtement sur une maison de village en brique',
    features: [
      'Tuiles en terre cuite ou en béton',
      'Tuiles plates, à emboîtement, pannes',
      'Sous-toiture, liteaux et contre-liteaux',
      'Remplacement de tuiles cassées',
    ],
    tagline: 'Des toitures en tuiles ventilées, étanches et fidèles au style de votre maison',
    intro: [
      'De la panne flamande des fermettes hennuyères à la tuile plate des maisons de caractère, la tuile reste la couverture la plus répandue en Wallonie. Nous travaillons la tuile en terre cuite comme la tuile béton, à emboîtement ou plate, en neuf et en rénovation.',
      'Une bonne toiture en tuiles repose sur ce qu’on ne voit pas : un écran de sous-toiture HPV, des contre-liteaux pour ventiler, des liteaux posés au bon pureau et un faîtage ventilé. C’est ce qui évite la condensation et prolonge la vie de la couverture.',
      'Après une tempête, nous remplaçons les tuiles envolées ou cassées et bâchons si nécessaire, pour que votre maison reste au sec en attendant la réparation définitive.',
    ],
    benefits: [
      {
        icon: 'home',
        title: 'Tous les styles',
        text: 'Pannes flamandes, tuiles à emboîtement ou tuiles plates : nous respectons le style de la maison et les règles d’urbanisme locales.',
      },
      {
        icon: 'wind',
        title: 'Toiture ventilée',
        text: 'Contre-liteaux et faîtage ventilé évacuent l’humidité et protègent la charpente comme l’isolation.',
      },
      {
        icon: 'euro',
        title: 'Budget maîtrisé',
        text: 'La tuile offre une couverture durable à un coût raisonnable, en terre cuite comme en béton.',
      },
      {
        icon: 'shield',
        title: `Garantie ${guaranteeYears} ans`,
        text: `Comme tous nos travaux, votre toiture en tuiles est garantie ${guaranteeYears} ans.`,
      },
    ],
    offerings: [
      {
        title: 'Couverture neuve ou rénovation complète',
        text: 'Nous déposons l’ancienne couverture, vérifions la charpente et reposons une toiture complète, isolée si vous le souhaitez.',
        bullets: [
          'Tuiles en terre cuite ou en béton au choix',
          'Écran HPV, contre-liteaux et liteaux neufs',
          'Faîtage ventilé, rives et abergements',
        ],
      },
      {
        title: 'Réparation et entretien',
        text: 'Tuiles cassées, glissées ou envolées, infiltration autour d’une cheminée ou d’une fenêtre de toit : nous trouvons la fuite et la réparons.',
        bullets: [
          'Remplacement de tuiles et de faîtières',
          'Reprise des solins et des abergements',
          'Bâchage d’urgence après une tempête',
        ],
      },
    ],
    meta: {
      title: `Couverture en tuiles à Beaumont et Charleroi | ${site.name}`,
      description: `Toitures en tuiles de terre cuite ou béton, pannes flamandes et tuiles plates : pose, rénovation et réparation à Beaumont, Thuin, Charleroi et Mons. Devis sous ${quoteWithinHours} h.`,
      keywords: [
        'couverture tuile',
        'tuiles terre cuite',
        'pannes flamandes',
        'couvreur Charleroi',
        'réparation de toiture',
        'tuiles béton',
      ],
    },
  },
  {
    slug: 'couverture-zinc',
    title: 'Couverture Zinc',
    description:
      'Toitures en zinc à joint debout ou à tasseaux, corniches, gouttières et chéneaux : notre zinguerie est façonnée et soudée sur mesure. Une finition durable pour les toits à faible pente comme pour les lucarnes.',
    imageAlt: 'Toiture en zinc prépatiné à joint debout sur une extension contemporaine',
    features: [
      'Zinc à joint debout et à tasseaux',
      'Gouttières, chéneaux et descentes',
      'Habillage de lucarnes et de corniches',
      'Solins et raccords de cheminée',
    ],
    tagline: 'Une zinguerie façonnée sur mesure, de la toiture aux moindres raccords',
    intro: [
      'Le zinc couvre aussi bien une toiture à faible pente qu’une lucarne, une extension contemporaine ou une façade. Nous posons le zinc à joint debout pour les grandes surfaces et le zinc à tasseaux pour les ouvrages plus traditionnels, en zinc naturel ou prépatiné (VMZinc ou équivalent).',
      'La zinguerie, c’est aussi tout ce qui évacue l’eau : gouttières, chéneaux, descentes, corniches, noues et solins. Chaque pièce est façonnée sur mesure et soudée à l’étain pour des raccords parfaitement étanches.',
      'Le zinc demande une mise en œuvre soignée : support ventilé ou natte structurée, libre dilatation des feuilles, pattes de fixation adaptées. Ce sont ces détails qui lui permettent de durer.',
    ],
    benefits: [
      {
        icon: 'layers',
        title: 'Faibles pentes',
        text: 'Le zinc à joint debout convient aux toitures à faible pente, là où la tuile et l’ardoise ne peuvent pas être posées.',
      },
      {
        icon: 'sparkles',
        title: 'Finition nette',
        text: 'Lignes fines, raccords soudés et teintes naturelles ou prépatinées pour une architecture sobre et moderne.',
      },
      {
        icon: 'droplet',
        title: 'Évacuation maîtrisée',
        text: 'Gouttières et chéneaux dimensionnés selon la surface de toiture, pour éviter débordements et infiltrations.',
      },
      {
        icon: 'shield',
        title: `Garantie ${guaranteeYears} ans`,
        text: `Vos travaux de zinguerie sont garantis ${guaranteeYears} ans, comme le reste de nos chantiers.`,
      },
    ],
    offerings: [
      {
        title: 'Couverture et façade en zinc',
        text: 'Toitures, lucarnes, extensions et façades : nous posons le zinc sur un support adapté et ventilé, dans les règles de l’art.',
        bullets: [
          'Zinc à joint debout ou à tasseaux',
          'Zinc naturel ou prépatiné',
          'Habillage de lucarnes et de rives',
        ],
      },
      {
        title: 'Gouttières, chéneaux et corniches',
        text: 'Nous remplaçons ou réparons la zinguerie qui évacue l’eau de votre toit, des corniches en bois jusqu’aux descentes.',
        bullets: [
          'Gouttières pendantes et chéneaux encastrés',
          'Rénovation de corniches et de chéneaux',
          'Solins, noues et raccords de cheminée',
        ],
      },
    ],
    meta: {
      title: `Couverture zinc et zinguerie en Hainaut | ${site.name}`,
      description:
        'Zinc à joint debout ou à tasseaux, gouttières, chéneaux, corniches et solins : pose et rénovation de zinguerie à Beaumont, Thuin, Charleroi et Namur.',
      keywords: ['couverture zinc', 'zinc joint debout', 'zinguerie', 'gouttières', 'chéneaux', 'corniches Charleroi'],
    },
  },
  {
    slug: 'isolation',
    title: 'Isolation Thermique',
    description:
      'Isolation de toiture par l’intérieur ou par l’extérieur (sarking), en laine de roche, fibre de bois ou panneaux PUR/PIR. Moins de pertes de chaleur, plus de confort et un meilleur certificat PEB.',
    imageAlt:
      'Isolation de toiture en sarking : panneaux isolants posés en continu sur les chevrons avant la couverture',
    features: [
      'Sarking : isolation par l’extérieur',
      'Laine de roche, fibre de bois, PUR/PIR',
      'Pare-vapeur et étanchéité à l’air',
      'Aide pour les primes énergie wallonnes',
    ],
    tagline: 'Un toit bien isolé pour des factures plus légères et un meilleur confort, été comme hiver',
    intro: [
      'Une toiture mal isolée est la première source de pertes de chaleur d’une maison. Nous isolons les toitures inclinées par l’intérieur, entre et sous les chevrons, ou par l’extérieur en sarking lorsque la couverture est refaite, sans perdre de place sous le toit.',
      'Nous choisissons l’isolant avec vous : laine de roche pour ses qualités acoustiques et sa tenue au feu, fibre de bois pour le confort d’été, panneaux PUR/PIR pour une performance élevée sous une faible épaisseur. Un pare-vapeur posé avec soin assure l’étanchéité à l’air.',
      'L’isolation de la toiture peut ouvrir le droit aux primes énergie de la Région wallonne, sous conditions, notamment celle de l’audit logement. Nous vous aidons à rassembler les documents et à respecter les exigences techniques demandées.',
    ],
    benefits: [
      {
        icon: 'thermometer',
        title: 'Confort toute l’année',
        text: 'Moins de déperditions en hiver et moins de surchauffe en été dans les pièces sous le toit.',
      },
      {
        icon: 'euro',
        title: 'Factures allégées',
        text: 'Le toit est le premier poste de pertes de chaleur : l’isoler réduit nettement la consommation de chauffage.',
      },
      {
        icon: 'leaf',
        title: 'Isolant adapté',
        text: 'Laine de roche, fibre de bois ou PUR/PIR : un isolant choisi selon votre toiture et vos priorités.',
      },
      {
        icon: 'home',
        title: 'Valeur du bien',
        text: 'Une toiture isolée améliore le certificat PEB et la valeur de votre maison, à la vente comme à la location.',
      },
    ],
    offerings: [
      {
        title: 'Isolation par l’extérieur (sarking)',
        text: 'Lors d’une rénovation de couverture, les panneaux isolants sont posés en continu sur les chevrons, sous les contre-liteaux et la couverture.',
        bullets: [
          'Panneaux PUR/PIR ou fibre de bois rigide',
          'Pas de pont thermique au droit des chevrons',
          'Volume des combles et charpente apparente',
        ],
      },
      {
        title: 'Isolation par l’intérieur',
        text: 'Sans toucher à la couverture, nous isolons entre et sous les chevrons et posons un pare-vapeur continu avant la finition.',
        bullets: [
          'Laine de roche ou fibre de bois',
          'Pare-vapeur et raccords étanches à l’air',
          'Aide au dossier de primes énergie',
        ],
      },
    ],
    meta: {
      title: `Isolation de toiture et sarking en Hainaut | ${site.name}`,
      description:
        'Isolation de toiture par l’intérieur ou en sarking : laine de roche, fibre de bois, PUR/PIR. Aide aux primes énergie wallonnes. Beaumont, Charleroi, Namur.',
      keywords: [
        'isolation de toiture',
        'sarking',
        'isolation thermique',
        'PEB',
        'primes énergie Wallonie',
        'fibre de bois',
        'laine de roche',
      ],
    },
  },
  {
    slug: 'bardage',
    title: 'Bardage',
    description:
      'Bardage bois en mélèze, red cedar ou douglas, ou bardage fibrociment : nous habillons façades, pignons, lucarnes et annexes. Une protection durable, avec isolation par l’extérieur si vous le souhaitez.',
    imageAlt: 'Façade habillée d’un bardage en mélèze à lames verticales sur une maison rénovée',
    features: [
      'Bois : mélèze, red cedar, douglas',
      'Bardage fibrociment',
      'Façades, pignons et lucarnes',
      'Isolation par l’extérieur possible',
    ],
    tagline: 'Des façades protégées et remises au goût du jour, en bois ou en fibrociment',
    intro: [
      'Le bardage protège les façades exposées à la pluie et au vent et change l’allure d’une maison. Nous posons des bardages en bois naturellement durable, mélèze, red cedar ou douglas, et des bardages fibrociment qui demandent très peu d’entretien.',
      'Sous le bardage, tout compte : ossature en bois traité, pare-pluie, lame d’air ventilée et, si vous le souhaitez, une couche d’isolant. Posé ainsi, le bardage laisse respirer le mur et améliore le confort de la maison.',
      'Pignon exposé aux pluies battantes, lucarne à rhabiller, annexe ou abri de jardin : nous adaptons le profil des lames, le sens de pose et la teinte à votre projet.',
    ],
    benefits: [
      {
        icon: 'shield',
        title: 'Façades protégées',
        text: 'Le bardage met les murs à l’abri de la pluie battante et des écarts de température.',
      },
      {
        icon: 'thermometer',
        title: 'Isolation possible',
        text: 'Un isolant peut être intégré derrière le bardage pour améliorer la performance énergétique de la maison.',
      },
      {
        icon: 'leaf',
        title: 'Bois durables',
        text: 'Mélèze, red cedar et douglas résistent naturellement aux intempéries et prennent une belle teinte grise avec le temps.',
      },
      {
        icon: 'sparkles',
        title: 'Entretien réduit',
        text: 'Le bardage fibrociment garde sa teinte et ne demande qu’un nettoyage occasionnel.',
      },
    ],
    offerings: [
      {
        title: 'Bardage bois',
        text: 'Un habillage chaleureux et naturel, posé sur une ossature ventilée, en lames verticales ou horizontales.',
        bullets: [
          'Mélèze, red cedar ou douglas',
          'Pose verticale, horizontale ou à claire-voie',
          'Bois laissé brut ou traité au saturateur',
        ],
      },
      {
        title: 'Bardage fibrociment',
        text: 'Des lames ou des panneaux au rendu régulier, stables et durables, pour les façades modernes comme pour les rénovations.',
        bullets: ['Lames ou panneaux grand format', 'Large choix de teintes', 'Idéal pour pignons et lucarnes'],
      },
    ],
    meta: {
      title: `Bardage bois et fibrociment en Hainaut | ${site.name}`,
      description:
        'Bardage en mélèze, red cedar, douglas ou fibrociment pour façades, pignons et lucarnes, avec isolation possible. Beaumont, Thuin, Charleroi et environs.',
      keywords: ['bardage bois', 'bardage fibrociment', 'mélèze', 'red cedar', 'douglas', 'habillage de façade'],
    },
  },
  {
    slug: 'maison-ossature-bois',
    title: 'Maison Ossature Bois',
    description:
      'Maisons, extensions et rehausses à ossature bois, de la structure à la toiture. Une construction rapide, sèche et très bien isolée, conforme aux exigences PEB en Wallonie.',
    imageAlt: 'Maison à ossature bois en construction, avec ses murs à montants et ses panneaux de contreventement',
    features: [
      'Maisons et extensions à ossature bois',
      'Murs isolés en fibre de bois ou laine',
      'Charpente et couverture intégrées',
      'Conformité aux exigences PEB',
    ],
    tagline: 'Construire en bois, vite et durablement, avec une seule équipe de la structure au toit',
    intro: [
      'L’ossature bois permet de construire une maison, une extension ou un étage supplémentaire avec une structure légère, performante et rapide à monter. Nos charpentiers réalisent les murs, les planchers et la charpente, puis nos couvreurs ferment le bâtiment.',
      'Les murs se composent de montants en bois, d’un isolant logé entre les montants, d’un pare-vapeur côté intérieur et d’un pare-pluie côté extérieur. Cette paroi atteint les exigences PEB sans murs épais et se finit en bardage ou en crépi.',
      'La construction sèche évite les temps de séchage de la maçonnerie et raccourcit le chantier. C’est aussi une solution idéale pour agrandir en limitant la charge sur les fondations existantes.',
    ],
    benefits: [
      {
        icon: 'clock',
        title: 'Chantier rapide',
        text: 'Construction sèche et éléments préparés à l’avance : le bâtiment est vite hors d’eau et hors d’air.',
      },
      {
        icon: 'thermometer',
        title: 'Haute performance',
        text: 'L’isolant logé dans l’épaisseur des murs offre une excellente performance thermique, conforme aux exigences PEB.',
      },
      {
        icon: 'leaf',
        title: 'Matériau renouvelable',
        text: 'Le bois stocke du carbone et se marie avec des isolants biosourcés comme la fibre de bois.',
      },
      {
        icon: 'users',
        title: 'Un seul interlocuteur',
        text: 'Ossature, charpente, couverture et bardage : la même équipe familiale suit votre projet du début à la fin.',
      },
    ],
    offerings: [
      {
        title: 'Maison à ossature bois',
        text: 'Nous réalisons la structure et l’enveloppe de votre maison : murs, planchers, charpente, couverture et bardage.',
        bullets: [
          'Murs à ossature isolés et contreventés',
          'Charpente et couverture au choix',
          'Bardage bois ou fibrociment',
        ],
      },
      {
        title: 'Extensions et rehausses',
        text: 'Une pièce en plus, un étage supplémentaire ou une annexe : l’ossature bois s’adapte à votre maison existante.',
        bullets: [
          'Extension de plain-pied ou à étage',
          'Rehausse sur maison existante',
          'Raccord soigné à la toiture existante',
        ],
      },
    ],
    meta: {
      title: `Maison ossature bois et extensions en Hainaut | ${site.name}`,
      description:
        'Maisons, extensions et rehausses à ossature bois, de la structure à la toiture, conformes aux exigences PEB. Beaumont, Charleroi, Namur et environs.',
      keywords: [
        'maison ossature bois',
        'extension bois',
        'rehausse ossature bois',
        'construction bois Hainaut',
        'PEB',
        'charpentier Beaumont',
      ],
    },
  },
] satisfies z.input<typeof serviceSchema>[];
