// expect: import-x/no-restricted-paths
// The entry hands the engine on to src/; nothing inside the engine imports it.
import { resolveCapabilities } from '..';

export const capabilitiesOf = resolveCapabilities;
