/** Arena's (RULES.md R14, R15): weigeringen, het arenascherm en de projectorweergave. */
export default {
  errors: {
    notArena: '"{{name}}" is geen arena. Arena-acties gelden alleen voor arena\'s.',
    noRounds:
      '"{{name}}" is een arena: er zijn geen ronden om te starten of in te delen (R14.1). Gebruik het scherm Arena.',
    duration: 'Een arena duurt {{min}} tot {{max}} minuten (R14.1); u gaf {{minutes}} op.',
    closed: 'De arena "{{name}}" is gesloten (R15.1). Alleen correcties van uitslagen zijn nog mogelijk.',
    overtimeOver:
      'De tien minuten na het einde van "{{name}}" zijn voorbij (R15.1): lopende partijen worden remise verklaard. Laat de arena sluiten en corrigeer daarna zo nodig een uitslag.',
    gameNotFound: 'Er is geen arenapartij nummer {{id}} in dit evenementbestand.',
    boostZeroBase: 'Boost wordt niet aangeboden: de basistijd van de klok is nul (R14.6).',
    boostFinished: 'Deze partij is afgelopen: een speler boost vóór zijn eerste zet (R14.4).',
    boostNotPlayer: 'Deelnemer {{id}} speelt deze partij niet en kan haar dus niet boosten.',
    boostTwice: 'Deze speler heeft deze partij al geboost.',
    extendTooLong:
      'Een arena duurt hoogstens {{max}} minuten (R14.1); met deze verlenging zou ze {{total}} minuten duren.',
    removePlayed:
      '{{name}} heeft in de arena gespeeld en kan niet worden verwijderd; laat hem pauzeren (R14.1).',
    pairSame: 'Wit en Zwart zijn dezelfde deelnemer ({{name}}): kies twee verschillende spelers.',
    pairNotEntrant:
      'Deelnemer {{id}} speelt niet mee in de arena "{{arena}}" (niet ingeschreven, of teruggetrokken): kies een deelnemer uit de stand.',
    pairBeforeStart:
      'De arena "{{arena}}" begint om {{time}}: vóór het begin wordt niemand ingedeeld (R14.1). Deel ze vanaf {{time}} in.',
    pairAfterEnd:
      'De arena "{{arena}}" is om {{time}} geëindigd: na het aangekondigde einde begint geen partij meer (R14.6). Lopende partijen mogen nog uitgespeeld worden.',
    pairNotJoined:
      '{{name}} doet nog niet mee in de arena (ingeschreven als afwezig): klik op Meedoen naast de naam en deel daarna in (R14.1).',
    pairPaused:
      '{{name}} heeft de arena om {{time}} verlaten en pauzeert: klik op Meedoen zodra de speler terug is en deel daarna in (R14.1).',
    pairPlaying:
      '{{name}} speelt sinds {{time}} aan bord {{board}}: deel in zodra die partij een uitslag heeft.',
    pairCooldown_one:
      '{{white}} en {{black}} mogen elkaar pas om {{time}} weer treffen: {{count}} partij samen, die eindigde om {{ended}}, dus 5 x {{games}} = {{minutes}} minuten daarna (R14.2).',
    pairCooldown_few:
      '{{white}} en {{black}} mogen elkaar pas om {{time}} weer treffen: {{count}} partijen samen, de laatste eindigde om {{ended}}, dus 5 x {{games}} = {{minutes}} minuten daarna (R14.2).',
    pairCooldown_many:
      '{{white}} en {{black}} mogen elkaar pas om {{time}} weer treffen: {{count}} partijen samen, de laatste eindigde om {{ended}}, dus 5 x {{games}} = {{minutes}} minuten daarna (R14.2).',
    pairCooldown_other:
      '{{white}} en {{black}} mogen elkaar pas om {{time}} weer treffen: {{count}} partijen samen, de laatste eindigde om {{ended}}, dus 5 x {{games}} = {{minutes}} minuten daarna (R14.2).',
    pairCooldownPastEnd_one:
      '{{white}} en {{black}} mogen elkaar in deze arena niet meer treffen: {{count}} partij samen, die eindigde om {{ended}}, dus niet vóór {{time}} (5 x {{games}} = {{minutes}} minuten, R14.2), na het einde om {{end}}.',
    pairCooldownPastEnd_few:
      '{{white}} en {{black}} mogen elkaar in deze arena niet meer treffen: {{count}} partijen samen, de laatste eindigde om {{ended}}, dus niet vóór {{time}} (5 x {{games}} = {{minutes}} minuten, R14.2), na het einde om {{end}}.',
    pairCooldownPastEnd_many:
      '{{white}} en {{black}} mogen elkaar in deze arena niet meer treffen: {{count}} partijen samen, de laatste eindigde om {{ended}}, dus niet vóór {{time}} (5 x {{games}} = {{minutes}} minuten, R14.2), na het einde om {{end}}.',
    pairCooldownPastEnd_other:
      '{{white}} en {{black}} mogen elkaar in deze arena niet meer treffen: {{count}} partijen samen, de laatste eindigde om {{ended}}, dus niet vóór {{time}} (5 x {{games}} = {{minutes}} minuten, R14.2), na het einde om {{end}}.',
    slipNotInPlay:
      'Partij {{id}} wordt niet gespeeld: bordbriefjes worden alleen afgedrukt voor de partijen onder ‘Borden in spel’.',
  },
  title: 'Arena',
  heading: '$t(arena:title): {{name}}',
  notArena: "Dit toernooi wordt in ronden gespeeld. Het scherm Arena is voor arena's.",
  phase: {
    before: 'Begint over {{time}}',
    running: 'Eindigt over {{time}}',
    overtime: 'Extra tijd: lopende partijen worden remise over {{time}}',
    closed: 'Gesloten',
  },
  warning: 'Minder dan vijf minuten',
  extended: 'verlengd met {{minutes}} min',
  clock: "Klok {{base}}+{{increment}}''",
  boostedClock: "geboost {{base}}+0''",
  noBoost: 'geen boost (basistijd nul)',
  boards: 'Borden in spel',
  noBoards: 'Geen partij bezig.',
  board: '$t(terms:board)',
  white: 'Wit',
  black: 'Zwart',
  boosted: 'geboost',
  boost: 'Boost',
  waiting: 'Vrij',
  noWaiting: 'Niemand wacht.',
  cooldown: 'niet {{name}} vóór {{time}}',
  cooldownPastEnd: 'niet meer {{name}} in deze arena (wachttijd tot {{time}}, na het einde)',
  paused: 'Gepauzeerd',
  join: 'Meedoen',
  leave: 'Pauze',
  pairNow: 'Nu indelen',
  pairByHand: 'Met de hand indelen',
  byHand: {
    title: 'Met de hand indelen',
    intro:
      'Zet zelf twee vrije spelers tegenover elkaar, met de kleuren die u kiest, aan het laagste vrije bord. De wachttijd (R14.2) en de tijden van de arena (R14.6) blijven gelden. Zolang dit venster open is, wordt niemand automatisch ingedeeld.',
    tooFew: 'Minder dan twee spelers zijn vrij: nu kan niemand met de hand worden ingedeeld.',
    cooldown: 'Deze twee mogen elkaar pas om {{time}} weer treffen (R14.2).',
    cooldownPastEnd:
      'Deze twee mogen elkaar in deze arena niet meer treffen: hun wachttijd eindigt om {{time}}, na het einde (R14.2).',
    cancel: 'Annuleren',
    pair: 'Indelen',
  },
  extend: '5 minuten erbij',
  projector: 'Projectorweergave',
  standings: 'Stand',
  place: 'Pl.',
  name: 'Naam',
  points: 'Ptn',
  wins: 'Winst',
  games: 'Partijen',
  streak: 'Reeks',
  streakMark: '{{count}} overwinningen op rij',
  resultFor: 'Uitslag bord {{board}}',
  report: {
    title: 'Arenastand',
    final: 'Eindstand: punten, dan overwinningen; wie op beide gelijk staat, deelt de plaats (R14.5).',
    provisional: 'Voorlopige stand: de arena is nog niet gesloten.',
    rating: 'Rating',
    games: 'Partijen van elke speler, in de volgorde waarin ze eindigden',
    legend:
      'W Wit, Z Zwart; het getal na de uitslag is het aantal punten van de partij; * derde overwinning op rij of meer (R14.3), ! geboost (R14.4).',
    pointsOf: '{{points}} ptn',
    white: 'W',
    black: 'Z',
    win: 'won',
    draw: 'remise',
    loss: 'verloor',
    ruled: 'remise verklaard',
    streakMark: '*',
    boostMark: '!',
    arbiter: 'Arbiter: {{name}}',
    printed: 'Afgedrukt op {{date}}',
    page: 'Pagina {{page}} van {{pages}}',
  },
  print: 'Stand afdrukken',
  form: {
    open: 'Nieuwe arena',
    title: 'Nieuwe arena',
    intro:
      'Een arena heeft geen ronden: van het begin tot het aangekondigde einde wordt wie vrij is meteen ingedeeld (R14). Schrijf daarna de deelnemers in.',
    name: 'Naam van de arena',
    arbiter: 'Arbiter',
    start: 'Begin',
    duration: 'Duur (minuten)',
    durationHelp:
      '{{min}} tot {{max}} minuten (8 uur). Partijen die aan het einde nog lopen krijgen tien minuten extra en eindigen dan in een arbitrale remise (R15.1).',
    baseMinutes: 'Basistijd: minuten',
    baseSeconds: 'Basistijd: seconden',
    increment: 'Increment (seconden)',
    clockPreview: "Klok {{clock}}; geboost {{boosted}}+0'' (R14.4)",
    clockNoBoost: 'Klok {{clock}}; geen boost bij een basistijd van nul (R14.6)',
    create: 'Arena aanmaken',
    cancel: 'Annuleren',
    issue: {
      name: 'Vul de naam van de arena in.',
      start: 'Vul de dag en het tijdstip in waarop de arena begint.',
      durationMissing: 'Vul de duur in minuten in, van {{min}} tot {{max}}.',
      duration:
        'Een arena duurt {{min}} tot {{max}} minuten (R14.1): vervang {{minutes}} door een duur binnen die grenzen.',
      baseMinutes: 'Vul de minuten van de basistijd in als geheel getal van 0 tot {{max}}.',
      baseSeconds: 'Vul de seconden van de basistijd in als geheel getal van 0 tot 59.',
      increment: 'Vul het increment in als geheel aantal seconden van 0 tot {{max}}.',
      noClock: 'Basistijd en increment zijn allebei nul: geef de klok een basistijd of een increment.',
    },
  },
  printSlips: 'Bordbriefjes afdrukken',
  slip: {
    title: 'Bordbriefjes',
    board: 'Bord {{board}}',
    started: 'ingedeeld om {{time}}',
    clock: "{{base}}+{{increment}}''",
    boosted: "geboost {{base}}+0''",
    boostBox: "boost ({{base}}+0'')",
    result: 'Uitslag',
    signature: 'handtekening',
  },
  duration: {
    closesItself: 'Extra tijd: lopende partijen worden remise verklaard en het toernooi sluit over {{time}}',
    closedAt: 'Automatisch gesloten om {{time}}, tien minuten na het aangekondigde einde (R15.1).',
    closing: 'Het aangekondigde einde en de tien minuten erna zijn voorbij: het toernooi sluit nu (R15.1).',
    notStarted: 'Geplande start {{start}}: nog niet begonnen.',
    noClose: 'Geen automatische sluiting: het toernooi eindigt met zijn laatste ronde.',
    endsAt: 'Eindigt om {{end}}, over {{time}}',
    endSet: 'aangekondigd einde {{end}}',
    warnEnd: 'Vijf minuten tot het aangekondigde einde: daarna wordt niets meer gepaard',
    warnClose: 'Vijf minuten tot de sluiting: lopende partijen worden arbitrale remise',
    extendBy: '{{minutes}} minuten erbij',
  },
  close: {
    set: 'Een einde aankondigen…',
    move: 'Het einde verzetten…',
    title: 'Automatisch sluiten (R15.1)',
    explain:
      'Op het aangekondigde einde wordt niets meer gepaard; lopende partijen krijgen nog tien minuten, worden dan arbitrale remise en het toernooi sluit vanzelf. Aan het bord is dit uw keuze: staat het uit, dan eindigt het toernooi met zijn laatste ronde.',
    switch: 'Automatisch sluiten op het aangekondigde einde',
    end: 'Aangekondigd einde (datum en tijd)',
    endHelp:
      'De dag en het uur waarop het toernooi eindigt, zoals op de affiche: de laatste dag voor een weekendtoernooi.',
    cancel: 'Annuleren',
    save: 'Einde opslaan',
    turnOff: 'Automatisch sluiten uitzetten',
  },
  reopen: {
    open: 'Heropenen…',
    title: '"{{name}}" heropenen',
    explain:
      'Partijen die het automatisch sluiten remise verklaarde (R8.5): {{count}}. Behoud elke arbitrale remise, of wis ze zodat de echte uitslag kan worden ingevoerd. Het heropenen komt in het logboek.',
    draws: 'Partijen die bij het sluiten remise werden verklaard',
    keep: 'Remise behouden',
    clear: 'Wissen',
    keepClose: 'Automatisch sluiten behouden, op een later einde',
    confirm: 'Heropenen (behouden: {{kept}}, gewist: {{cleared}})',
    board: 'Ronde {{round}}, bord {{board}}',
    boardLeg: 'Ronde {{round}}, bord {{board}}, partij {{leg}}',
    match: 'Ronde {{round}}, wedstrijd {{match}}, bord {{board}}',
  },
  notice: {
    title: 'Automatisch sluiten staat uit',
    text: 'Dit bestand komt uit een versie waarin elk toernooi acht uur na de start vanzelf sloot, tenzij anders ingesteld, en niemand heeft dat sluiten hier met de hand aangezet: het staat nu uit en het toernooi eindigt met zijn laatste ronde. Zet het aan met "Een einde aankondigen…" als het op tijd moet sluiten.',
    closed: 'Het oude automatisch sluiten had het al gesloten om {{time}}: "Heropenen…" maakt dat ongedaan.',
    seen: 'Begrepen',
  },
};
