import { useSession, userStateOf } from '@labellens/shell-contract';
import { SpinnerBlock } from '@labellens/web-ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { APP_FRAME_SCREENS, BOTTOM_NAV_TAB, decideRoute } from '../routing/route-decision';
import { renderScreen } from './screens';

/** Applies the route table to the current path and user state, then renders that screen. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const session = useSession();
  const state = userStateOf(session.isLoading, session.user);
  const decision = decideRoute(pathname, state);

  if (decision.screen === 'loading') return <SpinnerBlock text="Loading..." fullScreen />;

  const tab = state === 'withProfile' ? BOTTOM_NAV_TAB[decision.screen] : undefined;
  const screen = renderScreen(decision.screen);
  const element = APP_FRAME_SCREENS.has(decision.screen) ? (
    <AppLayout tab={tab}>{screen}</AppLayout>
  ) : (
    screen
  );

  return (
    <Routes>
      <Route path={decision.pattern} element={element} />
    </Routes>
  );
}
