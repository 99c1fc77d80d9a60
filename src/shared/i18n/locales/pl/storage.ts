/** Plik zawodów na dysku: jeden zapisujący, oczekiwanie, pliki uszkodzone lub nieużywalne, kopie i kopie zapasowe. */
export default {
  busy: 'Plik zawodów „{{file}}” po {{seconds}} s oczekiwania jest nadal zajęty inną zmianą (importem listy rankingowej albo innym programem). Nic nie zostało zapisane; spróbuj ponownie, gdy się zakończy.',
  diskFull:
    'Dysk, na którym jest „{{file}}”, jest pełny. Nic nie zostało zapisane. Zwolnij na nim miejsce i spróbuj ponownie.',
  fileReadOnly:
    'Plik „{{file}}” jest tylko do odczytu. Zdejmij ten atrybut (właściwości pliku), aby w nim pracować, albo otwórz go tylko do odczytu, aby go przejrzeć.',
  folderReadOnly:
    'Folder, w którym jest „{{file}}”, jest tylko do odczytu, a Diagonal zapisuje obok pliku zawodów (jego dziennik i blokadę). Skopiuj plik do folderu, w którym możesz zapisywać.',
  isFolder: '„{{file}}” jest folderem, a nie plikiem zawodów. Wybierz inną nazwę.',
  notRegularFile:
    '„{{file}}” nie jest zwykłym plikiem (to potok nazwany, urządzenie albo gniazdo), więc nie jest plikiem zawodów. Wybierz inną nazwę.',
  ioError:
    'Nie udało się odczytać ani zapisać dysku, na którym jest „{{file}}” ({{code}}). Sprawdź dysk lub połączenie sieciowe i otwórz plik ponownie.',
  unreadable: 'Nie udało się otworzyć pliku „{{file}}” ({{code}}). Pozostał niezmieniony.',
  cantOpen:
    'SQLite nie mógł otworzyć „{{file}}” ani jego dziennika obok. Sprawdź, czy folder istnieje i czy możesz w nim zapisywać.',
  moved:
    'Plik „{{file}}” został przeniesiony lub usunięty, gdy był otwarty. Nic nie zostało zapisane; otwórz go ponownie z nowego miejsca.',
  damaged:
    'Plik „{{file}}” jest uszkodzony ({{detail}}) i nie został otwarty; pozostał niezmieniony. W folderze „backups” obok nie ma jego kopii zapasowej; jeśli masz kopię gdzie indziej, otwórz ją.',
  damaged_backup:
    'Plik „{{file}}” jest uszkodzony ({{detail}}) i nie został otwarty; pozostał niezmieniony. Jego najnowsza kopia zapasowa to „{{backup}}” w folderze „backups” obok: przywróć ją, aby kontynuować od tego miejsca.',
  truncated:
    'Plik „{{file}}” jest ucięty (brakuje jego części, jak po przerwanym kopiowaniu) i nie został otwarty. W folderze „backups” obok nie ma jego kopii zapasowej; jeśli masz pełną kopię gdzie indziej, otwórz ją.',
  truncated_backup:
    'Plik „{{file}}” jest ucięty (brakuje jego części, jak po przerwanym kopiowaniu) i nie został otwarty. Jego najnowsza kopia zapasowa to „{{backup}}” w folderze „backups” obok: przywróć ją, aby kontynuować od tego miejsca.',
  noBackup: 'W folderze „backups” obok nie ma kopii zapasowej pliku „{{file}}”.',
  readOnly:
    '„{{file}}” jest otwarty tylko do odczytu, więc nic nie może się zmienić. Zamknij go i otwórz ponownie bez „tylko do odczytu”, aby w nim pracować.',
  readOnlyOlder:
    '„{{file}}” utworzyła starsza wersja programu Diagonal i przed odczytem trzeba go zaktualizować. Otwórz go zwyczajnie (nie tylko do odczytu), gdy nikt inny nie będzie go mieć otwartego.',
  locked:
    '„{{file}}” jest już otwarty w innym oknie programu Diagonal na tym komputerze (od {{since}}). Pracuj w tamtym oknie albo otwórz plik tutaj tylko do odczytu.',
  locked_web:
    '„{{file}}” jest już otwarty w trybie przeglądarkowym programu Diagonal na tym komputerze (od {{since}}). Pracuj tam albo otwórz plik tutaj tylko do odczytu.',
  locked_cli:
    '„{{file}}” jest używany przez polecenie programu Diagonal na tym komputerze (od {{since}}). Poczekaj, aż się zakończy, albo otwórz plik tylko do odczytu.',
  lockedElsewhere:
    '„{{file}}” jest otwarty na komputerze „{{host}}” (od {{since}}). Pracuj tam albo otwórz plik tutaj tylko do odczytu. Jeśli tamten komputer uległ awarii lub został wyłączony, możesz przejąć plik.',
  takenOver:
    '„{{file}}” został przejęty na komputerze „{{host}}” (o {{since}}). Nic tu nie zostało zapisane; to okno może go teraz tylko odczytywać.',
  linkOutside:
    '„{{file}}” jest dowiązaniem do miejsca poza folderem danych. Tutaj można otwierać tylko pliki z folderu danych.',
  ui: {
    readOnlyBadge: 'tylko do odczytu',
    openReadOnly: 'Otwórz tylko do odczytu',
    takeOver: 'Przejmij plik',
    restore: 'Przywróć najnowszą kopię zapasową',
    saveCopy: 'Zapisz kopię…',
    saveCopyTitle: 'Zapisz kopię pliku zawodów',
    saveCopyHelp:
      'Pełna kopia pliku zawodów w obecnym stanie, wykonana bez przerywania gry. Otwarty plik pozostaje otwarty.',
    saveCopyName: 'Nazwa kopii',
    saveCopySubmit: 'Zapisz kopię',
    saveCopyDone: 'Zapisano jako „{{file}}”.',
    cancel: 'Anuluj',
  },
  menu: {
    saveCopy: 'Zapisz kopię…',
    saveCopyTitle: 'Zapisz kopię pliku zawodów',
    saveCopyDone: 'Zapisano jako „{{file}}”.',
  },
  cli: {
    usage:
      'Użycie: diagonal backup EVENT OUT\n  Zapisuje pełną kopię pliku zawodów EVENT do OUT (który nie może istnieć), także gdy Diagonal ma go otwartego.',
    done: 'Kopia zapasowa „{{event}}” zapisana w „{{out}}”.',
    same: 'OUT musi być innym plikiem niż EVENT.',
  },
};
