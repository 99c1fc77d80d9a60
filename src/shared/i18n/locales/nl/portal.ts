/** Het uitslagenportaal (RULES.md R16.2-R16.3): weigeringen, het paneel van de arbiter, de spelerspagina. */
export default {
  noBoard: 'U hebt in deze ronde geen bord om door te geven.',
  roundClosed: 'Ronde {{round}} is gesloten: er kan niets meer worden doorgegeven. Vraag het de arbiter.',
  arbiterEntered:
    'De arbiter heeft de uitslag van bord {{board}} ingevoerd: een melding kan die niet wijzigen. Vraag het de arbiter.',
  alreadyReported: 'U hebt bord {{board}} al doorgegeven. Vraag de arbiter om het te wijzigen.',
  samePhone:
    'Deze telefoon heeft bord {{board}} al doorgegeven voor {{other}}. Elke speler geeft door vanaf zijn eigen telefoon; anders voert de arbiter de uitslag in.',
  nothingToContest:
    'Niets te betwisten op bord {{board}}: uw tegenstander heeft nog niets doorgegeven. Geef zelf de uitslag door.',
  windowPassed:
    'De uitslag van bord {{board}} is om {{time}} aanvaard, tien minuten na de melding. Vraag de arbiter om die te corrigeren.',
  gamesCount: 'Geef een uitslag voor elk van de {{games}} partijen van het bord.',
  overrideNeedsResult: 'Typ de uitslag met een uitslagtoets.',
  nothingToDecide: 'Bord {{board}} heeft geen melding om over te beslissen.',
  noSuchReport: 'Bord {{board}} heeft geen doorgegeven uitslag van die kant.',
  pickASide:
    'Over bord {{board}} is een geschil: neem de melding van wit (W) of van zwart (Z) over, of typ de uitslag.',
  noSuchEntrant: 'Deze deelnemer speelt niet in het toernooi.',
  nothingToRevoke: '{{name}} heeft geen persoonlijke link om in te trekken.',
  notListening: 'Het uitslagenportaal draait niet. Kies een netwerk en druk eerst op "Portaal starten".',
  noListenerHere: 'Dit venster kan het uitslagenportaal niet aanbieden.',
  off: 'Het uitslagenportaal staat uit voor dit toernooi. Vink eerst "Uitslagenportaal aan" aan.',
  badAddress: 'Deze computer heeft geen netwerk {{address}}. Kies er een uit de lijst.',
  portBusy: 'Poort {{port}} is al bezet op {{address}}. Laat de poort leeg om een vrije te nemen.',
  unknownMethod: 'Deze pagina biedt die handeling niet.',
  wrongPassword: 'Verkeerd wachtwoord, of deze naam speelt niet in het toernooi.',
  wrongCode:
    'Verkeerde persoonlijke code, of deze naam speelt niet in het toernooi. De code staat op uw uitnodiging, onder het adres.',
  badToken:
    'Deze persoonlijke link is niet geldig (ingetrokken of onbekend). Vraag de arbiter om een nieuwe.',
  tooLarge: 'Het verzoek is te groot.',
  badHost: 'Dit adres is niet dat van het uitslagenportaal. Open {{host}}.',
  badOrigin: 'Verzoeken van een andere site worden geweigerd.',
  notJson: 'Het verzoek moet JSON zijn, verstuurd met POST.',
  tooManyRequests: 'Te veel verzoeken van deze telefoon. Wacht enkele seconden en probeer het opnieuw.',
  tooManyAttempts:
    'Te veel verkeerde wachtwoorden of codes van deze telefoon. Wacht {{seconds}} seconden en probeer het opnieuw.',
  tooManyAttemptsHere:
    'Te veel verkeerde wachtwoorden en codes voor dit toernooi in korte tijd, van verschillende telefoons: probeer het over {{seconds}} seconden opnieuw. Persoonlijke links blijven werken; de arbiter is gewaarschuwd.',
  tooManyCodes:
    'Te veel verkeerde codes voor deze naam: probeer het over {{seconds}} seconden opnieuw, open de link van uw uitnodiging, of vraag het de arbiter.',
  badRequest: 'Het verzoek is onvolledig of onjuist. Laad de pagina opnieuw.',
  notFound: 'Hier is niets.',
  unavailable: 'Het uitslagenportaal kan nu niet antwoorden. Probeer het zo opnieuw of vraag het de arbiter.',
  privateTournament:
    'Dit toernooi is besloten: gebruik uw uitnodigingslink of het wachtwoord van het toernooi.',
  noSuchTeam: 'Dit team speelt niet in het toernooi.',
  captainsOnly: 'In een teamtoernooi zijn de persoonlijke links voor de teamleiders: noem de teams.',
  notTeamEvent: 'Dit toernooi heeft geen teams: noem de spelers.',
  match: {
    none: 'Je team heeft in deze ronde geen wedstrijd om te melden.',
    arbiterEntered:
      'De arbiter heeft de uitslagen van wedstrijd {{match}} ingevoerd: een melding kan ze niet wijzigen. Vraag het de arbiter.',
    arbiterBoard:
      'De arbiter heeft de uitslag van bord {{board}} van wedstrijd {{match}} ingevoerd: meld die uitslag voor dat bord, of vraag het de arbiter.',
    alreadyReported: 'Je hebt wedstrijd {{match}} al gemeld. Vraag de arbiter om het te wijzigen.',
    samePhone:
      'Deze telefoon heeft wedstrijd {{match}} al gemeld voor {{other}}. Elke teamleider meldt vanaf zijn eigen telefoon; anders voert de arbiter de uitslagen in.',
    nothingToContest:
      'Niets te betwisten in wedstrijd {{match}}: de andere teamleider heeft nog niets gemeld. Meld liever de uitslagen.',
    windowPassed:
      'De uitslagen van wedstrijd {{match}} zijn om {{time}} aanvaard, tien minuten na de melding. Vraag de arbiter ze te corrigeren.',
    boardsCount: 'Geef een uitslag voor elk van de {{boards}} borden van de wedstrijd.',
    overrideInEntry:
      'Wedstrijd {{match}}: typ je eigen borduitslagen bij de invoer van de wedstrijd; de toetsen hier bevestigen, aanvaarden of verwerpen de meldingen.',
    nothingToDecide: 'Wedstrijd {{match}} heeft geen melding om over te beslissen.',
    noSuchReport: 'Wedstrijd {{match}} heeft geen gemelde uitslag van dat team.',
    pickASide:
      'Wedstrijd {{match}} wordt betwist: aanvaard de melding van het thuisteam (W) of van het uitteam (Z), of verwerp beide (X).',
  },
  withdraw: {
    alreadyLeft:
      '{{team}} heeft het toernooi tijdens ronde {{round}} verlaten: er valt niets meer te melden.',
    captainsOnly:
      'Alleen de teamleider kan een wedstrijd reglementair opgeven of het team terugtrekken, en alleen in een teamtoernooi.',
    bySlipOnly:
      'Met het toernooiwachtwoord kan een wedstrijd niet worden opgegeven of een team niet worden teruggetrokken: open de link van je teamleidersbriefje of kom binnen met de persoonlijke code ervan, of zeg het de arbiter.',
    roundComplete:
      'Ronde {{round}} is af: elk bord heeft een uitslag. Wil je je team nu terugtrekken, zeg het dan de arbiter.',
    notYourMatch:
      'Wedstrijd {{match}} is niet de wedstrijd van {{team}} in deze ronde. Ververs de pagina en probeer opnieuw.',
    nothingToForfeit:
      'Elk bord van wedstrijd {{match}} heeft al een uitslag: er valt niets meer op te geven. Om het toernooi te verlaten, trek je het team terug.',
  },
  screen: {
    team: {
      onBoard: '{{board}}: {{result}}',
      reports: 'Meldingen van de teamleiders',
      keys: 'Toetsen: {{confirm}} bevestigen, {{white}} de melding van het thuisteam aanvaarden, {{black}} die van het uitteam, {{reject}} verwerpen. Je eigen borduitslagen voer je in bij de wedstrijd.',
      decided: 'Wedstrijd {{match}}: {{decision}}.',
      decision: {
        confirm: 'bevestigd',
        'accept-white': 'melding van het thuisteam aanvaard',
        'accept-black': 'melding van het uitteam aanvaard',
        reject: 'meldingen verworpen',
      },
    },
    title: 'Uitslagenportaal',
    enabled: 'Uitslagenportaal aan',
    access: 'Toegang',
    open: 'Open: indeling en stand voor iedereen, melden met een link of het wachtwoord',
    private: 'Besloten: niets te zien zonder link of wachtwoord (R16.3)',
    password: 'Wachtwoord van het toernooi',
    passwordSet: 'Er is een wachtwoord ingesteld. Typ een nieuw om het te vervangen.',
    save: 'Opslaan',
    network: 'Netwerk',
    start: 'Portaal starten',
    stop: 'Portaal stoppen',
    running: 'Spelers openen {{url}}',
    scope: {
      'this-computer': 'Alleen deze computer kan het portaal bereiken.',
      network:
        'Elk apparaat op het netwerk {{address}} kan het portaal bereiken: de telefoons in de zaal, en iedereen anders op dat netwerk.',
    },
    invite: 'Uitnodigingsbriefjes',
    inviteNote:
      'Elk briefje bevat een nieuwe persoonlijke link: de vorige link van de deelnemer werkt niet meer.',
    revoke: 'Link intrekken',
    revoked: 'Persoonlijke links van {{name}} ingetrokken.',
    reports: 'Meldingen van de spelers',
    none: 'Nog geen melding in deze ronde.',
    status: {
      open: 'geen melding',
      waiting: 'wacht, nog {{minutes}} min',
      waitingNoWindow: 'wacht op de andere kant of op u',
      confirmed: 'bevestigd',
      disputed: 'geschil',
      arbiter: 'ingevoerd door de arbiter',
    },
    how: { matching: 'twee gelijke meldingen', window: 'tien minuten zonder bezwaar' },
    contest: 'betwist',
    reported: '{{name}}: {{result}} om {{time}}',
    via: { link: 'persoonlijke link', code: 'persoonlijke code', password: 'wachtwoord van het toernooi' },
    phone: 'telefoon {{phone}}',
    guessing: {
      title: 'Verkeerde wachtwoorden of codes: de grens voor dit toernooi is om {{limitedAt}} bereikt',
      figures:
        'Sinds {{since}}: verkeerd {{wrong}}, geweigerd aan de grens {{refused}}, adressen {{addresses}}.',
      note: 'De zaal krijgt nu één poging per tien seconden. Persoonlijke links blijven werken; uw eigen computer wordt nooit tegengehouden.',
      resume: 'Wachtwoorden en codes weer toelaten',
    },
    keys: 'Toetsen: {{confirm}} bevestigen, {{white}} melding van wit overnemen, {{black}} melding van zwart overnemen, {{reject}} afwijzen; een uitslagtoets legt de uitslag op.',
    decided: 'Bord {{board}}: {{decision}}.',
    decision: {
      confirm: 'bevestigd',
      'accept-white': 'melding van wit overgenomen',
      'accept-black': 'melding van zwart overgenomen',
      override: 'uitslag van de arbiter ingevoerd',
      reject: 'meldingen afgewezen',
    },
  },
  phone: {
    captain: {
      withdraw: {
        title: 'Opgeven of terugtrekken',
        note: 'Alleen als je team niet verder kan spelen. De arbiter wordt meteen gewaarschuwd.',
        forfeit: 'Deze wedstrijd reglementair opgeven',
        abandon: 'Het team uit het toernooi terugtrekken',
        byPassword:
          'Met het toernooiwachtwoord kun je geen wedstrijd opgeven of je team terugtrekken: gebruik de link of de code van je briefje, of zeg het de arbiter.',
        forfeitTitle: 'Wedstrijd {{match}} tegen {{opponent}} reglementair opgeven?',
        abandonTitle: '{{team}} uit het toernooi terugtrekken?',
        boardsForfeited: 'Borden zonder uitslag worden reglementair verloren door {{team}}: {{boards}}.',
        boardsKept: 'Al gespeelde borden houden hun uitslag: {{boards}}.',
        forfeitMatch:
          'Wedstrijd {{match}} is verloren voor {{team}}, wat de gespeelde borden ook zeggen: {{opponent}} krijgt de matchpunten.',
        abandonMatch: 'Wedstrijd {{match}} telt zoals de borden zeggen.',
        leaves:
          '{{team}} verlaat het toernooi: het wordt niet meer ingedeeld, houdt zijn punten en staat achter alle teams die nog meespelen.',
        undo: 'De arbiter wordt gewaarschuwd en kan het ongedaan maken tot de volgende ronde is ingedeeld.',
        confirmForfeit: 'Ja, wedstrijd {{match}} opgeven',
        confirmAbandon: 'Ja, {{team}} terugtrekken',
        cancel: 'Annuleren',
        left: {
          abandon:
            '{{team}} heeft zich tijdens ronde {{round}} uit het toernooi teruggetrokken: het wordt niet meer ingedeeld.',
          forfeit:
            '{{team}} heeft zijn wedstrijd van ronde {{round}} reglementair opgegeven en het toernooi verlaten: het wordt niet meer ingedeeld.',
        },
        leftUndo:
          'Gemeld vanaf de telefoon van een teamleider: de arbiter kan het ongedaan maken tot de volgende ronde is ingedeeld.',
      },
      team: 'Team',
      matchPoints: 'Matchpunten',
      myMatch: 'Onze wedstrijd',
      pickTeam: 'Je team (teamleider)',
      of: 'Teamleider van {{team}}',
      match: 'Wedstrijd {{match}}',
      noMatch: 'Je team heeft in deze ronde geen wedstrijd.',
      bye: 'Je team heeft in deze ronde een bye.',
      white: 'Wit',
      black: 'Zwart',
      win: 'Gewonnen',
      loss: 'Verloren',
      send: 'Wedstrijd versturen: {{score}}',
      pickAll: 'Kies op elk bord een uitslag en verstuur dan.',
      status: {
        open: 'Nog geen uitslag gemeld.',
        waiting: 'Wacht op de andere teamleider: aanvaard over {{minutes}} min tenzij betwist.',
        waitingTheirsNoWindow:
          'De teamleider van {{name}} meldde met het wachtwoord van het toernooi: dat geldt alleen met je eigen melding of het besluit van de arbiter.',
        waitingTheirs:
          'De teamleider van {{name}} heeft gemeld: aanvaard over {{minutes}} min tenzij je het betwist.',
        waitingMineNoWindow:
          'Verstuurd met het wachtwoord van het toernooi: wacht op de teamleider van {{name}} of op de arbiter.',
        waitingArbiter:
          'Beide meldingen zijn verstuurd met het wachtwoord van het toernooi: ze wachten op de arbiter, of op een melding met de link of de code van een uitnodiging.',
        confirmed: 'Bevestigd: {{score}}.',
        disputed: 'Betwist: de arbiter beslist.',
        arbiter: 'Ingevoerd door de arbiter: {{score}}.',
      },
      said: {
        mine: 'Jij meldde: {{result}}',
        theirs: '{{name}} meldt: {{result}}',
        won: '{{team}} heeft gewonnen',
        lost: '{{team}} heeft verloren',
        draw: 'remise',
        youContested: 'Je hebt de melding van {{name}} betwist.',
        theyContested: '{{name}} betwist je melding.',
        mineByPassword: 'Je melding is verstuurd met het wachtwoord van het toernooi.',
        theirsByPassword: 'De melding van {{name}} is verstuurd met het wachtwoord van het toernooi.',
      },
      contest: 'Deze melding betwisten',
      byPassword:
        'Je bent binnengekomen met het wachtwoord van het toernooi: je meldingen wachten op de andere teamleider of op de arbiter. De link of de code van je uitnodiging spreekt meteen voor je team.',
    },
    title: 'Uitslagen',
    pickTournament: 'Toernooi',
    privateEntry: 'Besloten toernooi: voer het wachtwoord in',
    pickName: 'Uw naam',
    password: 'Wachtwoord van het toernooi',
    code: 'Persoonlijke code (op uw uitnodiging)',
    enterCode: 'Binnengaan met mijn code',
    orPassword: 'Zonder uw uitnodiging: het wachtwoord van het toernooi',
    enterPassword: 'Binnengaan met het wachtwoord',
    passwordNote:
      'Met het wachtwoord leest u de indeling en de stand; een uitslag die u doorgeeft wacht op de melding van uw tegenstander of op de arbiter.',
    byPassword:
      'U bent binnengekomen met het wachtwoord van het toernooi: uw meldingen wachten op uw tegenstander of op de arbiter. De link of de code van uw uitnodiging spreekt meteen voor u.',
    byeOf: 'Vrij: {{name}}',
    noOpen: 'Hier is geen toernooi open om te lezen: kom binnen met uw link, uw code of het wachtwoord.',
    enter: 'Binnengaan',
    or: 'of open uw uitnodigingslink',
    round: 'Ronde {{round}}',
    board: 'Bord {{board}}',
    against: 'tegen {{name}}',
    white: 'U speelt met wit',
    black: 'U speelt met zwart',
    game: 'Partij {{leg}}',
    opening: 'Opening: {{moves}}',
    noBoard: 'U hebt geen bord in deze ronde.',
    bye: 'U bent vrij (bye) in deze ronde.',
    win: 'Gewonnen',
    draw: 'Remise',
    loss: 'Verloren',
    send: 'Versturen: {{result}}',
    contest: 'Deze uitslag betwisten',
    status: {
      open: 'Nog geen uitslag doorgegeven.',
      waiting: 'Wacht op uw tegenstander: aanvaard over {{minutes}} min tenzij betwist.',
      waitingTheirsNoWindow:
        '{{name}} gaf een uitslag door met het wachtwoord van het toernooi: die geldt alleen met uw eigen melding of het besluit van de arbiter.',
      waitingTheirs:
        '{{name}} heeft een uitslag doorgegeven: aanvaard over {{minutes}} min tenzij u die betwist.',
      waitingMineNoWindow:
        'Verstuurd met het wachtwoord van het toernooi: wacht op de melding van {{name}} of op de arbiter.',
      waitingArbiter:
        'Beide meldingen zijn verstuurd met het wachtwoord van het toernooi: ze wachten op de arbiter, of op een melding met de link of de code van een uitnodiging.',
      confirmed: 'Bevestigd: {{result}}.',
      disputed: 'Geschil: de arbiter beslist.',
      arbiter: 'Ingevoerd door de arbiter: {{result}}.',
    },
    said: {
      mine: 'U meldde: {{result}}',
      theirs: '{{name}} meldt: {{result}}',
      youWon: 'u hebt gewonnen',
      youLost: 'u hebt verloren',
      won: '{{name}} heeft gewonnen',
      lost: '{{name}} heeft verloren',
      draw: 'remise',
      inGame: 'partij {{leg}}: {{result}}',
      youContested: 'U hebt de melding van {{name}} betwist.',
      theyContested: '{{name}} betwist uw melding.',
      byPassword: '(verstuurd met het wachtwoord van het toernooi)',
    },
    pairings: 'Indeling',
    standings: 'Stand',
    myBoard: 'Mijn bord',
    rank: 'Plaats',
    name: 'Naam',
    points: 'Punten',
    refresh: 'Vernieuwen',
    leave: 'Afmelden',
    sent: 'Verstuurd.',
  },
};
