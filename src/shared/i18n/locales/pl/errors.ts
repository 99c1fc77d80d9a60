/** Błędy, które sędzia może napotkać przez dowolny transport; każdy mówi, co zrobić. */
export default {
  internal:
    'Coś poszło nie tak w programie Diagonal ({{detail}}). Nic nie zostało zapisane; spróbuj ponownie.',
  unknownMethod: 'Nieznana akcja „{{method}}”. Sprawdź nazwę metody API.',
  invalidInput: 'Żądanie „{{method}}” jest nieprawidłowe: {{issues}}.',
  unauthorized:
    'To okno nie jest zalogowane do programu Diagonal. Otwórz adres, który Diagonal wypisał przy uruchomieniu.',
  forbiddenHost:
    'Diagonal odpowiada tylko pod adresem {{host}}. Otwórz adres, który Diagonal wypisał przy uruchomieniu.',
  notJson: 'Żądanie musi być w formacie JSON postaci {"input": ..., "lng": ...}.',
  tooLarge: 'Żądanie jest większe niż {{max}} MB. Wyślij mniej naraz.',
  notFound: 'Nic tu nie ma: „{{path}}”.',
  otherEvent:
    'To okno pokazuje plik zawodów „{{shown}}”, ale w innym oknie otwarto tymczasem „{{current}}”. Nic nie zostało zmienione. Odśwież tę stronę, aby pracować na „{{current}}”, albo otwórz ponownie „{{shown}}” na ekranie Zawody.',
  otherEventClosed:
    'To okno pokazuje plik zawodów „{{shown}}”, który tymczasem zamknięto w innym oknie. Nic nie zostało zmienione. Otwórz go ponownie na ekranie Zawody.',
  noEventOpen: 'Żaden plik zawodów nie jest otwarty. Najpierw utwórz lub otwórz plik zawodów.',
  fileExists: 'Plik „{{file}}” już istnieje. Otwórz go albo wybierz inną nazwę.',
  fileNotFound: 'Plik „{{file}}” nie istnieje. Sprawdź nazwę albo utwórz nowy plik zawodów.',
  badFileName:
    '„{{file}}” nie jest prawidłową nazwą pliku zawodów. Użyj liter, cyfr, spacji, kropek, myślników lub podkreśleń, bez folderów.',
  notEventFile: 'Plik „{{file}}” nie jest plikiem zawodów programu Diagonal. Pozostał niezmieniony.',
  newerVersion:
    'Plik „{{file}}” został zapisany przez nowszą wersję programu Diagonal (wersja pliku {{version}}, ta wersja zna do {{known}}). Zaktualizuj Diagonal, aby go otworzyć; plik pozostał niezmieniony.',
  fileUnreadable: 'Nie udało się otworzyć pliku „{{file}}” ({{detail}}). Pozostał niezmieniony.',
  eventNameRequired: 'Zawody muszą mieć nazwę.',
  tournamentNotFound: 'W tym pliku zawodów nie ma turnieju numer {{id}}.',
  entrantNotFound: 'W tym pliku zawodów nie ma uczestnika numer {{id}}.',
  cancelAfterStart:
    'Turnieju „{{name}}” nie można już odwołać: rozpoczął się (runda 1 jest skojarzona albo start areny minął). Organizator odwołuje turniej tylko przed startem; zamiast tego zapisz wycofania (R10.2).',
  classReviewNoTable:
    'Turniej „{{name}}” jest grany bez oficjalnej tabeli otwarć (tylko warcaby włoskie i angielskie, R11.4): nie ma klasy otwarcia do zmiany.',
  classReviewUnknown:
    'Oficjalna tabela nie ma otwarcia numer {{number}}: otwarcia są ponumerowane od 1 do {{count}} (R11.4).',
  classReviewSame: 'Otwarcie {{number}} ma już klasę {{class}} w turnieju „{{name}}”: niczego nie zmieniono.',
  classReviewAfterStart:
    'Klasy otwarcia {{number}} w turnieju „{{name}}” nie można już zmienić: runda 1 jest skojarzona. Klasa decyduje, jakie otwarcia może dać losowanie i czy turniej jest rankingowy (R11.4, R12.2), a te zasady ustala start (R1.3).',
  alreadyCancelled: 'Turniej „{{name}}” jest już odwołany.',
  rulesLocked:
    'Zasad turnieju „{{name}}” nie można już zmienić: runda 1 jest skojarzona (R1.3). Odrzucono: {{fields}}. Nazwa, sędziowie, miejsce, organizator, federacja, daty, tempo gry w druku i notatki pozostają edytowalne.',
  forbiddenNotSwiss:
    '„{{name}}” to zawsze turniej kołowy: tabela Bergera nie może rozdzielić dwóch uczestników. Zakazane pary są dla systemu szwajcarskiego.',
  forbiddenSelf: 'Nie można rozdzielić {{name}} z samym sobą: wybierz dwóch różnych uczestników.',
  forbiddenOtherTournament:
    '{{name}} nie jest uczestnikiem „{{tournament}}”: obaj uczestnicy zakazanej pary grają w tym samym turnieju.',
  forbiddenRounds:
    'Ostatnia runda ({{last}}) jest przed pierwszą ({{first}}): podaj ostatnią rundę od pierwszej wzwyż albo żadną dla wszystkich następnych rund.',
  forbiddenDuplicate:
    '{{a}} i {{b}} są już rozdzieleni w niektórych z tych rund. Najpierw usuń tę parę, aby zmienić jej rundy.',
  forbiddenNotFound: 'W tym pliku zawodów nie ma zakazanej pary numer {{id}}; mogła już zostać usunięta.',
  registrationClosed: 'Zapisy do turnieju „{{name}}” są zamknięte: runda 1 jest skojarzona (R1.3).',
  removeAfterStart:
    'Po skojarzeniu rundy 1 uczestnika nie można usunąć (R1.3); zamiast tego wycofaj go (R10.2), jego partie pozostają w tabeli.',
  seatsFull:
    'Wszystkie {{seats}} miejsca w turnieju „{{name}}” są zajęte (R1.2). Zwiększ liczbę miejsc w ustawieniach (najwyżej 200), aby dodać więcej.',
  programRefused: 'Programy (komputery) nie mogą być uczestnikami (R1.4).',
  entrantNameRequired: 'Uczestnik musi mieć nazwisko i imię („Nazwisko, Imię”).',
  sameRatingId:
    '{{player}} (ID {{ratingId}}) jest już uczestnikiem turnieju „{{other}}”, który odbywa się w tym samym czasie (R1.5). Jedna osoba nie może grać w dwóch turniejach naraz.',
  duplicateRatingId:
    '{{player}} (ID {{ratingId}}) jest już na liście uczestników turnieju „{{tournament}}”. Jedna osoba to jeden uczestnik: zostaw już zapisanego uczestnika albo popraw ID.',
  duplicateRatingId_numbered:
    '{{player}} (ID {{ratingId}}) jest już na liście uczestników turnieju „{{tournament}}” z numerem startowym {{startNo}}. Jedna osoba to jeden uczestnik: zostaw już zapisanego uczestnika albo popraw ID.',
  sameNameConfirm:
    '{{other}}, rocznik {{birthYear}}, jest już na liście uczestników turnieju „{{tournament}}”. Jeśli {{name}} to inna osoba, potwierdź; jeśli ta sama, anuluj.',
  sameNameConfirm_noYear:
    '{{other}} (rok urodzenia nieznany) jest już na liście uczestników turnieju „{{tournament}}”. Jeśli {{name}} to inna osoba, potwierdź; jeśli ta sama, anuluj.',
  floorNeedsRating:
    '{{name}} nie ma rankingu, a turniej „{{tournament}}” ma minimalny ranking {{floor}} (R12.1): wymagany jest ranking co najmniej {{floor}}. Wpisz ranking dla odmiany i tempa gry turnieju albo zapisz zawodnika z listy rankingowej.',
  fieldTooLong: '{{field}} jest za długie: najwyżej {{max}} znaków.',
  textControl: 'Nic nie zostało zapisane: {{issues}}.',
  ratingRange: 'Ranking musi wynosić od 0 do 3500; wpisano {{value}}.',
  birthYearRange: 'Rok urodzenia musi wynosić od 1900 do {{max}}; wpisano {{value}}.',
  /** Parts of invalidInput: one schema issue in words. */
  issue: {
    at: '{{field}}: {{message}}',
    invalidType: 'oczekiwano: {{expected}}',
    required: 'wymagane',
    tooSmall: 'musi wynosić co najmniej {{minimum}}',
    tooBig: 'może wynosić najwyżej {{maximum}}',
    invalidValue: 'musi być jedną z wartości {{values}}',
    unrecognizedKeys: 'nieznane pola: {{keys}}',
    other: 'nieprawidłowe ({{detail}})',
    controlChar:
      'w polu {{field}} po „{{before}}” występuje {{what}} ({{char}}). Znaki końca wiersza, tabulacji i inne znaki sterujące rozbiłyby rekordy plików zapisywanych przez Diagonal (TRF, PDN, CSV) i wiersze wydruków: wpisz tekst ponownie bez tego znaku',
    controlChar_start:
      'na początku pola {{field}} występuje {{what}} ({{char}}). Znaki końca wiersza, tabulacji i inne znaki sterujące rozbiłyby rekordy plików zapisywanych przez Diagonal (TRF, PDN, CSV) i wiersze wydruków: wpisz tekst ponownie bez tego znaku',
    controlKind: {
      lineBreak: 'znak końca wiersza',
      tab: 'znak tabulacji',
      other: 'niewidoczny znak sterujący',
    },
  },
  noFileDialog:
    'To okno nie ma okna wyboru plików. W przeglądarce prześlij plik albo wybierz go z folderu danych.',
};
