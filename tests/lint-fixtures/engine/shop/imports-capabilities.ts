// expect: import-x/no-restricted-paths
// A type import counts too: the resolved profile stands under the capabilities read from it.
import type { Capabilities } from '../capabilities/catalogue';

export type Settings = Partial<Capabilities>;
