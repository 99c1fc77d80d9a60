import { Kbd, Paper, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointSystem } from '../../../shared/domain';
import { resultCode } from './format';
import { isLanguage } from '../../../shared/i18n';
import { keyMeaning, RESULT_LETTERS, resultKeys, type KeyGame } from './keys';

/**
 * The result keys on screen, translated, for the game about to be scored: each key with the code
 * the board table will show for it and whose win it gives, by name. On game 2 of two legs the
 * colours are reversed (R5.1): "1" is a win of the board's Black, and reads 0–2 in the table.
 */
function KeyMapView({
  ps,
  game,
  twoGames = false,
}: {
  ps: PointSystem;
  game: KeyGame | null;
  /** The round plays two games a board: the table's reading of game 2 is said even with no game chosen. */
  twoGames?: boolean;
}) {
  const { t, i18n } = useTranslation('day');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const letters = RESULT_LETTERS[lng];
  const code = (result: Parameters<typeof resultCode>[0], side: 'white' | 'black') =>
    resultCode(result, ps, t, side);
  return (
    <Paper withBorder p="xs">
      <Title order={5} mb={game ? 0 : 4}>
        {t('results.keys')}
      </Title>
      {game && (
        <Text size="xs" c="dimmed" mb={4} data-testid="keys-game">
          {t(game.legs === 2 ? 'results.keysForLeg' : 'results.keysFor', {
            board: game.board,
            leg: game.leg,
            white: game.leg === 2 ? game.black : game.white,
            black: game.leg === 2 ? game.white : game.black,
          })}
        </Text>
      )}
      <Table verticalSpacing={1} horizontalSpacing="sm" fz="xs" w="auto" aria-label={t('results.keys')}>
        <Table.Tbody>
          {resultKeys(lng).map(({ keys, result }) => {
            const m = keyMeaning(result, game, code, t);
            return (
              <Table.Tr key={keys.join()}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {keys.map((k) => (
                    <Kbd key={k} size="xs" mr={2}>
                      {k === 'Delete' ? 'Del' : k}
                    </Kbd>
                  ))}
                </Table.Td>
                <Table.Td className="code">{m.code}</Table.Td>
                <Table.Td>{m.meaning}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {/* R8.2, R8.3: forfeit and no-show look alike (a French club calls a no-show "forfait") */}
      <Text size="xs" c="dimmed" mt={4} maw={520} data-testid="keys-note">
        {t('results.keysNote', {
          forfeit: '+ −',
          noShow: `${letters['white-wins-no-show']} ${letters['black-wins-no-show']}`,
        })}
        {(game?.legs === 2 || twoGames) && ` ${t('results.keysNoteLeg')}`}
      </Text>
    </Paper>
  );
}

export const KeyMap = memo(KeyMapView);
