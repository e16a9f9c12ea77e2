// expect: import-x/no-restricted-paths
// A rule takes the shop's values as arguments (limits, capabilities); the defaults stand above it.
import { engineDefaults } from '../profiles/defaults';

export const defaultLimits = engineDefaults.limits;
