import type { DemoModel, DemoSchema } from '../demoRegistry';
import { found } from '../shared/found';

/** The person using the demo: the author of whatever is added through the API. */
export const viewerOf = (schema: DemoSchema): DemoModel<'profile'> =>
  found(schema.findBy('profile', { viewer: true }), 'Viewer');
