/** Conduite d’un tournoi : départ, rondes, résultats, corrections, classement, journal (issue 5). */
export default {
  alreadyStarted:
    '« {{name}} » a déjà commencé : la décision de départ et les tirages au sort ne peuvent pas être refaits.',
  samePersonTwice:
    '{{first}} et {{second}} ont le même identifiant de liste de classement {{ratingId}} : une personne ne peut pas être appariée deux fois. Supprimez l’un des deux, ou corrigez l’identifiant, puis relancez le départ.',
  cancelled:
    '« {{name}} » s’est annulé au départ (trop peu de participants présents, R2.1) ; rien ne peut être apparié.',
  withdrawBeforeStart:
    '« {{name}} » n’a pas commencé : rien n’a été joué, {{entrant}} ne se retire donc pas, il se supprime depuis l’écran Participants (entrant.remove, R1.3).',
  cancelledByOrganiser:
    '« {{name}} » a été annulé par l’organisateur avant son départ ; rien ne peut être apparié.',
  notStarted: '« {{name}} » n’a pas encore commencé : lancez-le d’abord (R2).',
  explainNotSwiss:
    'La ronde {{round}} est une ronde d’un toutes rondes : son appariement vient de la table de Berger, pas du système néerlandais, et n’a rien à expliquer.',
  whyNotSame: 'Choisissez deux participants différents.',
  whyNotAbsent:
    '{{name}} n’est pas apparié dans la ronde {{round}} (absent ou retiré) : choisissez un participant de la ronde.',
  roundNotPaired: 'La ronde {{round}} n’est pas encore appariée.',
  entrantNotInTournament: 'Le participant {{id}} ne joue pas dans ce tournoi (absent au départ, ou inconnu).',
  unfinishedRound_one:
    'La ronde {{round}} a encore {{count}} partie sans résultat : saisissez-la (ou déclarez-la nulle, R15) avant d’apparier la ronde suivante.',
  unfinishedRound_few:
    'La ronde {{round}} a encore {{count}} parties sans résultat : saisissez-les (ou déclarez-les nulles, R15) avant d’apparier la ronde suivante.',
  unfinishedRound_many:
    'La ronde {{round}} a encore {{count}} parties sans résultat : saisissez-les (ou déclarez-les nulles, R15) avant d’apparier la ronde suivante.',
  unfinishedRound_other:
    'La ronde {{round}} a encore {{count}} parties sans résultat : saisissez-les (ou déclarez-les nulles, R15) avant d’apparier la ronde suivante.',
  tournamentFinished:
    'Le tournoi est terminé : les {{rounds}} rondes sont jouées et chaque partie a son résultat. Un résultat peut encore être corrigé.',
  allRoundsPaired: 'Les {{rounds}} rondes sont appariées : il n’y a pas de ronde suivante.',
  noPairingForbidden:
    'Même avec des revanches, aucun appariement de la ronde {{round}} ne sépare les paires interdites. Retirez une paire interdite pour cette ronde (écran « Participants », « Paires interdites »), ou appariez cette ronde à la main.',
  noValidPairing:
    'Aucun appariement de la ronde {{round}} ne respecte les règles absolues (R6.2) : deux participants se rencontreraient une seconde fois, ou l’exempt irait à un participant qui l’a déjà eu. Vérifiez les absences, ou confirmez l’appariement avec le moins de revanches.',
  noSuchBoard: 'Il n’y a pas de table {{board}} dans cette ronde (tables 1 à {{boards}}).',
  boardIsBye: 'La table {{board}} de la ronde {{round}} est l’exempt : il n’y a pas de partie à noter.',
  noSuchLeg:
    'La table {{board}} de la ronde {{round}} n’a pas de partie {{leg}} : ce tournoi joue une partie par table.',
  useCorrection:
    'La ronde {{round}} n’est pas la ronde en cours ({{latest}}) : modifiez son résultat par une correction (R6.7).',
  ruleBeforeEnd:
    'La clôture automatique est activée et son heure n’est pas venue : les parties en cours ne peuvent être déclarées nulles qu’à partir de {{end}}, dix minutes après la fin annoncée (R15.1). Saisissez d’ici là les résultats joués.',
  nothingToRule:
    'Toutes les parties de la ronde {{round}} ont déjà un résultat : aucune nulle à prononcer (R15).',
  pairAfterEnd:
    'La fin annoncée était {{end}} : avec la clôture automatique, rien de nouveau n’est apparié après (R15.1), la ronde {{round}} ne peut donc pas être appariée. Si le tournoi continue, déplacez d’abord la fin ou désactivez la clôture.',
  closedByDuration:
    '« {{name}} » a été clos automatiquement à {{at}}, dix minutes après sa fin annoncée (R15.1) : plus rien n’est apparié. Les résultats peuvent encore être corrigés ; « Rouvrir… » annule la clôture.',
  extendAfterClose:
    '« {{name}} » a été clos automatiquement à {{at}} : sa fin ne peut être déplacée qu’avant la clôture (R15.1). Rouvrez-le d’abord.',
  extendTooLong:
    'Un tournoi se termine au plus {{max}} minutes après son début ; avec cette prolongation il se terminerait {{total}} minutes après. Ajoutez moins de minutes.',
  extendWithoutEnd:
    '« {{name}} » n’a pas de clôture automatique : il n’y a pas de fin à déplacer. Fixez d’abord une fin annoncée s’il doit se clore de lui-même (R15.1).',
  closeOfArena:
    '« {{name}} » est une arène : elle se clôt toujours à la fin de sa durée (R14.1, R15.1) ; prolongez plutôt l’arène.',
  reopenFirst:
    '« {{name}} » a été clos automatiquement à {{at}} : rouvrez-le pour fixer à nouveau sa clôture (R15.1).',
  closeAfterEnd: '« {{name}} » est terminé : il n’y a plus de clôture à fixer (R15.1).',
  notClosedByClock: '« {{name}} » n’a pas été clos automatiquement : il n’y a rien à rouvrir (R15.1).',
  notClosedDraw:
    'La partie {{id}} n’est pas l’une des parties déclarées nulles par la clôture : seules celles-ci peuvent être effacées à la réouverture. Rechargez la liste et choisissez à nouveau.',
  confirmRepair:
    'Cette correction change l’appariement de la ronde {{round}}, qui n’a encore aucun résultat (R6.7). Comparez l’ancien et le nouvel appariement, puis confirmez.',
  notInRound:
    'Le participant {{id}} n’est pas apparié dans cette ronde (absent ou retiré) : seuls les participants appariés peuvent être déplacés.',
  pairSelf: 'Un participant ne peut pas être apparié contre lui-même.',
  editLatestOnly: 'Seule la ronde en cours ({{latest}}) peut être modifiée, pas la ronde {{round}}.',
  editBoardHasResult:
    'La table {{board}} de la ronde {{round}} a déjà un résultat : effacez-le avant de changer l’appariement.',
  confirmEdit: 'Cette modification demande votre confirmation (R6.6) : {{issues}}',
  warning: {
    rematch: 'table {{board}} : {{white}} et {{black}} se sont déjà rencontrés à la ronde {{round}} (R6.2).',
    forbidden:
      'table {{board}} : {{white}} et {{black}} forment une paire interdite pour cette ronde ; ils sont tenus à l’écart l’un de l’autre (« Paires interdites »).',
    thirdWhite: 'table {{board}} : {{name}} aurait les Blancs pour la troisième fois de suite.',
    thirdBlack: 'table {{board}} : {{name}} aurait les Noirs pour la troisième fois de suite.',
    colourDifference:
      'table {{board}} : {{name}} aurait {{whites}} fois les Blancs et {{blacks}} fois les Noirs, un écart de plus de 2.',
    byeAgain: '{{name}} a déjà eu un exempt ou un gain par forfait et recevrait de nouveau l’exempt (R4.3).',
  },
  absenceRoundPaired:
    'La ronde {{round}} est déjà appariée : notez l’absence de {{name}} comme un forfait à sa table (R10.1).',
  absenceUnmarkPaired:
    'La ronde {{round}} est déjà appariée : {{name}} ne peut plus y être remis présent (R10.1). À partir de la ronde suivante, {{name}} est apparié comme d’habitude.',
  absenceNoSuchRound: 'Le tournoi a {{rounds}} rondes : il n’y a pas de ronde {{round}}.',
  alreadyWithdrawn: '{{name}} s’est déjà retiré (R10.2).',
  undoNothing: 'Il n’y a rien à annuler.',
  undoChanged: 'La dernière action ne peut pas être annulée : ce qu’elle a changé a été modifié depuis.',
  themedOpeningMissing:
    'Un tournoi de dames {{variant}} ne peut pas tirer dans une table officielle d’ouvertures : seules les dames italiennes et anglaises en ont une ; choisissez des coups au hasard ou le jeu libre dans les réglages (R11.1).',
  openingsTooFew:
    'Un système suisse de {{rounds}} rondes demande {{rounds}} ouvertures différentes (R11.2 : aucune n’est jouée deux fois), et le réglage des ouvertures n’en donne que {{count}}. Avant le début, choisissez plus de coups au hasard ou un plafond plus large dans les paramètres, ou moins de rondes.',
  openingsExhausted:
    'Il ne reste aucune ouverture à tirer : les {{count}} ouvertures permises ont toutes été jouées, et un système suisse n’en répète jamais (R11.2). Choisissez un plafond plus élevé ou plus de coups au hasard dans les réglages.',
  redrawNotLatest:
    'Seule l’ouverture de la dernière ronde peut être tirée de nouveau : la ronde {{round}} est suivie de la ronde {{latest}}.',
  redrawNotDrawn:
    'Rien n’est tiré dans ce mode d’ouverture ({{mode}}) : l’ouverture reste celle des réglages.',
  redrawHasResults_one:
    'La ronde {{round}} a déjà {{count}} résultat : son ouverture est jouée et ne peut plus être tirée de nouveau (R11.2).',
  redrawHasResults_few:
    'La ronde {{round}} a déjà {{count}} résultats : son ouverture est jouée et ne peut plus être tirée de nouveau (R11.2).',
  redrawHasResults_many:
    'La ronde {{round}} a déjà {{count}} résultats : son ouverture est jouée et ne peut plus être tirée de nouveau (R11.2).',
  redrawHasResults_other:
    'La ronde {{round}} a déjà {{count}} résultats : son ouverture est jouée et ne peut plus être tirée de nouveau (R11.2).',
  unpairNotLatest:
    'Seule la dernière ronde peut être désappariée : la ronde {{round}} est suivie de la ronde {{latest}}.',
  unpairHasResults_one:
    'La ronde {{round}} a déjà {{count}} résultat : effacez-le d’abord (annulation ou correction), puis désappariez la ronde.',
  unpairHasResults_few:
    'La ronde {{round}} a déjà {{count}} résultats : effacez-les d’abord (annulation ou correction), puis désappariez la ronde.',
  unpairHasResults_many:
    'La ronde {{round}} a déjà {{count}} résultats : effacez-les d’abord (annulation ou correction), puis désappariez la ronde.',
  unpairHasResults_other:
    'La ronde {{round}} a déjà {{count}} résultats : effacez-les d’abord (annulation ou correction), puis désappariez la ronde.',
  unpairWithdrawn:
    '{{name}} a abandonné pendant la ronde {{round}} : annulez d’abord l’abandon, puis désappariez la ronde.',
  undoNotSupported:
    'La dernière action ($t(activity:action.{{action}})) ne peut pas être annulée ici ; modifiez-la de nouveau à la main.',
  undoNextHasResults:
    'La ronde {{round}} a déjà des résultats : la correction qui l’a réappariée ne peut pas être annulée.',
  undoNextPaired: 'La ronde {{round}} est déjà appariée : la dernière action ne peut plus être annulée.',
  decidedBy: {
    points: '{{above}} est devant {{below}} aux points.',
    withdrawn:
      '{{above}} est devant {{below}} : les participants retirés sont classés derrière tous ceux encore en lice (R10.2).',
    tiebreak:
      '{{above}} et {{below}} ont les mêmes points ; {{criterion}} les départage : {{aboveValue}} contre {{belowValue}}.',
    tied: 'Rien ne départage {{above}} et {{below}} : ils partagent le rang.',
    tiebreakAfter:
      '{{above}} et {{below}} ont les mêmes points ({{points}}) ; {{equal}} ; puis le critère « {{criterion}} » les départage : {{aboveValue}} contre {{belowValue}}.',
    tiedAfter:
      'Rien ne départage {{above}} et {{below}} : mêmes points ({{points}}) ; {{equal}} ; ils partagent le rang.',
    equal: '{{criterion}} {{aboveValue}} = {{belowValue}}',
    notApplied: '{{criterion}} {{aboveValue}} et {{belowValue}} ne s’applique pas ({{reason}})',
    unmet: 'les ex æquo ne se sont pas tous rencontrés : {{pairs}} n’ont pas joué',
    pair: '{{a}} et {{b}}',
    withReason: '{{sentence}} {{reason}}',
    deAllMet:
      '{{criterion}} s’applique : les ex æquo ({{list}}) se sont tous rencontrés (FIDE C.07, art. 6).',
    deAhead:
      '{{criterion}} s’applique bien que les ex æquo ({{list}}) ne se soient pas tous rencontrés ({{pairs}} n’ont pas joué) : {{above}} a marqué entre eux plus que {{below}} ne pourrait encore atteindre en gagnant chaque partie non jouée (FIDE C.07, art. 6).',
  },
};
