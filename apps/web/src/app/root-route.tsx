import { AreaContainment } from './guards/area-containment';
import { SessionKeeper } from './session-keeper';

/** Above every page: the session's upkeep and the rule that keeps admins and brands in their area. */
export function RootRoute() {
  return (
    <>
      <SessionKeeper />
      <AreaContainment />
    </>
  );
}
