/** Portal wyników na papierze (RULES.md R16.2-R16.3): jego adres na arkuszach rundy. */
export default {
  sheet: 'Zgłoś swoje wyniki w portalu wyników: zeskanuj kod albo otwórz {{url}}',
};
