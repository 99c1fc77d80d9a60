import { describe, expect, it } from 'vitest';
import { boardSvg } from '../../../src/main/engine/draughts/diagram';
import { initialPosition, parseFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';

const count = (svg: string, re: RegExp) => (svg.match(re) ?? []).length;

describe('board diagrams (R11.2)', () => {
  it('draws every square and every piece of the international start: 100 squares, 40 men', () => {
    const svg = boardSvg(initialPosition(RULES.international));
    expect(count(svg, /<rect x=/g)).toBe(100);
    expect(count(svg, /<circle/g)).toBe(40);
    expect(count(svg, /fill="#fbfbf6"/g)).toBe(20); // White's men
  });
  it('draws a king as a piece with an inner ring, and numbers the 32 squares of an Italian board', () => {
    const svg = boardSvg(parseFen(RULES.italian, 'W:WK1:B32'));
    expect(count(svg, /<circle/g)).toBe(3);
    expect(count(svg, /<text/g)).toBe(32);
    expect(svg).toContain('>32</text>');
  });
  it('labels files and ranks on algebraic boards', () => {
    const svg = boardSvg(initialPosition(RULES.turkish));
    expect(count(svg, /<circle/g)).toBe(32);
    for (const label of ['>a<', '>h<', '>1<', '>8<']) expect(svg).toContain(label);
  });
});
