/** Het uitslagenportaal op papier (RULES.md R16.2-R16.3): het adres op de rondeformulieren. */
export default {
  sheet: 'Meld uw uitslagen op het uitslagenportaal: scan de code of open {{url}}',
  slip: {
    captain: 'Teamleider',
    match: 'Ronde {{round}}: wedstrijd {{match}}',
    captainWhat:
      'Scan de code met je telefoon, of typ het adres hieronder, om de wedstrijd van je team op het uitslagenportaal te melden, een uitslag per bord. Deze link is van de teamleider: houd hem voor jezelf.',
    title: 'Uitnodigingsbriefjes',
    startNo: 'Startnummer {{startNo}}',
    board: 'Ronde {{round}}: bord {{board}}',
    what: 'Scan de code met uw telefoon, of typ het adres hieronder, om de uitslagen van uw partijen te melden op het uitslagenportaal. Deze link is persoonlijk: geef hem aan niemand.',
    code: 'Persoonlijke code: {{code}}',
    codeWhat: 'Geen camera? Open {{portal}}, kies uw naam en typ deze code.',
    captainCodeWhat: 'Geen camera? Open {{portal}}, kies uw team en typ deze code.',
  },
  allInvited:
    'Alle {{count}} spelers hebben al een persoonlijke link: geen briefje afgedrukt. Druk op "Nieuwe links voor iedereen" om hun links te vervangen.',
  allInvitedCaptains:
    'Alle {{count}} teamleiders hebben al een persoonlijke link: geen briefje afgedrukt. Druk op "Nieuwe links voor alle teamleiders" om hun links te vervangen.',
  finished:
    '{{name}} is afgelopen: er kan niets meer worden doorgegeven, dus er wordt geen uitnodiging afgedrukt.',
  screen: {
    captains: {
      print: 'Briefjes afdrukken voor teamleiders zonder link',
      keepNote: 'Teamleiders die al een link hebben, krijgen geen briefje: hun link blijft werken.',
      renew: 'Nieuwe links voor alle teamleiders',
      renewNote: 'Elke teamleider krijgt een nieuw briefje: alle eerder uitgereikte links werken niet meer.',
    },
    title: 'Persoonlijke links',
    print: 'Briefjes afdrukken voor spelers zonder link',
    keepNote: 'Spelers die al een link hebben krijgen geen briefje: hun link blijft werken.',
    renew: 'Nieuwe links voor iedereen',
    renewNote: 'Elke speler krijgt een nieuw briefje: alle eerder uitgereikte links werken niet meer.',
    ready: '{{count}} uitnodigingsbriefjes klaar.',
    download: 'Briefjes downloaden',
    state: { none: 'geen link', invited: 'heeft een link', revoked: 'link ingetrokken' },
    confirm: 'De persoonlijke link van {{name}} werkt meteen niet meer.',
  },
};
