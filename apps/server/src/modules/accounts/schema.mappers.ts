// GraphQL code generation maps the Viewer type through this file; the type lives in the shared layer.
export type { ViewerMapper } from '../shared/viewer';
