// The figures of a scripted arena day (scripts/arena-day.mjs) and the check of its points by hand:
// every player's games in the order they ended, scored again here from RULES.md alone (R14.3 win 2,
// draw 1, loss 0, a win from the third in a row on 3; R14.4 a boosted win doubled; R8.5 a ruled
// draw 1), then compared with the points the API ranked them by.

const hhmm = (iso) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** One player's games scored from the rules, line by line. */
export function scoreByHand(history) {
  let inRow = 0;
  const lines = [];
  for (const g of [...history].sort((a, b) => a.endedAt.localeCompare(b.endedAt) || a.gameId - b.gameId)) {
    let points = g.outcome === 'draw' ? 1 : 0;
    let why =
      g.result === 'ruled-draw'
        ? 'ruled draw at the close, 1 (R8.5)'
        : g.outcome === 'draw'
          ? 'draw, 1'
          : 'loss, 0';
    if (g.outcome === 'win') {
      const base = inRow >= 2 ? 3 : 2;
      points = g.boosted ? base * 2 : base;
      why = `win after ${inRow} in a row: ${base}${inRow >= 2 ? ' (R14.3)' : ''}${g.boosted ? `, boosted x2 = ${points} (R14.4)` : ''}`;
    } else if (g.boosted) why += ' (boosted: nothing to double)';
    inRow = g.outcome === 'win' ? inRow + 1 : 0;
    lines.push({ ...g, byHand: points, why });
  }
  return { lines, total: lines.reduce((s, l) => s + l.byHand, 0) };
}

/** The day's figures from the final view. */
export function dayFacts(view, meta) {
  const games = new Map();
  for (const s of view.standings) for (const h of s.history) games.set(h.gameId, h);
  const all = [...games.values()];
  const perPlayer = view.standings.map((s) => s.games);
  const wins = view.standings.flatMap((s) => s.history.filter((h) => h.outcome === 'win'));
  return {
    meta,
    view,
    games: all.length,
    ruled: all.filter((g) => g.result === 'ruled-draw').length,
    ruledAtClose: all
      .filter((g) => g.result === 'ruled-draw')
      .every((g) => Date.parse(g.endedAt) === meta.closesAt),
    boostedWins: wins.filter((h) => h.boosted).length,
    streakWins: wins.filter((h) => h.onStreak).length,
    gamesPerPlayer: { min: Math.min(...perPlayer), max: Math.max(...perPlayer) },
  };
}

/** Every player's points by hand against the API's, and the player worked out in the summary. */
export function handCheck(facts) {
  const rows = facts.view.standings.map((s) => ({ s, hand: scoreByHand(s.history) }));
  const allMatch = rows.every(
    (r) => r.hand.total === r.s.points && r.hand.lines.every((l) => l.byHand === l.points),
  );
  // The player to show: one with a boosted win and a streak win if there is one, else the leader.
  const shown =
    rows.find(
      (r) => r.s.history.some((h) => h.boosted && h.outcome === 'win') && r.s.history.some((h) => h.onStreak),
    ) ?? rows[0];
  return { allMatch, shown };
}

export function printSummary(facts, event, out) {
  const { meta, view, stats } = facts;
  out(
    `arena day: ${meta.players} players, ${meta.minutes} minutes from ${hhmm(new Date(meta.start).toISOString())}, seed ${meta.seed}`,
  );
  out(`event file: ${event}`);
  const methods = Object.entries(stats.byMethod)
    .map(([m, n]) => `${m} ${n}`)
    .join(', ');
  out(`diagonal api calls: ${stats.calls} (${methods})`);
  out(
    `end ${hhmm(view.time.endsAt)}, close ${hhmm(view.time.closesAt)}: ${facts.ruled} open game(s) ruled drawn at the close` +
      ` (${facts.ruledAtClose ? 'all ended at the close' : 'NOT all at the close'}); arena ${view.closed ? 'closed' : 'OPEN'}, status ${facts.status}`,
  );
  for (const r of stats.refusals) out(`refused at the close (${r.method}): ${r.message}`);
  if (facts.corrected)
    out(
      `correction at ${hhmm(new Date(meta.start + (meta.minutes / 2) * 60_000).toISOString())}: game ${facts.corrected.gameId} ${facts.corrected.from} -> ${facts.corrected.to}`,
    );
  out(
    `games ${facts.games}, boosts ${facts.boosts} (boosted wins ${facts.boostedWins}), streak wins ${facts.streakWins}, games per player min ${facts.gamesPerPlayer.min} max ${facts.gamesPerPlayer.max}`,
  );
  out('final ranking (R14.5: points, then wins):');
  for (const s of view.standings)
    out(
      `  ${String(s.place).padStart(2)}  ${s.entrant.name.padEnd(22)} ${String(s.points).padStart(3)} pts  ${String(s.wins).padStart(2)} wins  ${String(s.games).padStart(2)} games`,
    );
  const check = handCheck(facts);
  const { s, hand } = check.shown;
  out(`${s.entrant.name}, worked by hand:`);
  for (const l of hand.lines)
    out(`  ${hhmm(l.endedAt)} vs ${l.opponent.name} (${l.colour === 'white' ? 'W' : 'B'}): ${l.why}`);
  out(`  total ${hand.total}, the API says ${s.points}`);
  out(`points of every player by hand = the API's: ${check.allMatch ? 'yes' : 'NO'}`);
}
