import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useProgressPending } from './progress-store';

/** Short enough not to slow anyone down, long enough to be seen on a fast navigation. */
const MIN_VISIBLE_MS = 250;
const FADE_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

/** The thin loading bar at the top (spec section 2): runs on each navigation and while a page loads. */
export function TopProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = useProgressPending();
  const busy = pending || navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  const startedAt = useRef(0);

  useEffect(() => {
    startedAt.current = Date.now();
    setPhase('running');
  }, [location.key]);

  useEffect(() => {
    if (!busy) return;
    startedAt.current = Date.now();
    setPhase('running');
  }, [busy]);

  useEffect(() => {
    if (phase !== 'running' || busy) return;
    const wait = Math.max(0, MIN_VISIBLE_MS - (Date.now() - startedAt.current));
    const timer = window.setTimeout(() => setPhase('finishing'), wait);
    return () => window.clearTimeout(timer);
  }, [phase, busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = window.setTimeout(() => setPhase('idle'), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return <div className={`kg-top-progress kg-top-progress--${phase}`} data-testid="top-progress" data-state={phase} />;
}
