/** Portal wyników (RULES.md R16.2-R16.3): odmowy, panel sędziego, strona zawodników. */
export default {
  noBoard: 'Nie masz w tej rundzie stolika, którego wynik możesz zgłosić.',
  roundClosed: 'Runda {{round}} jest zamknięta: nie przyjmuje już zgłoszeń. Zwróć się do sędziego.',
  arbiterEntered:
    'Sędzia wpisał wynik stolika {{board}}: zgłoszenie nie może go zmienić. Zwróć się do sędziego.',
  alreadyReported:
    'Wynik stolika {{board}} został już przez ciebie zgłoszony. Aby go zmienić, zwróć się do sędziego.',
  samePhone:
    'Z tego telefonu zgłoszono już wynik stolika {{board}} za {{other}}. Każdy zawodnik zgłasza ze swojego telefonu; w przeciwnym razie wynik wpisuje sędzia.',
  nothingToContest:
    'Na stoliku {{board}} nie ma czego kwestionować: przeciwnik jeszcze nic nie zgłosił. Zgłoś wynik.',
  windowPassed:
    'Wynik stolika {{board}} przyjęto o {{time}}, dziesięć minut po zgłoszeniu. Poproś sędziego o poprawkę.',
  gamesCount: 'Podaj wynik każdej z {{games}} partii stolika.',
  overrideNeedsResult: 'Wpisz wynik klawiszem wyniku.',
  nothingToDecide: 'Stolik {{board}} nie ma zgłoszenia do rozstrzygnięcia.',
  noSuchReport: 'Stolik {{board}} nie ma wyniku zgłoszonego przez tę stronę.',
  pickASide: 'Stolik {{board}} jest sporny: przyjmij zgłoszenie białych (B), czarnych (C) albo wpisz wynik.',
  noSuchEntrant: 'Ten uczestnik nie gra w turnieju.',
  nothingToRevoke: '{{name}} nie ma osobistego linku do unieważnienia.',
  notListening: 'Portal wyników nie działa. Wybierz sieć i najpierw naciśnij „Uruchom portal”.',
  noListenerHere: 'To okno nie może udostępnić portalu wyników.',
  off: 'Portal wyników jest wyłączony dla tego turnieju. Najpierw zaznacz „Portal wyników włączony”.',
  badAddress: 'Ten komputer nie ma sieci {{address}}. Wybierz jedną z listy.',
  portBusy: 'Port {{port}} jest zajęty na {{address}}. Zostaw port pusty, aby wziąć wolny.',
  unknownMethod: 'Ta strona nie oferuje takiej czynności.',
  wrongPassword: 'Błędne hasło albo tego nazwiska nie ma w turnieju.',
  wrongCode:
    'Błędny kod osobisty albo tego nazwiska nie ma w turnieju. Kod jest na twoim zaproszeniu, pod adresem.',
  badToken: 'Ten osobisty link jest nieważny (unieważniony lub nieznany). Poproś sędziego o nowy.',
  tooLarge: 'Żądanie jest za duże.',
  badHost: 'To nie jest adres portalu wyników. Otwórz {{host}}.',
  badOrigin: 'Żądania z innej strony są odrzucane.',
  notJson: 'Żądanie musi być w formacie JSON wysłanym metodą POST.',
  tooManyRequests: 'Za dużo żądań z tego telefonu. Odczekaj kilka sekund i spróbuj ponownie.',
  tooManyAttempts:
    'Za dużo błędnych haseł lub kodów z tego telefonu. Odczekaj {{seconds}} s i spróbuj ponownie.',
  tooManyAttemptsHere:
    'Za dużo błędnych haseł i kodów dla tego turnieju w krótkim czasie, z kilku telefonów: spróbuj ponownie za {{seconds}} s. Osobiste linki nadal działają; sędzia został powiadomiony.',
  tooManyCodes:
    'Za dużo błędnych kodów dla tego nazwiska: spróbuj ponownie za {{seconds}} s, otwórz link z zaproszenia albo zwróć się do sędziego.',
  badRequest: 'Żądanie jest niepełne lub błędne. Wczytaj stronę ponownie.',
  notFound: 'Nic tu nie ma.',
  unavailable: 'Portal wyników nie może teraz odpowiedzieć. Spróbuj za chwilę albo zwróć się do sędziego.',
  privateTournament: 'Ten turniej jest prywatny: użyj linku z zaproszenia albo hasła turnieju.',
  noSuchTeam: 'Ta drużyna nie gra w turnieju.',
  captainsOnly: 'W turnieju drużynowym osobiste linki są dla kapitanów: wskaż drużyny.',
  notTeamEvent: 'Ten turniej nie ma drużyn: wskaż zawodników.',
  match: {
    none: 'Twoja drużyna nie ma w tej rundzie meczu do zgłoszenia.',
    arbiterEntered:
      'Sędzia wpisał wyniki meczu {{match}}: zgłoszenie nie może ich zmienić. Zwróć się do sędziego.',
    arbiterBoard:
      'Sędzia wpisał wynik stolika {{board}} meczu {{match}}: zgłoś dla niego ten wynik albo zwróć się do sędziego.',
    alreadyReported:
      'Mecz {{match}} został już przez ciebie zgłoszony. Aby go zmienić, zwróć się do sędziego.',
    samePhone:
      'Z tego telefonu zgłoszono już mecz {{match}} za {{other}}. Każdy kapitan zgłasza ze swojego telefonu; w przeciwnym razie wyniki wpisuje sędzia.',
    nothingToContest:
      'W meczu {{match}} nie ma czego kwestionować: drugi kapitan jeszcze nic nie zgłosił. Zgłoś wyniki.',
    windowPassed:
      'Wyniki meczu {{match}} przyjęto o {{time}}, dziesięć minut po zgłoszeniu. Poproś sędziego o poprawkę.',
    boardsCount: 'Podaj wynik każdego z {{boards}} stolików meczu.',
    overrideInEntry:
      'Mecz {{match}}: własne wyniki stolików wpisz przy wprowadzaniu meczu; klawisze tutaj potwierdzają, przyjmują albo odrzucają zgłoszenia.',
    nothingToDecide: 'Mecz {{match}} nie ma zgłoszenia do rozstrzygnięcia.',
    noSuchReport: 'Mecz {{match}} nie ma wyniku zgłoszonego przez tę drużynę.',
    pickASide:
      'Mecz {{match}} jest sporny: przyjmij zgłoszenie gospodarzy (B) albo gości (C), albo odrzuć oba (X).',
  },
  withdraw: {
    alreadyLeft: 'Drużyna {{team}} opuściła turniej w rundzie {{round}}: nie ma już czego zgłaszać.',
    captainsOnly:
      'Tylko kapitan drużyny może oddać mecz walkowerem lub wycofać drużynę, i tylko w turnieju drużynowym.',
    bySlipOnly:
      'Hasłem turnieju nie można oddać meczu walkowerem ani wycofać drużyny: otwórz link z kartki kapitana lub wejdź z jej kodem osobistym albo powiedz sędziemu.',
    roundComplete:
      'Runda {{round}} jest zakończona: każdy stolik ma wynik. Aby teraz wycofać drużynę, powiedz sędziemu.',
    notYourMatch:
      'Mecz {{match}} nie jest meczem drużyny {{team}} w tej rundzie. Odśwież stronę i spróbuj ponownie.',
    nothingToForfeit:
      'Każdy stolik meczu {{match}} ma już wynik: nie ma już czego oddawać walkowerem. Aby opuścić turniej, wycofaj drużynę.',
  },
  screen: {
    team: {
      onBoard: '{{board}}: {{result}}',
      reports: 'Zgłoszenia kapitanów',
      keys: 'Klawisze: {{confirm}} potwierdź, {{white}} przyjmij zgłoszenie gospodarzy, {{black}} przyjmij zgłoszenie gości, {{reject}} odrzuć. Własne wyniki stolików wpisz przy wprowadzaniu meczu.',
      decided: 'Mecz {{match}}: {{decision}}.',
      decision: {
        confirm: 'potwierdzony',
        'accept-white': 'przyjęto zgłoszenie gospodarzy',
        'accept-black': 'przyjęto zgłoszenie gości',
        reject: 'zgłoszenia odrzucone',
      },
    },
    title: 'Portal wyników',
    enabled: 'Portal wyników włączony',
    access: 'Dostęp',
    open: 'Otwarty: kojarzenia i klasyfikacja dla wszystkich, zgłoszenia z linkiem lub hasłem',
    private: 'Prywatny: bez linku lub hasła nic nie widać (R16.3)',
    password: 'Hasło turnieju',
    passwordSet: 'Hasło jest ustawione. Wpisz nowe, aby je zastąpić.',
    save: 'Zapisz',
    network: 'Sieć',
    start: 'Uruchom portal',
    stop: 'Zatrzymaj portal',
    running: 'Zawodnicy otwierają {{url}}',
    scope: {
      'this-computer': 'Tylko ten komputer ma dostęp do portalu.',
      network:
        'Każde urządzenie w sieci {{address}} ma dostęp do portalu: telefony na sali i każdy inny w tej sieci.',
    },
    invite: 'Karteczki z zaproszeniem',
    inviteNote: 'Każda karteczka zawiera nowy osobisty link: poprzedni link uczestnika przestaje działać.',
    revoke: 'Unieważnij link',
    revoked: 'Osobiste linki: {{name}} — unieważnione.',
    reports: 'Zgłoszenia zawodników',
    none: 'W tej rundzie nie ma jeszcze zgłoszeń.',
    status: {
      open: 'brak zgłoszenia',
      waiting: 'oczekuje, zostało {{minutes}} min',
      waitingNoWindow: 'czeka na drugą stronę albo na ciebie',
      confirmed: 'potwierdzony',
      disputed: 'sporny',
      arbiter: 'wpisany przez sędziego',
    },
    how: { matching: 'dwa zgodne zgłoszenia', window: 'dziesięć minut bez sprzeciwu' },
    contest: 'kwestionuje',
    reported: '{{name}}: {{result}} o {{time}}',
    via: { link: 'osobisty link', code: 'osobisty kod', password: 'hasło turnieju' },
    phone: 'telefon {{phone}}',
    guessing: {
      title: 'Błędne hasła lub kody: limit tego turnieju osiągnięto o {{limitedAt}}',
      figures: 'Od {{since}}: błędne {{wrong}}, odrzucone po limicie {{refused}}, adresy {{addresses}}.',
      note: 'Sala ma teraz jedną próbę na dziesięć sekund. Osobiste linki nadal działają; twój komputer nigdy nie jest blokowany.',
      resume: 'Znowu przyjmuj hasła i kody',
    },
    keys: 'Klawisze: {{confirm}} potwierdź, {{white}} przyjmij zgłoszenie białych, {{black}} zgłoszenie czarnych, {{reject}} odrzuć; klawisz wyniku narzuca wynik.',
    decided: 'Stolik {{board}}: {{decision}}.',
    decision: {
      confirm: 'potwierdzony',
      'accept-white': 'przyjęto zgłoszenie białych',
      'accept-black': 'przyjęto zgłoszenie czarnych',
      override: 'wpisano wynik sędziego',
      reject: 'zgłoszenia odrzucone',
    },
  },
  phone: {
    captain: {
      withdraw: {
        title: 'Walkower lub wycofanie',
        note: 'Tylko jeśli drużyna nie może grać dalej. Sędzia zostanie od razu powiadomiony.',
        forfeit: 'Oddaj ten mecz walkowerem',
        abandon: 'Wycofaj drużynę z turnieju',
        byPassword:
          'Hasłem turnieju nie można oddać meczu walkowerem ani wycofać drużyny: użyj linku lub kodu z kartki albo powiedz sędziemu.',
        forfeitTitle: 'Oddać walkowerem mecz {{match}} z drużyną {{opponent}}?',
        abandonTitle: 'Wycofać drużynę {{team}} z turnieju?',
        boardsForfeited:
          'Stoliki bez wyniku stają się walkowerami przegranymi przez drużynę {{team}}: {{boards}}.',
        boardsKept: 'Rozegrane stoliki zachowują wynik: {{boards}}.',
        forfeitMatch:
          'Mecz {{match}} jest przegrany przez drużynę {{team}} bez względu na rozegrane stoliki: punkty meczowe otrzymuje drużyna {{opponent}}.',
        abandonMatch: 'Mecz {{match}} liczy się tak, jak mówią jego stoliki.',
        leaves:
          'Drużyna {{team}} opuszcza turniej: nie jest już kojarzona, zachowuje punkty i zajmuje miejsce za wszystkimi drużynami, które nadal grają.',
        undo: 'Sędzia zostanie powiadomiony i może to cofnąć, dopóki następna runda nie zostanie skojarzona.',
        confirmForfeit: 'Tak, oddaj mecz {{match}} walkowerem',
        confirmAbandon: 'Tak, wycofaj drużynę {{team}}',
        cancel: 'Anuluj',
        left: {
          abandon: 'Drużyna {{team}} wycofała się z turnieju w rundzie {{round}}: nie jest już kojarzona.',
          forfeit:
            'Drużyna {{team}} oddała walkowerem mecz rundy {{round}} i opuściła turniej: nie jest już kojarzona.',
        },
        leftUndo:
          'Zgłoszone z telefonu kapitana: sędzia może to cofnąć, dopóki następna runda nie zostanie skojarzona.',
      },
      team: 'Drużyna',
      matchPoints: 'Punkty meczowe',
      myMatch: 'Nasz mecz',
      pickTeam: 'Twoja drużyna (kapitan)',
      of: 'Kapitan drużyny {{team}}',
      match: 'Mecz {{match}}',
      noMatch: 'Twoja drużyna nie ma meczu w tej rundzie.',
      bye: 'Twoja drużyna pauzuje w tej rundzie.',
      white: 'Białe',
      black: 'Czarne',
      win: 'Wygrana',
      loss: 'Przegrana',
      send: 'Wyślij mecz: {{score}}',
      pickAll: 'Wybierz wynik na każdym stoliku, potem wyślij.',
      status: {
        open: 'Nie zgłoszono jeszcze wyniku.',
        waiting:
          'Czekamy na drugiego kapitana: przyjęte za {{minutes}} min, jeśli nie zostanie zakwestionowane.',
        waitingTheirsNoWindow:
          'Zgłoszenie kapitana drużyny {{name}} wysłano hasłem turnieju: liczy się tylko z twoim zgłoszeniem albo decyzją sędziego.',
        waitingTheirs:
          'Zgłoszenie kapitana drużyny {{name}}: zostanie przyjęte za {{minutes}} min, jeśli go nie zakwestionujesz.',
        waitingMineNoWindow: 'Wysłane hasłem turnieju: czeka na kapitana drużyny {{name}} albo na sędziego.',
        waitingArbiter:
          'Oba zgłoszenia wysłano hasłem turnieju: czekają na sędziego albo na zgłoszenie z linkiem lub kodem z zaproszenia.',
        confirmed: 'Potwierdzone: {{score}}.',
        disputed: 'Sporne: rozstrzyga sędzia.',
        arbiter: 'Wpisane przez sędziego: {{score}}.',
      },
      said: {
        mine: 'Twoje zgłoszenie: {{result}}',
        theirs: '{{name}} zgłasza: {{result}}',
        won: '{{team}} wygrywa',
        lost: '{{team}} przegrywa',
        draw: 'remis',
        youContested: 'Kwestionujesz zgłoszenie drużyny {{name}}.',
        theyContested: 'Drużyna {{name}} kwestionuje twoje zgłoszenie.',
        mineByPassword: 'Twoje zgłoszenie wysłano hasłem turnieju.',
        theirsByPassword: 'Zgłoszenie drużyny {{name}} wysłano hasłem turnieju.',
      },
      contest: 'Zakwestionuj to zgłoszenie',
      byPassword:
        'Wejście hasłem turnieju: twoje zgłoszenia czekają na drugiego kapitana albo na sędziego. Link lub kod z zaproszenia od razu mówi w imieniu drużyny.',
    },
    title: 'Wyniki',
    pickTournament: 'Turniej',
    privateEntry: 'Turniej prywatny: wpisz jego hasło',
    pickName: 'Twoje nazwisko',
    password: 'Hasło turnieju',
    code: 'Kod osobisty (z zaproszenia)',
    enterCode: 'Wejdź z moim kodem',
    orPassword: 'Bez zaproszenia: hasło turnieju',
    enterPassword: 'Wejdź z hasłem',
    passwordNote:
      'Z hasłem widzisz kojarzenia i klasyfikację; wysłany wynik czeka na zgłoszenie przeciwnika albo na sędziego.',
    byPassword:
      'Wejście hasłem turnieju: twoje zgłoszenia czekają na przeciwnika albo na sędziego. Link lub kod z zaproszenia od razu mówi w twoim imieniu.',
    byeOf: 'Pauza: {{name}}',
    noOpen: 'Żaden turniej nie jest tu otwarty do przeglądania: wejdź z linkiem, kodem albo hasłem.',
    enter: 'Wejdź',
    or: 'albo otwórz link z zaproszenia',
    round: 'Runda {{round}}',
    board: 'Stolik {{board}}',
    against: 'z: {{name}}',
    white: 'Grasz białymi',
    black: 'Grasz czarnymi',
    game: 'Partia {{leg}}',
    opening: 'Otwarcie: {{moves}}',
    noBoard: 'Nie masz stolika w tej rundzie.',
    bye: 'Masz pauzę w tej rundzie.',
    win: 'Moja wygrana',
    draw: 'Remis',
    loss: 'Moja przegrana',
    send: 'Wyślij: {{result}}',
    contest: 'Zakwestionuj ten wynik',
    status: {
      open: 'Nie zgłoszono jeszcze wyniku.',
      waiting: 'Czeka na przeciwnika: przyjęty za {{minutes}} min, jeśli nikt go nie zakwestionuje.',
      waitingTheirsNoWindow:
        'Zgłoszenie przeciwnika ({{name}}) wysłano hasłem turnieju: liczy się tylko z twoim zgłoszeniem albo decyzją sędziego.',
      waitingTheirs:
        'Zgłoszenie przeciwnika ({{name}}): zostanie przyjęte za {{minutes}} min, jeśli go nie zakwestionujesz.',
      waitingMineNoWindow:
        'Wysłane hasłem turnieju: czeka na zgłoszenie przeciwnika ({{name}}) albo na sędziego.',
      waitingArbiter:
        'Oba zgłoszenia wysłano hasłem turnieju: czekają na sędziego albo na zgłoszenie z linkiem lub kodem z zaproszenia.',
      confirmed: 'Potwierdzony: {{result}}.',
      disputed: 'Sporny: rozstrzyga sędzia.',
      arbiter: 'Wpisany przez sędziego: {{result}}.',
    },
    said: {
      mine: 'Twoje zgłoszenie: {{result}}',
      theirs: '{{name}} zgłasza: {{result}}',
      youWon: 'twoja wygrana',
      youLost: 'twoja przegrana',
      won: '{{name}} wygrywa',
      lost: '{{name}} przegrywa',
      draw: 'remis',
      inGame: 'partia {{leg}}: {{result}}',
      youContested: 'Kwestionujesz zgłoszenie przeciwnika ({{name}}).',
      theyContested: 'Przeciwnik ({{name}}) kwestionuje twoje zgłoszenie.',
      byPassword: '(wysłane hasłem turnieju)',
    },
    pairings: 'Kojarzenia',
    standings: 'Klasyfikacja',
    myBoard: 'Mój stolik',
    rank: 'Miejsce',
    name: 'Nazwisko',
    points: 'Punkty',
    refresh: 'Odśwież',
    leave: 'Wyjdź',
    sent: 'Wysłano.',
  },
};
