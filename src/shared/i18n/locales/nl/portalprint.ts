/** Het uitslagenportaal op papier (RULES.md R16.2-R16.3): het adres op de rondeformulieren. */
export default {
  sheet: 'Meld uw uitslagen op het uitslagenportaal: scan de code of open {{url}}',
};
