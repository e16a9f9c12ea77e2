// A real module (the cycle fixtures import it): it imports the file the fixture is linted as.
export { parseServerTime } from '../../../engine/domain/time';
