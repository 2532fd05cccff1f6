import { ADMIN_AREA } from '../../../lib/access';

/** spec: dashboards §2 — the admin's brand screens. */
export const VIEW_ALL_PATH = `${ADMIN_AREA}/brands/view-all`;
export const ADD_BRAND_PATH = `${ADMIN_AREA}/brands/add-brand`;
