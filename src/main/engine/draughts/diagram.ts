/**
 * A board diagram as SVG text, the same on screen and in print (R11.2: the round's opening is
 * shown as moves and as a board). White at the bottom, the variant's own colouring of squares;
 * numbered boards carry the square numbers, algebraic ones their files and ranks on the edge.
 */
import type { Position } from './position';

const LIGHT = '#f3e6c8';
const DARK = '#9c6b43';
const FRAME = '#4a3222';

export function boardSvg(pos: Position, cell = 32): string {
  const g = pos.rules.geometry;
  const n = g.size;
  const algebraic = pos.rules.notation === 'algebraic';
  const margin = algebraic ? Math.round(cell * 0.5) : 2;
  const side = n * cell + 2 * margin;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">`,
    `<rect width="${side}" height="${side}" fill="${FRAME}"/>`,
  ];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const sq = g.at(r, c);
      const x = margin + c * cell;
      const y = margin + r * cell;
      const dark = g.allSquares ? (r + c) % 2 === 1 : sq >= 0;
      out.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${dark ? DARK : LIGHT}"/>`);
      if (sq < 0) continue;
      if (!algebraic)
        out.push(
          `<text x="${x + 2}" y="${y + cell * 0.28}" font-size="${(cell * 0.24).toFixed(1)}" font-family="sans-serif" fill="#f3e6c8">${sq + 1}</text>`,
        );
      const p = pos.board[sq] ?? 0;
      if (p === 0) continue;
      const cx = x + cell / 2;
      const cy = y + cell / 2;
      const white = p > 0;
      const fill = white ? '#fbfbf6' : '#1d1d1d';
      const stroke = white ? '#3a3a3a' : '#000000';
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${(cell * 0.38).toFixed(1)}" fill="${fill}" stroke="${stroke}" stroke-width="${(cell * 0.05).toFixed(2)}"/>`,
      );
      if (Math.abs(p) === 2)
        // a king: a second piece drawn as an inner ring
        out.push(
          `<circle cx="${cx}" cy="${cy}" r="${(cell * 0.22).toFixed(1)}" fill="none" stroke="${white ? '#9c6b43' : '#d8b98a'}" stroke-width="${(cell * 0.08).toFixed(2)}"/>`,
        );
    }
  if (algebraic)
    for (let i = 0; i < n; i++) {
      const file = String.fromCharCode(97 + i);
      const rank = String(n - i);
      const t = (x: number, y: number, s: string) =>
        `<text x="${x}" y="${y}" font-size="${(margin * 0.7).toFixed(1)}" font-family="sans-serif" fill="#f3e6c8" text-anchor="middle">${s}</text>`;
      out.push(t(margin + i * cell + cell / 2, side - margin * 0.25, file));
      out.push(t(margin * 0.5, margin + i * cell + cell / 2 + margin * 0.25, rank));
    }
  out.push('</svg>');
  return out.join('');
}
