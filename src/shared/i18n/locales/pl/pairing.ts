export default {
  trfBadRecord: 'Wiersz {{line}}, kolumna {{column}}: ten wiersz nie jest zgodny z formatem TRF.',
  trfShortLine:
    'Wiersz {{line}}: wiersz zawodnika musi mieć co najmniej 84 znaki (kończy się w kolumnie {{column}}).',
  trfBadNumber: 'Wiersz {{line}}, kolumna {{column}}: „{{text}}” nie jest tu poprawną liczbą.',
  trfPointsOffSystem:
    'Wiersz {{line}}, kolumna {{column}}: sumy {{points}} nie da się uzyskać w punktacji tego pliku (wygrana {{win}}, remis {{draw}}, porażka {{loss}}, pauza {{bye}}): sumy rosną co {{step}}. Sprawdź sumę albo punktację (BBW, BBD, BBL, BBU lub 162).',
  trfBadOpponent: 'Wiersz {{line}}, kolumna {{column}}: „{{text}}” nie jest poprawnym przeciwnikiem.',
  trfBadColour: 'Wiersz {{line}}, kolumna {{column}}: nieznany kolor; użyj w, b lub -.',
  trfBadResult: 'Wiersz {{line}}, kolumna {{column}}: wynik „{{text}}” nie pasuje do tej rundy.',
  trfBadPointSystem: 'Wiersz {{line}}, kolumna {{column}}: nie można odczytać punktacji.',
  trfDuplicatePlayer: 'Wiersz {{line}}: numer startowy {{number}} występuje dwa razy.',
  trfOpponentMismatch:
    'Wiersz {{line}}, kolumna {{column}}: w rundzie {{round}} zawodnik {{number}} gra z {{opponent}}, ale wiersz przeciwnika nie wskazuje {{number}} z przeciwnym kolorem.',
  trfPointsMismatch:
    'Wiersz {{line}}, kolumna {{column}}: zawodnik {{number}} ma {{found}} pkt, a suma wyników daje {{expected}}.',
  trfNoRounds: 'Plik nie podaje liczby rund turnieju (wiersz XXR lub 142).',
  trfTournamentOver: 'Wszystkie {{rounds}} rundy są już skojarzone: nie ma następnej rundy.',
  noValidPairing:
    'Żadne kojarzenie rundy {{round}} nie spełnia reguł bezwzględnych: dwaj uczestnicy spotkaliby się ponownie albo pauza trafiłaby do kogoś, kto już ją miał. Sprawdź nieobecności lub skojarz tę rundę ręcznie.',
  fileUnreadable: 'Nie można odczytać pliku „{{file}}”.',
  usagePair:
    'Użycie: diagonal pair PLIK.trf [-o WYJŚCIE] [--checklist PLIK] | diagonal pair PLIK.trf --teams [--match-points W,R,P]',
  usageCheck: 'Użycie: diagonal check PLIK.trf',
  usageGenerate:
    'Użycie: diagonal generate --entrants N --rounds R --seed S [--forbidden K] [--accelerated] [--draws P] [--forfeits P] [--absences P] -o PLIK.trf',
  generateStopped:
    'Żadne kojarzenie rundy {{round}} nie spełnia reguł bezwzględnych (zakazane pary, powtórne spotkania): turniej zapisano z pierwszymi rundami ({{rounds}}).',
  generateWritten: '{{file}}: uczestnicy: {{entrants}}, rundy: {{rounds}}.',
  checkRoundDiffers: 'Runda {{round}}: zapisane kojarzenie różni się od systemu holenderskiego.',
  checkAllIdentical: 'Wszystkie rundy ({{rounds}}) są skojarzone tak jak w systemie holenderskim.',
  checkSummary: 'Różni się {{differing}} z {{rounds}} rund.',
  checkHeader: 'zapisane | system holenderski',
  usageExplain:
    'Użycie: diagonal explain PLIK.trf [--round N] [--json] [--why-not A B] (A i B: numery startowe)',
  explainUnknownEntrant: 'W rundzie {{round}} nie ma uczestnika z numerem startowym {{number}}.',
  explainRound: 'Runda {{round}}: dlaczego takie kojarzenie',
  explainBoard: 'Stolik {{board}}: {{white}} – {{black}}',
  explainSide: '  {{name}}, grupa punktowa {{group}}: {{float}}; {{colour}}.',
  explainFloatNone: 'gra we własnej grupie punktowej',
  explainFloatDown: 'przesunięty w dół do grupy punktowej {{to}} ({{chain}})',
  explainLeftOver: 'pozostał bez pary w grupie kojarzeniowej {{from}}: {{reason}}',
  explainFloatUp:
    'przesunięty w górę, by zagrać z {{opponent}}, przesuniętym w dół z grupy punktowej {{from}}',
  explainReasonOdd: 'grupa kojarzeniowa ma nieparzystą liczbę uczestników',
  explainReasonIncompatible: 'brak dozwolonego przeciwnika w grupie kojarzeniowej (C1, C3)',
  explainReasonBest: 'najlepsze kojarzenie grupy według kryteriów (C4, C6–C21)',
  explainWhite: 'białe',
  explainBlack: 'czarne',
  explainStrength_absolute: 'bezwzględna',
  explainStrength_strong: 'silna',
  explainStrength_mild: 'słaba',
  explainStrength_none: 'brak',
  explainGranted: 'własna preferencja spełniona',
  explainNotGranted: 'własna preferencja niespełniona',
  explainColourE1: '{{colour}}, preferencja koloru spełniona: {{strength}} (E.1)',
  explainColourE1None: '{{colour}}, bez preferencji koloru: spełniona preferencja przeciwnika (E.1)',
  explainColourE2Won: '{{colour}}, spełniona silniejsza preferencja ({{strength}}) (E.2)',
  explainColourE2Lost:
    '{{colour}}: spełniona silniejsza preferencja przeciwnika, własna ({{strength}}) nie (E.2)',
  explainColourE3:
    '{{colour}}, zmiana kolorów od ostatniej rundy, w której obaj mieli różne kolory (E.3); {{granted}}',
  explainColourE4:
    '{{colour}}, reguła rankingu: spełniona preferencja wyżej sklasyfikowanego (E.4); {{granted}}',
  explainColourE5:
    '{{colour}}, żaden nie ma preferencji: decydują numer kojarzeniowy wyżej sklasyfikowanego i kolor wylosowany przed rundą 1 (E.5)',
  explainByeLowest:
    'Pauza: {{name}}, grupa punktowa {{group}}, najniżej sklasyfikowany uczestnik, który może ją otrzymać (C2, C5).',
  explainByeBest:
    'Pauza: {{name}}, grupa punktowa {{group}}: niżej sklasyfikowani mogą ją otrzymać, ale najlepsze kojarzenie według kryteriów (C4, C5–C21) zostawia {{name}} bez pary.',
  explainByePaired: '  {{name}} może ją otrzymać i ma parę.',
  explainByeBar_pab: '  {{name}} nie może jej otrzymać: pauza w rundzie {{round}} (C2).',
  explainByeBar_forfeitWin: '  {{name}} nie może jej otrzymać: wygrana walkowerem w rundzie {{round}} (C2).',
  explainByeBar_fullBye:
    '  {{name}} nie może jej otrzymać: punkty za wygraną bez gry w rundzie {{round}} (C2).',
  explainCriteriaMet: 'Każde kryterium jakości (C5–C21) jest w pełni spełnione.',
  explainCriteria: 'Kryteria jakości niespełnione w pełni:',
  explainCriterion: '  {{criterion}} ({{name}}): {{figure}}',
  explainFigureNone: 'brak',
  explainFigureCount: '{{n}}: {{names}}',
  whyNotWeighed: '{{figure}}; {{field}}',
  whyNotField_C6: 'pary w grupie kojarzeniowej: {{n}}',
  whyNotField_C7: 'wyniki skojarzone w grupie kojarzeniowej: {{list}}',
  whyNotField_C8: 'pary utworzone w następnej grupie punktowej: {{n}}',
  whyNotField_C8Scores: 'pary utworzone w następnej grupie punktowej: {{n}}, wyniki skojarzone tam {{list}}',
  whyNotField_C9:
    'miejsca skojarzonych zawodników z wynikiem otrzymującego pauzę (kto rozegrał najmniej partii, ten najwyżej), razem: {{n}}',
  whyNotField_met: 'pary w grupie kojarzeniowej, które go spełniają: {{n}}',
  whyNotField_C14: 'skojarzeni z własnej grupy, przesunięci w dół w poprzedniej rundzie: {{n}}',
  whyNotField_C15:
    'pary w grupie kojarzeniowej bez przeciwnika przesuniętego w dół, przesuniętego w górę w poprzedniej rundzie: {{n}}',
  whyNotField_C16: 'skojarzeni z własnej grupy, przesunięci w dół dwie rundy wcześniej: {{n}}',
  whyNotField_C17:
    'pary w grupie kojarzeniowej bez przeciwnika przesuniętego w dół, przesuniętego w górę dwie rundy wcześniej: {{n}}',
  whyNotField_C18:
    'wyniki skojarzonych w grupie kojarzeniowej, przesuniętych w dół w poprzedniej rundzie: {{list}}',
  whyNotField_C19:
    'wyniki par w grupie kojarzeniowej bez przeciwnika przesuniętego w dół, przesuniętego w górę w poprzedniej rundzie: {{list}}',
  whyNotField_C20:
    'wyniki skojarzonych w grupie kojarzeniowej, przesuniętych w dół dwie rundy wcześniej: {{list}}',
  whyNotField_C21:
    'wyniki par w grupie kojarzeniowej bez przeciwnika przesuniętego w dół, przesuniętego w górę dwie rundy wcześniej: {{list}}',
  explainFigureScores: 'wyniki {{list}}: {{names}}',
  explainFigureDifferences: 'różnice wyników {{list}}: {{names}}',
  explainFigureUnplayed_one: '{{count}} nierozegrana partia: {{names}}',
  explainFigureUnplayed_few: '{{count}} nierozegrane partie: {{names}}',
  explainFigureUnplayed_many: '{{count}} nierozegranych partii: {{names}}',
  explainFigureUnplayed_other: '{{count}} nierozegranej partii: {{names}}',
  explainFigureC5: 'pauza dla wyniku {{bye}}, najniższy wynik to {{lowest}}: {{names}}',
  criterion_C5: 'minimalizuj wynik otrzymującego pauzę przydzieloną przez kojarzenie',
  criterion_C6: 'minimalizuj liczbę przesuniętych w dół (maksymalizuj liczbę par)',
  criterion_C7: 'minimalizuj wyniki przesuniętych w dół, od najwyższego',
  criterion_C8:
    'wybierz przesuniętych w dół tak, by następna grupa miała ich jak najmniej i z najniższymi wynikami (tam C6, C7)',
  criterion_C9: 'minimalizuj liczbę nierozegranych partii otrzymującego pauzę przydzieloną przez kojarzenie',
  criterion_C10:
    'minimalizuj liczbę liderów lub ich przeciwników z różnicą kolorów większą niż +2 lub mniejszą niż -2',
  criterion_C11: 'minimalizuj liczbę liderów lub ich przeciwników z tym samym kolorem trzy razy z rzędu',
  criterion_C12: 'minimalizuj liczbę zawodników, którzy nie otrzymują preferowanego koloru',
  criterion_C13: 'minimalizuj liczbę zawodników, którzy nie otrzymują koloru silnej preferencji',
  criterion_C14:
    'minimalizuj liczbę przesuniętych w dół z własnej grupy, przesuniętych w dół w poprzedniej rundzie',
  criterion_C15:
    'minimalizuj liczbę przeciwników przesuniętych w dół, przesuniętych w górę w poprzedniej rundzie',
  criterion_C16:
    'minimalizuj liczbę przesuniętych w dół z własnej grupy, przesuniętych w dół dwie rundy wcześniej',
  criterion_C17:
    'minimalizuj liczbę przeciwników przesuniętych w dół, przesuniętych w górę dwie rundy wcześniej',
  criterion_C18:
    'minimalizuj różnice wyników przesuniętych w dół z własnej grupy, przesuniętych w dół w poprzedniej rundzie',
  criterion_C19:
    'minimalizuj różnice wyników przeciwników przesuniętych w dół, przesuniętych w górę w poprzedniej rundzie',
  criterion_C20:
    'minimalizuj różnice wyników przesuniętych w dół z własnej grupy, przesuniętych w dół dwie rundy wcześniej',
  criterion_C21:
    'minimalizuj różnice wyników przeciwników przesuniętych w dół, przesuniętych w górę dwie rundy wcześniej',
  whyNotPaired: '{{a}} i {{b}} grają ze sobą w tej rundzie.',
  whyNotC1: '{{a}} i {{b}} nie mogą się spotkać (C1): już grali ze sobą albo sędzia ich rozdziela.',
  whyNotC3:
    '{{a}} i {{b}} nie mogą się spotkać (C3): obaj mają tę samą bezwzględną preferencję koloru i żaden nie jest liderem.',
  whyNotImpossible: 'Przy parze {{a}} – {{b}} reszty rundy nie da się skojarzyć (C4).',
  whyNotWorseRound:
    'Przy parze {{a}} – {{b}} runda jest gorsza według {{criterion}} ({{name}}): {{made}} w dokonanym kojarzeniu; {{forced}} z nimi razem.',
  whyNotWorse:
    'Przy parze {{a}} – {{b}} grupa kojarzeniowa grupy punktowej {{group}} jest gorsza według {{criterion}} ({{name}}): {{made}} w dokonanym kojarzeniu; {{forced}} z nimi razem.',
  whyNotBetter:
    'Przy parze {{a}} – {{b}} grupa kojarzeniowa grupy punktowej {{group}} różni się najpierw według {{criterion}} ({{name}}): {{made}} w dokonanym kojarzeniu; {{forced}} z nimi razem. Dokonane kojarzenie rozstrzygnięto wcześniej: kompletność (C4) lub następna grupa (C8).',
  whyNotEqual:
    'Para {{a}} – {{b}} jest dozwolona i dokładnie tak samo dobra według każdego kryterium C5–C21. O dokonanym kojarzeniu zdecydowała kolejność procedury po C21 (D: najpierw przeciwnicy przesuniętych w dół, potem transpozycje S2 przed wymianami między S1 i S2): w grupie punktowej {{group}} {{entrant}} gra z {{made}} w pierwszym kojarzeniu tej kolejności, a nie z {{forced}}.',
};
