import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBoard, PortalRound } from '../../../shared/api/portal';
import { isLanguage } from '../../../shared/i18n';
import { api, errorMessage } from '../../api';
import { portalKey, type PortalUnit } from './keys';

/** The portal's view of one round, read again every 15 seconds; each view read is passed to `onView`. */
function usePortalView(tournamentId: number, round: number, onView?: (view: PortalRound) => void) {
  const seen = useRef(onView);
  useEffect(() => {
    seen.current = onView;
  });
  const [view, setView] = useState<PortalRound | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api['portal.round']({ tournamentId, round })
        .then((v) => {
          if (!live) return;
          setView(v);
          seen.current?.(v);
        })
        .catch((e: unknown) => live && setError(errorMessage(e)));
    void load();
    const timer = setInterval(() => void load(), 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId, round]);
  return { view, setView, error, setError };
}

/**
 * The reports of one round on the portal (R16.2) and the arbiter's answers to them: a key
 * pressed on a board's row decides it (keys.ts), and the guessing alarm can be lifted (R16.3).
 */
export function usePortalRound(p: {
  tournamentId: number;
  round: number;
  unit: PortalUnit;
  onDecided: (message: string) => void;
  onView?: ((view: PortalRound) => void) | undefined;
}) {
  const { tournamentId, round, unit } = p;
  const { t, i18n } = useTranslation('portal');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const { view, setView, error, setError } = usePortalView(tournamentId, round, p.onView);
  const decide = (b: PortalBoard, key: string) => {
    const d = portalKey(key, b, unit, lng);
    if (!d) return false;
    setError(null);
    const result = d.result ? { result: d.result } : {};
    api['portal.decide']({ tournamentId, round, board: b.boardNo, decision: d.decision, ...result })
      .then((v) => {
        setView(v);
        const decision = t(`${unit === 'match' ? 'screen.team' : 'screen'}.decision.${d.decision}`);
        p.onDecided(
          unit === 'match'
            ? t('screen.team.decided', { match: b.boardNo, decision })
            : t('screen.decided', { board: b.boardNo, decision }),
        );
      })
      .catch((e: unknown) => setError(errorMessage(e)));
    return true;
  };
  const resume = () =>
    api['portal.resume']({ tournamentId })
      .then(() => setView((v) => (v ? { ...v, guessing: null } : v)))
      .catch((e: unknown) => setError(errorMessage(e)));
  return { view, error, decide, resume, lng };
}
