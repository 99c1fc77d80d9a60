import { describe, expect, it } from 'vitest';
import { copyTarget, filesToOpen, offersFor } from '../../src/renderer/components/events/event-file';

describe('what the open panel offers after a refusal', () => {
  it('offers read-only when another window on this computer holds the file', () => {
    expect(offersFor('storage:locked', { lock: { sameHost: true, since: '14:05' } })).toEqual(['readOnly']);
  });

  it('offers read-only and taking over when another computer holds it', () => {
    expect(offersFor('storage:lockedElsewhere', { lock: { sameHost: false, host: 'hall-laptop' } })).toEqual([
      'readOnly',
      'takeOver',
    ]);
  });

  it('offers read-only for a file marked read-only', () => {
    expect(offersFor('storage:fileReadOnly', undefined)).toEqual(['readOnly']);
  });

  it('offers the backup of a damaged or cut-short file only when there is one', () => {
    expect(
      offersFor('storage:damaged', { backup: 'Club Open round 3 2026-12-05 14.30.05.diagonal' }),
    ).toEqual(['restore']);
    expect(offersFor('storage:truncated', { backup: 'x.diagonal' })).toEqual(['restore']);
    expect(offersFor('storage:damaged', undefined)).toEqual([]);
  });

  it('offers nothing for other refusals', () => {
    expect(offersFor('fileNotFound', { backup: 'x' })).toEqual([]);
    expect(offersFor('storage:diskFull', null)).toEqual([]);
  });
});

describe('where "Save a copy..." puts the copy', () => {
  it('beside the event file on the desktop, in the data folder in web mode', () => {
    const desktop = { file: '/home/arbiter/Events/Club Open.diagonal', fileName: 'Club Open.diagonal' };
    expect(copyTarget(desktop, ' Club Open copy ')).toBe('/home/arbiter/Events/Club Open copy.diagonal');
    expect(
      copyTarget({ file: 'C:\\Events\\Open.diagonal', fileName: 'Open.diagonal' }, 'Open 2.DIAGONAL'),
    ).toBe('C:\\Events\\Open 2.DIAGONAL');
    expect(copyTarget({ file: 'Club Open.diagonal', fileName: 'Club Open.diagonal' }, 'Club Open copy')).toBe(
      'Club Open copy.diagonal',
    );
  });
});

describe('the files the open panel lists', () => {
  const f = (file: string) => ({ file });
  it("lists the recent files first, then the folder's other files, each once", () => {
    expect(
      filesToOpen(
        [f('/d/b.diagonal'), f('/d/a.diagonal')],
        [f('/d/a.diagonal'), f('/d/c.diagonal'), f('/d/b.diagonal')],
      ),
    ).toEqual([f('/d/b.diagonal'), f('/d/a.diagonal'), f('/d/c.diagonal')]);
  });
  it('lists the folder alone when nothing is recent, and the recent alone when the folder is empty', () => {
    expect(filesToOpen([], [f('x'), f('y')])).toEqual([f('x'), f('y')]);
    expect(filesToOpen([f('y'), f('x')], [])).toEqual([f('y'), f('x')]);
  });
});
