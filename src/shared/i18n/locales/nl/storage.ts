/** Het evenementbestand op schijf: één schrijver, wachten, beschadigde of onbruikbare bestanden, kopieën en back-ups. */
export default {
  busy: 'Het evenementbestand "{{file}}" is na {{seconds}} seconden wachten nog bezig met een andere wijziging (het importeren van een ratinglijst, of een ander programma). Er is niets opgeslagen; probeer het opnieuw als die klaar is.',
  diskFull:
    'De schijf waarop "{{file}}" staat is vol. Er is niets opgeslagen. Maak ruimte vrij op die schijf en probeer het opnieuw.',
  fileReadOnly:
    'Het bestand "{{file}}" is alleen-lezen. Haal die markering weg (eigenschappen van het bestand) om erin te werken, of open het alleen-lezen om het in te zien.',
  folderReadOnly:
    'De map waarin "{{file}}" staat is alleen-lezen, en Diagonal schrijft naast het evenementbestand (zijn journaal en vergrendeling). Kopieer het bestand naar een map waarin u kunt schrijven.',
  isFolder: '"{{file}}" is een map, geen evenementbestand. Kies een andere naam.',
  notRegularFile:
    '"{{file}}" is geen gewoon bestand (een named pipe, een apparaat of een socket) en dus geen evenementbestand. Kies een andere naam.',
  ioError:
    'De schijf waarop "{{file}}" staat kon niet worden gelezen of beschreven ({{code}}). Controleer de schijf of de netwerkverbinding en open het bestand opnieuw.',
  unreadable: 'Het bestand "{{file}}" kon niet worden geopend ({{code}}). Het is niet gewijzigd.',
  cantOpen:
    'SQLite kon "{{file}}" of het journaal ernaast niet openen. Controleer of de map bestaat en of u erin mag schrijven.',
  moved:
    'Het bestand "{{file}}" is verplaatst of verwijderd terwijl het open was. Er is niets opgeslagen; open het opnieuw op zijn nieuwe plaats.',
  damaged:
    'Het bestand "{{file}}" is beschadigd ({{detail}}) en is niet geopend; het is niet gewijzigd. In de map "backups" ernaast is geen back-up gevonden; hebt u ergens anders een kopie, open die dan.',
  damaged_backup:
    'Het bestand "{{file}}" is beschadigd ({{detail}}) en is niet geopend; het is niet gewijzigd. De laatste back-up is "{{backup}}" in de map "backups" ernaast: zet die terug om vanaf daar verder te gaan.',
  truncated:
    'Het bestand "{{file}}" is afgekapt (er ontbreekt een deel, zoals na een onderbroken kopie) en is niet geopend. In de map "backups" ernaast is geen back-up gevonden; hebt u ergens anders een volledige kopie, open die dan.',
  truncated_backup:
    'Het bestand "{{file}}" is afgekapt (er ontbreekt een deel, zoals na een onderbroken kopie) en is niet geopend. De laatste back-up is "{{backup}}" in de map "backups" ernaast: zet die terug om vanaf daar verder te gaan.',
  noBackup: 'Er is geen back-up van "{{file}}" in de map "backups" ernaast.',
  readOnly:
    '"{{file}}" is alleen-lezen geopend, dus er kan niets veranderen. Sluit het en open het opnieuw zonder "alleen-lezen" om erin te werken.',
  readOnlyOlder:
    '"{{file}}" is gemaakt met een oudere versie van Diagonal en moet worden bijgewerkt voordat het kan worden gelezen. Open het gewoon (niet alleen-lezen) zodra niemand anders het open heeft.',
  locked:
    '"{{file}}" is al open in een ander Diagonal-venster op deze computer (sinds {{since}}). Werk in dat venster, of open het bestand hier alleen-lezen.',
  locked_web:
    '"{{file}}" is al open in de webmodus van Diagonal op deze computer (sinds {{since}}). Werk daar, of open het bestand hier alleen-lezen.',
  locked_cli:
    '"{{file}}" wordt gebruikt door een Diagonal-opdracht op deze computer (sinds {{since}}). Wacht tot die klaar is, of open het bestand alleen-lezen.',
  lockedElsewhere:
    '"{{file}}" is open op de computer "{{host}}" (sinds {{since}}). Werk daar, of open het bestand hier alleen-lezen. Is die computer vastgelopen of uitgezet, dan mag u het bestand overnemen.',
  takenOver:
    '"{{file}}" is overgenomen op "{{host}}" (om {{since}}). Hier is niets opgeslagen; dit venster kan het nu alleen nog lezen.',
  linkOutside:
    '"{{file}}" is een koppeling naar een plaats buiten de gegevensmap. Hier kunnen alleen bestanden uit de gegevensmap worden geopend.',
  ui: {
    readOnlyBadge: 'alleen-lezen',
    openReadOnly: 'Alleen-lezen openen',
    takeOver: 'Het bestand overnemen',
    restore: 'De laatste back-up terugzetten',
    saveCopy: 'Een kopie opslaan…',
    saveCopyTitle: 'Een kopie van het evenementbestand opslaan',
    saveCopyHelp:
      'Een volledige kopie van het evenementbestand zoals het nu is, gemaakt terwijl er verder gespeeld wordt. Het geopende bestand blijft open.',
    saveCopyName: 'Naam van de kopie',
    saveCopySubmit: 'Kopie opslaan',
    saveCopyDone: 'Opgeslagen als "{{file}}".',
    cancel: 'Annuleren',
  },
  menu: {
    saveCopy: 'Een kopie opslaan…',
    saveCopyTitle: 'Een kopie van het evenementbestand opslaan',
    saveCopyDone: 'Opgeslagen als "{{file}}".',
  },
  cli: {
    usage:
      'Gebruik: diagonal backup EVENT OUT\n  Schrijft een volledige kopie van het evenementbestand EVENT naar OUT (dat nog niet mag bestaan), ook terwijl Diagonal het open heeft.',
    done: '"{{event}}" is opgeslagen als back-up in "{{out}}".',
    same: 'OUT moet een ander bestand zijn dan EVENT.',
  },
};
