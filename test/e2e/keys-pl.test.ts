import { keySuite } from './keys-lang';

/** Issue 33 (3), Polish: P potwierdź, B białe, C czarne, X odrzuć; "s" remis sędziowski. */
keySuite({
  lang: 'pl',
  language: 'Polski',
  results: 'Wyniki',
  board: 'Stolik',
  legend:
    'Klawisze: P potwierdź, B przyjmij zgłoszenie białych, C zgłoszenie czarnych, X odrzuć; klawisz wyniku narzuca wynik.',
  disputed: 'sporny',
  white: 'b',
  black: 'c',
  tookWhite: (n) => `Stolik ${n}: przyjęto zgłoszenie białych.`,
  tookBlack: (n) => `Stolik ${n}: przyjęto zgłoszenie czarnych.`,
  keysTable: 'Klawisze wyników',
  ruledKey: 's',
  ruledText: 'Remis sędziowski (R15)',
});
