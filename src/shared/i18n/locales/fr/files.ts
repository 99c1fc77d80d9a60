/** Fichiers en entrée et en sortie : TRF, rapport de classement FMJD, exports DraughtArbiter. */
export default {
  trfImported: 'Importé de {{file}} : système suisse, {{rounds}} rondes, {{paired}} déjà appariées.',
  trfAccelerationNotBaku:
    'Les rondes accélérées du fichier (lignes 250 ou XXA) ne suivent pas la méthode de Bakou, la seule avec laquelle Diagonal apparie (FIDE C.04.5.1 : numéros d’appariement 1 à {{last}}, les points virtuels d’un gain, puis d’une nulle, pendant les {{rounds}} premières rondes). Supprimez ces lignes pour importer le tournoi sans accélération, ou corrigez-les.',
  trfForbiddenUnknown:
    'Aucun participant du fichier n’a le numéro de départ {{number}} : cette paire interdite n’a pas été importée. Corrigez le numéro dans le fichier et importez-le de nouveau, ou ajoutez la paire dans l’écran « Participants ».',
  trfTooManyEntrants: 'Le fichier compte {{count}} participants ; un tournoi en accueille au plus {{max}}.',
  trfTwoLegs:
    '« {{name}} » se joue en deux parties par ronde et le TRF n’a qu’une partie par ronde : impossible de l’écrire en TRF. Le rapport FMJD porte chaque partie, une colonne chacune.',
  limit: {
    trfTwoGames:
      'Deux parties par ronde ne s’écrivent pas en TRF (une partie par ronde) : ce tournoi n’aura pas d’export TRF. Le rapport FMJD, le PDN et le site web portent chaque partie.',
  },
  csvNoHeader:
    'Aucune ligne d’en-tête : un fichier {{layout}} a une ligne commençant par « Place » (DraughtArbiter) ou « Pl » (rapport FMJD) au-dessus des participants.',
  csvMissingColumn:
    'Ligne {{line}} : l’en-tête n’a pas de colonne « {{column}} ». Exportez à nouveau le fichier avec toutes les colonnes.',
  csvBadCell:
    'Ligne {{line}}, ronde {{round}} : « {{text}} » n’est pas un résultat de ronde (par exemple 68b2, 67w-, 2/23w).',
  csvBadRating:
    'Ligne {{line}} : « {{text}} » n’est pas un classement (par exemple A 2339, ou vide si le joueur n’est pas classé).',
  csvBadNumber: 'Ligne {{line}}, colonne {{column}} : « {{text}} » n’est pas un nombre valide.',
  csvNoName: 'Ligne {{line}} : le participant n’a pas de nom.',
  csvNoRows: 'Ligne {{line}} : aucun participant ne suit l’en-tête.',
  csvDuplicateNumber: 'Ligne {{line}} : le numéro {{number}} est utilisé deux fois.',
  csvOpponentMismatch:
    'Ligne {{line}}, ronde {{round}} : l’adversaire {{opponent}} ne nomme pas ce participant en retour avec l’autre couleur et l’autre part des points.',
  csvGamesMismatch:
    'Ligne {{line}}, ronde {{round}} : les deux parties de la ronde nomment des adversaires différents, ou deux fois la même couleur ; la partie 2 se joue contre le même adversaire, couleurs inversées (R5.1).',
  csvGameColumns:
    'Ligne {{line}} : la première ligne annonce {{games}} parties par ronde, mais l’en-tête a {{columns}} colonnes de parties ; une ronde a deux parties (R5.1), les colonnes vont donc par paires.',
  csvTotalMismatch: 'Ligne {{line}} : le total indique {{stated}} mais les rondes font {{computed}}.',
  fmjdNotRated:
    '« {{name}} » est un tournoi non homologué : seul un tournoi homologué a un rapport de classement FMJD (R12).',
  fmjdFlagged: 'Pas d’identifiant FMJD pour {{startNo}}. {{name}} : complétez-le avant d’envoyer le rapport.',
  cliCannotRead: 'Impossible de lire le fichier « {{file}} ».',
  cliCannotWrite: 'Impossible d’écrire le fichier « {{file}} ».',
  cliImported: '{{name}} : tournoi {{id}}, {{count}} participants.',
  pdnRoundOutOfRange: 'La ronde {{round}} n’est pas appariée : choisissez une ronde de 1 à {{last}}.',
  contentMissing: 'Rien à lire : l’import prend le fichier une seule fois, en texte ou en octets.',
  notUtf8:
    'La ligne {{line}} n’est pas en UTF-8 : le fichier a été enregistré dans un autre encodage. Choisissez Windows-1250 (Europe centrale) ou Windows-1252 (Europe occidentale) sous « Encodage ».',
  cliBadEncoding: '« {{encoding}} » n’est pas un encodage que cet import lit ; choisissez parmi {{list}}.',
  screen: {
    export: 'Fichiers pour d’autres programmes :',
    exportTrf: 'Exporter en TRF',
    exportFmjd: 'Exporter le rapport FMJD',
    exportPdn: 'Exporter le PDN de la ronde',
    pdnRound: 'Ronde du fichier PDN',
    roundN: 'Ronde {{round}}',
    flaggedTitle: '{{count}} participants n’ont pas d’identifiant FMJD',
    importProblems: '« {{name}} » importé ; valeurs du fichier importées vides ({{count}}) :',
    importKind: 'Importer un tournoi depuis',
    import: 'Choisir le fichier…',
    kind: {
      trf: 'Fichier TRF-16',
      draughtarbiter: 'Résultats DraughtArbiter (CSV)',
      'fmjd-report': 'Rapport FMJD (CSV)',
    },
  },
};
