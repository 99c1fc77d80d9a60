/** Het uitslagenportaal op papier (RULES.md R16.2-R16.3): het adres op de rondeformulieren. */
export default {
  sheet: 'Meld uw uitslagen op het uitslagenportaal: scan de code of open {{url}}',
  slip: {
    title: 'Uitnodigingsbriefjes',
    startNo: 'Startnummer {{startNo}}',
    board: 'Ronde {{round}}: bord {{board}}',
    what: 'Scan de code met uw telefoon, of typ het adres hieronder, om de uitslagen van uw partijen te melden op het uitslagenportaal. Deze link is persoonlijk: geef hem aan niemand.',
  },
  allInvited:
    'Alle {{count}} spelers hebben al een persoonlijke link: geen briefje afgedrukt. Druk op "Nieuwe links voor iedereen" om hun links te vervangen.',
};
