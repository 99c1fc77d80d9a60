import { NavLink, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUILT, NEEDS_TOURNAMENT, type Screen } from '../screens';

type Props = {
  active: Screen;
  hasTournament: boolean;
  /** The screens the chosen tournament's kind uses (screensFor). */
  screens: readonly Screen[];
  onSelect: (screen: Screen) => void;
};

/**
 * Every screen of the product is listed so the arbiter sees the whole workflow; the ones not built
 * yet are disabled and say what brings them, rather than showing made-up content.
 */
export function NavigationBar({ active, hasTournament, screens, onSelect }: Props) {
  const { t } = useTranslation('ui');
  return (
    <Stack gap={2}>
      {screens.map((screen) => {
        const built = BUILT.has(screen);
        const blocked = built && NEEDS_TOURNAMENT.has(screen) && !hasTournament;
        const why = !built ? t(`nav.comesWith.${screen}`) : blocked ? t('nav.chooseTournament') : null;
        // aria-disabled rather than disabled: the item stays focusable so its tooltip says why
        const unavailable = why !== null;
        const link = (
          <NavLink
            component="button"
            type="button"
            label={t(`nav.${screen}`)}
            active={screen === active}
            disabled={unavailable}
            aria-disabled={unavailable || undefined}
            aria-current={screen === active ? 'page' : undefined}
            onClick={() => {
              if (!unavailable) onSelect(screen);
            }}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
        return why ? (
          <Tooltip
            key={screen}
            label={why}
            position="right"
            withArrow
            multiline
            w={240}
            events={{ hover: true, focus: true, touch: false }}
          >
            <div>{link}</div>
          </Tooltip>
        ) : (
          <div key={screen}>{link}</div>
        );
      })}
    </Stack>
  );
}
