/** Prowadzenie turnieju: start, rundy, wyniki, korekty, klasyfikacja, dziennik działań (issue 5). */
export default {
  alreadyStarted: 'Turniej „{{name}}” już się rozpoczął: decyzji startowej i losowań nie można powtórzyć.',
  samePersonTwice:
    '{{first}} i {{second}} mają ten sam identyfikator z listy rankingowej {{ratingId}}: jednej osoby nie można skojarzyć dwa razy. Usuń jednego z nich albo popraw ID, a potem rozpocznij ponownie.',
  cancelled:
    'Turniej „{{name}}” odwołał się przy starcie (za mało obecnych uczestników, R2.1); nie można niczego kojarzyć.',
  withdrawBeforeStart:
    'Turniej „{{name}}” się nie rozpoczął: nic nie zostało rozegrane, więc {{entrant}} nie wycofuje się, tylko zostaje usunięty na ekranie Uczestnicy (entrant.remove, R1.3).',
  cancelledByOrganiser:
    'Turniej „{{name}}” został odwołany przez organizatora przed startem; nie można niczego kojarzyć.',
  notStarted: 'Turniej „{{name}}” jeszcze się nie rozpoczął: najpierw go rozpocznij (R2).',
  explainNotSwiss:
    'Runda {{round}} należy do systemu kołowego: jej kojarzenie pochodzi z tabeli Bergera, nie z systemu holenderskiego, i nie ma czego wyjaśniać.',
  whyNotSame: 'Wybierz dwóch różnych uczestników.',
  whyNotAbsent:
    '{{name}} nie ma pary w rundzie {{round}} (nieobecny lub wycofany): wybierz uczestnika tej rundy.',
  roundNotPaired: 'Runda {{round}} nie jest jeszcze skojarzona.',
  entrantNotInTournament: 'Uczestnik {{id}} nie gra w tym turnieju (nieobecny przy starcie lub nieznany).',
  unfinishedRound_one:
    'W rundzie {{round}} jest jeszcze {{count}} partia bez wyniku: wpisz ją (lub orzeknij remis, R15) przed kojarzeniem następnej rundy.',
  unfinishedRound_few:
    'W rundzie {{round}} są jeszcze {{count}} partie bez wyniku: wpisz je (lub orzeknij remis, R15) przed kojarzeniem następnej rundy.',
  unfinishedRound_many:
    'W rundzie {{round}} jest jeszcze {{count}} partii bez wyniku: wpisz je (lub orzeknij remis, R15) przed kojarzeniem następnej rundy.',
  unfinishedRound_other:
    'W rundzie {{round}} jest jeszcze {{count}} partii bez wyniku: wpisz je (lub orzeknij remis, R15) przed kojarzeniem następnej rundy.',
  tournamentFinished:
    'Turniej jest zakończony: wszystkie rundy ({{rounds}}) są rozegrane i każda partia ma wynik. Wynik można jeszcze poprawić.',
  allRoundsPaired: 'Wszystkie rundy ({{rounds}}) są skojarzone: nie ma następnej rundy.',
  noPairingForbidden:
    'Nawet z powtórnymi spotkaniami żadne kojarzenie rundy {{round}} nie rozdziela zakazanych par. Usuń zakazaną parę dla tej rundy (ekran „Uczestnicy”, „Zakazane pary”) albo skojarz tę rundę ręcznie.',
  noValidPairing:
    'Żadne kojarzenie rundy {{round}} nie spełnia reguł bezwzględnych (R6.2): dwóch uczestników spotkałoby się drugi raz albo pauza trafiłaby do kogoś, kto już ją miał. Sprawdź nieobecności albo zatwierdź kojarzenie z najmniejszą liczbą powtórnych spotkań.',
  noSuchBoard: 'W tej rundzie nie ma stolika {{board}} (stoliki od 1 do {{boards}}).',
  boardIsBye: 'Stolik {{board}} w rundzie {{round}} to pauza: nie ma partii do zapisania.',
  noSuchLeg:
    'Stolik {{board}} w rundzie {{round}} nie ma partii {{leg}}: w tym turnieju gra się jedną partię przy stoliku.',
  useCorrection: 'Runda {{round}} nie jest bieżącą rundą ({{latest}}): zmień jej wynik jako korektę (R6.7).',
  ruleBeforeEnd:
    'Automatyczne zamknięcie jest włączone i jego czas jeszcze nie nadszedł: trwające partie można uznać za remisy dopiero od {{end}}, dziesięć minut po zapowiedzianym końcu (R15.1). Do tego czasu wpisuj rozegrane wyniki.',
  nothingToRule: 'Wszystkie partie rundy {{round}} mają już wynik: nie ma czego orzekać jako remis (R15).',
  pairAfterEnd:
    'Zapowiedziany koniec był o {{end}}: przy automatycznym zamknięciu po nim nic nowego nie jest kojarzone (R15.1), więc rundy {{round}} nie można skojarzyć. Jeśli turniej trwa dalej, najpierw przesuń koniec albo wyłącz automatyczne zamknięcie.',
  closedByDuration:
    '„{{name}}” został zamknięty automatycznie o {{at}}, dziesięć minut po zapowiedzianym końcu (R15.1): nic więcej nie jest kojarzone. Wyniki można jeszcze poprawiać; „Otwórz ponownie…” cofa zamknięcie.',
  extendAfterClose:
    '„{{name}}” został zamknięty automatycznie o {{at}}: koniec można przesunąć tylko przed zamknięciem (R15.1). Najpierw otwórz turniej ponownie.',
  extendTooLong:
    'Turniej kończy się najpóźniej {{max}} minut po starcie; z tym przedłużeniem skończyłby się {{total}} minut po nim. Dodaj mniej minut.',
  extendWithoutEnd:
    '„{{name}}” nie ma automatycznego zamknięcia, więc nie ma końca do przesunięcia. Najpierw ustal zapowiedziany koniec, jeśli turniej ma się zamknąć sam (R15.1).',
  closeOfArena:
    '„{{name}}” to arena: zawsze zamyka się po upływie swojego czasu trwania (R14.1, R15.1); przedłuż arenę.',
  reopenFirst:
    '„{{name}}” został zamknięty automatycznie o {{at}}: otwórz go ponownie, aby znów ustawić zamknięcie (R15.1).',
  closeAfterEnd: '„{{name}}” jest zakończony: nie ma już czego zamykać (R15.1).',
  notClosedByClock: '„{{name}}” nie został zamknięty automatycznie: nie ma czego otwierać ponownie (R15.1).',
  notClosedDraw:
    'Partia {{id}} nie należy do partii orzeczonych jako remis przy zamknięciu: tylko te można usunąć przy ponownym otwarciu. Wczytaj listę ponownie i wybierz jeszcze raz.',
  confirmRepair:
    'Ta korekta zmienia kojarzenie rundy {{round}}, która nie ma jeszcze wyników (R6.7). Porównaj stare i nowe kojarzenie, a następnie potwierdź.',
  notInRound:
    'Uczestnik {{id}} nie jest skojarzony w tej rundzie (nieobecny lub wycofany): przenosić można tylko skojarzonych uczestników.',
  pairSelf: 'Uczestnika nie można skojarzyć z nim samym.',
  editLatestOnly: 'Zmieniać można tylko bieżącą rundę ({{latest}}), nie rundę {{round}}.',
  editBoardHasResult: 'Stolik {{board}} w rundzie {{round}} ma już wynik: usuń go przed zmianą kojarzenia.',
  confirmEdit: 'Ta zmiana wymaga potwierdzenia (R6.6): {{issues}}',
  warning: {
    rematch: 'stolik {{board}}: {{white}} i {{black}} grali już ze sobą w rundzie {{round}} (R6.2).',
    forbidden:
      'stolik {{board}}: {{white}} i {{black}} to zakazana para w tej rundzie; nie mogą się spotkać („Zakazane pary”).',
    thirdWhite: 'stolik {{board}}: {{name}} miałby białe trzeci raz z rzędu.',
    thirdBlack: 'stolik {{board}}: {{name}} miałby czarne trzeci raz z rzędu.',
    colourDifference:
      'stolik {{board}}: {{name}} miałby {{whites}} razy białe i {{blacks}} razy czarne, różnicę większą niż 2.',
    byeAgain: '{{name}} miał już pauzę lub wygraną walkowerem i dostałby pauzę ponownie (R4.3).',
  },
  absenceRoundPaired:
    'Runda {{round}} jest już skojarzona: zapisz nieobecność {{name}} jako walkower przy jego stoliku (R10.1).',
  absenceUnmarkPaired:
    'Runda {{round}} jest już skojarzona: nie można już oznaczyć w niej obecności (uczestnik: {{name}}, R10.1). Od następnej rundy uczestnik {{name}} jest kojarzony normalnie.',
  absenceNoSuchRound: 'Turniej ma {{rounds}} rund: nie ma rundy {{round}}.',
  alreadyWithdrawn: '{{name}} już się wycofał (R10.2).',
  undoNothing: 'Nie ma nic do cofnięcia.',
  undoChanged:
    'Ostatniego działania nie można cofnąć: to, co zmieniło, zostało od tego czasu zmienione ponownie.',
  themedOpeningMissing:
    'Turniej warcabów {{variant}} nie może losować z oficjalnej tabeli otwarć: mają ją tylko warcaby włoskie i angielskie; wybierz w ustawieniach losowe posunięcia lub grę dowolną (R11.1).',
  openingsTooFew:
    'System szwajcarski na {{rounds}} rund wymaga {{rounds}} różnych otwarć (R11.2: żadne nie jest grane dwa razy), a ustawienie otwarć daje tylko {{count}}. Przed startem wybierz w ustawieniach więcej losowych posunięć lub wyższy pułap albo mniej rund.',
  openingsExhausted:
    'Nie zostało żadne otwarcie do wylosowania: wszystkie dozwolone otwarcia ({{count}}) zostały już rozegrane, a system szwajcarski nigdy ich nie powtarza (R11.2). Wybierz w ustawieniach wyższy pułap lub więcej losowych posunięć.',
  redrawNotLatest:
    'Ponownie wylosować można tylko otwarcie ostatniej rundy: po rundzie {{round}} jest już runda {{latest}}.',
  redrawNotDrawn:
    'W tym trybie otwarć ({{mode}}) nic się nie losuje: otwarcie pozostaje takie, jak w ustawieniach.',
  redrawHasResults_one:
    'Runda {{round}} ma już {{count}} wynik: jej otwarcie zostało rozegrane i nie można go wylosować ponownie (R11.2).',
  redrawHasResults_few:
    'Runda {{round}} ma już {{count}} wyniki: jej otwarcie zostało rozegrane i nie można go wylosować ponownie (R11.2).',
  redrawHasResults_many:
    'Runda {{round}} ma już {{count}} wyników: jej otwarcie zostało rozegrane i nie można go wylosować ponownie (R11.2).',
  redrawHasResults_other:
    'Runda {{round}} ma już {{count}} wyników: jej otwarcie zostało rozegrane i nie można go wylosować ponownie (R11.2).',
  unpairNotLatest:
    'Cofnąć kojarzenie można tylko w ostatniej rundzie: po rundzie {{round}} jest już runda {{latest}}.',
  unpairHasResults_one:
    'Runda {{round}} ma już {{count}} wynik: najpierw go usuń (cofnięcie lub korekta), potem cofnij kojarzenie rundy.',
  unpairHasResults_few:
    'Runda {{round}} ma już {{count}} wyniki: najpierw je usuń (cofnięcie lub korekta), potem cofnij kojarzenie rundy.',
  unpairHasResults_many:
    'Runda {{round}} ma już {{count}} wyników: najpierw je usuń (cofnięcie lub korekta), potem cofnij kojarzenie rundy.',
  unpairHasResults_other:
    'Runda {{round}} ma już {{count}} wyników: najpierw je usuń (cofnięcie lub korekta), potem cofnij kojarzenie rundy.',
  unpairWithdrawn:
    '{{name}} wycofał(a) się w rundzie {{round}}: najpierw cofnij wycofanie, potem cofnij kojarzenie rundy.',
  undoNotSupported:
    'Ostatniego działania ($t(activity:action.{{action}})) nie można tu cofnąć; zmień je ponownie ręcznie.',
  undoNextHasResults:
    'Runda {{round}} ma już wyniki: korekty, która ją ponownie skojarzyła, nie można cofnąć.',
  undoNextPaired: 'Runda {{round}} jest już skojarzona: ostatniego działania nie można już cofnąć.',
  decidedBy: {
    points: '{{above}} jest wyżej niż {{below}} dzięki punktom.',
    withdrawn:
      '{{above}} jest wyżej niż {{below}}: wycofani uczestnicy są klasyfikowani za wszystkimi, którzy nadal grają (R10.2).',
    tiebreak:
      '{{above}} i {{below}} mają tyle samo punktów; rozstrzyga {{criterion}}: {{aboveValue}} wobec {{belowValue}}.',
    tied: 'Nic nie rozdziela {{above}} i {{below}}: dzielą miejsce.',
    tiebreakAfter:
      '{{above}} i {{below}} mają tyle samo punktów ({{points}}); {{equal}}; następnie rozstrzyga „{{criterion}}”: {{aboveValue}} wobec {{belowValue}}.',
    tiedAfter:
      'Nic nie rozdziela {{above}} i {{below}}: tyle samo punktów ({{points}}); {{equal}}; dzielą miejsce.',
    equal: '{{criterion}} {{aboveValue}} = {{belowValue}}',
    notApplied: '{{criterion}} {{aboveValue}} i {{belowValue}} nie ma zastosowania ({{reason}})',
    unmet: 'nie wszyscy remisujący grali ze sobą: {{pairs}} nie grali',
    pair: '{{a}} i {{b}}',
    withReason: '{{sentence}} {{reason}}',
    deAllMet:
      '{{criterion}} ma zastosowanie: wszyscy remisujący ({{list}}) grali ze sobą (FIDE C.07 art. 6).',
    deAhead:
      '{{criterion}} ma zastosowanie, choć nie wszyscy remisujący ({{list}}) grali ze sobą ({{pairs}} nie grali): {{above}} ma między nimi więcej punktów, niż {{below}} może jeszcze zdobyć, wygrywając każdą nierozegraną partię (FIDE C.07 art. 6).',
  },
};
