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
};
