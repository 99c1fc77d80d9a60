/** Validation des paramètres (RULES.md R1-R5, R9.5, R11, R12). */
export default {
  invalid: 'Les paramètres du tournoi ne sont pas valides : {{issues}}',
  nameRequired: 'Le tournoi doit avoir un nom.',
  textTooLong: 'Ce texte est trop long : {{max}} caractères au plus.',
  timeControlRequired:
    "Saisissez la cadence telle qu’elle figure sur la feuille de ronde, par exemple 90'+30''.",
  scheduledStartInvalid:
    'Le début prévu doit être une date et une heure (R1.2) ; « {{value}} » n’en est pas une.',
  durationRange:
    'La durée annoncée doit être comprise entre {{min}} et {{max}} minutes (R1.2) ; vous avez saisi {{value}}.',
  startInPast:
    'Le début prévu {{start}} est déjà passé. Les dates restent libres pour un tournoi saisi après coup ; vérifiez que ce n’est pas une faute de frappe.',
  startFarAhead:
    'Le début prévu {{start}} est dans plus d’un an. Vérifiez l’année : elle est gardée telle que saisie.',
  announcedEndRequired:
    'La clôture automatique demande la fin annoncée : la date et l’heure de fin du tournoi (R15.1).',
  announcedEndInvalid:
    'La fin annoncée doit être une date et une heure (R15.1) ; « {{value}} » n’en est pas une.',
  announcedEndBeforeStart:
    'La fin annoncée {{end}} n’est pas après le début : indiquez le jour et l’heure de fin du tournoi (R15.1).',
  announcedEndTooLate:
    'Un tournoi se termine au plus {{days}} jours après son début (R1.2) : fixez une fin plus proche.',
  announcedEndPassed:
    'La fin annoncée {{end}} est déjà passée : avec la clôture automatique, le tournoi se clôturerait avant d’être joué (R15.1). Fixez une fin plus tardive, ou désactivez la clôture.',
  dateInvalid:
    'Une date imprimée est un jour, AAAA-MM-JJ ; « {{value}} » n’en est pas un. Laissez-la vide pour imprimer les jours où les rondes ont été appariées.',
  endDateBeforeStart: 'Le dernier jour {{end}} précède le premier jour {{start}} : corrigez l’un des deux.',
  seatsRange:
    'Le nombre de places doit être compris entre {{min}} et {{max}} (R1.2) ; vous avez saisi {{value}}.',
  seatsBelowEntrants:
    '{{count}} participants sont déjà inscrits : le nombre de places ne peut pas être inférieur (R1.2).',
  minimumRange:
    'Le minimum pour commencer doit être compris entre {{min}} et le nombre de places, {{max}} (R1.2) ; vous avez saisi {{value}}.',
  thresholdRange: 'Le seuil doit être compris entre {{min}} et {{max}} (R2.2) ; vous avez saisi {{value}}.',
  swissRoundsNotSwiss:
    'Un nombre de rondes suisses ne peut pas être fixé pour un toutes rondes imposé (R3.5) ; effacez-le.',
  swissRoundsRange:
    'Le nombre de rondes suisses doit être compris entre {{min}} et {{max}}, soit une de moins que le nombre de places (R3.5) ; vous avez saisi {{value}}.',
  extraRoundWithExplicit:
    'Avec un nombre de rondes fixé ({{rounds}}), la ronde supplémentaire ne s’applique pas (R3.4, R3.5) : indiquez le total voulu et désactivez la ronde supplémentaire.',
  extraRoundNotSwiss:
    'La ronde supplémentaire n’existe qu’en système suisse (R3.4) ; désactivez-la pour un toutes rondes imposé.',
  accelerationNotSwiss:
    'Les rondes accélérées (FIDE C.04.5.1, Bakou) sont celles d’un système suisse : le système « Toujours toutes rondes » n’en a pas. Choisissez sans accélération, ou un autre système.',
  accelerationPointSystem:
    'Les rondes accélérées donnent en points virtuels les points d’une victoire, puis d’une nulle : le barème doit compter la nulle pour la moitié d’une victoire et la défaite pour rien.',
  cyclesNotSwiss:
    'Un toutes rondes aller-retour est un toutes rondes joué deux fois : le système « Toujours suisse » n’en joue aucun. Choisissez une phase, ou un autre système.',
  openingNeedsTable:
    'Le mode d’ouverture « {{mode}} » tire dans une table officielle, qui n’existe que pour les dames italiennes et anglaises (R11.1) ; choisissez le coup libre ou des coups au hasard pour cette variante.',
  themedOpeningRequired:
    'Un tournoi à ouverture imposée a besoin de son ouverture de la table officielle (R11.1).',
  themedOpeningUnknown:
    'L’ouverture {{number}} n’est pas dans la table officielle ({{variant}}) où puisent les tournois : choisissez-en une dans la liste (R11.4).',
  themedOpeningUnused:
    'Une ouverture imposée est indiquée mais le réglage « Ouverture » ne vaut pas « Imposée (une ouverture pour toutes les parties) » (R11.1) : effacez-la.',
  floorDroppedCasual:
    'Enregistré amical, sans le plancher de classement de {{floor}} : le mode d’ouverture « {{mode}} » sans « $t(terms:twoLegs) » rend le tournoi amical (R12.2), et un tournoi amical n’a pas de plancher (R12.1). Pour qu’il soit homologué, activez « $t(terms:twoLegs) », puis remettez le plancher.',
  samePersonOverlap:
    '{{player}} (identifiant {{ratingId}}) participe à ce tournoi et à « {{other}} », qui se joueraient alors en même temps (R1.5). Choisissez un début et une fin (ou une durée) qui ne chevauchent pas « {{other}} », ou retirez ce participant de l’un des deux.',
  floorNeedsRated:
    'Un plancher de classement ne s’applique qu’à un tournoi homologué (R12.1) : effacez le plancher ou homologuez le tournoi.',
  floorRange:
    'Le plancher de classement doit être compris entre {{min}} et {{max}} par pas de {{step}} (R12.1) ; vous avez saisi {{value}}.',
  pointsNegative: 'Les points ne peuvent pas être négatifs (R4.1).',
  pointsOrder: 'Une victoire doit valoir plus qu’une nulle, et une nulle au moins une défaite (R4.1).',
  pointsScale: 'L’échelle des points doit valoir au moins 1.',
  tiebreaksEmpty: 'Choisissez au moins un départage, ou utilisez la séquence par défaut du système (R9.5).',
  tiebreakTwice: 'Le départage {{code}} figure deux fois dans la séquence (R9.5) ; gardez-le une seule fois.',
  casualChosen: 'Amical : le tournoi n’est pas homologué, comme choisi (R12.1).',
  casualStrongOpening:
    'Amical : le mode d’ouverture « {{mode}} » dépasse 2N/2B, ce qui exige « $t(terms:twoLegs) » pour être homologué (R12.2). Activez « $t(terms:twoLegs) » pour l’homologuer à nouveau.',
  /** R12.3 : combien de parties peuvent être homologuées (RatedGamesSchema). */
  ratedGames: {
    none: '0 partie peut être homologuée : aucun participant n’a de classement en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), la variante et la cadence de ce tournoi, et une partie n’est homologuée que si au moins l’un de ses deux joueurs en a un (R12.3). Avant la ronde 1, saisissez les classements sur l’écran « Participants » ou inscrivez les participants depuis une liste qui classe cette variante et cette cadence.',
    nonePaired:
      '0 des {{total}} parties appariées jusqu’ici ne peut être homologuée : aucun participant n’a de classement en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), la variante et la cadence de ce tournoi, et une partie n’est homologuée que si au moins l’un de ses deux joueurs en a un (R12.3).',
    paired:
      '{{rateable}} des {{total}} parties appariées jusqu’ici peuvent être homologuées : une partie est homologuée quand elle est jouée sur le damier (un forfait, un non présenté ou un exempt ne l’est jamais) et qu’au moins l’un de ses deux joueurs a un classement en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) (R12.3) ; {{rated}} des {{entrants}} participants en ont un.',
    expected:
      '{{rateable}} des {{total}} parties que joueront les {{entrants}} présents peuvent être homologuées : {{rated}} d’entre eux ont un classement en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), et une partie est homologuée quand elle est jouée sur le damier et qu’au moins l’un de ses deux joueurs en a un (R12.3).',
    entrants:
      '{{rated}} des {{entrants}} présents ont un classement en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) : une partie peut être homologuée quand elle est jouée sur le damier et qu’au moins l’un de ses deux joueurs en a un (R12.3) ; leur nombre dépend donc des appariements.',
  },
};
