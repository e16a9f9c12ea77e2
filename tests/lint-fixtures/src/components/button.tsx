// expect: import-x/no-cycle
// Linted as src/components/button.tsx, which the partner imports back: button → partner → button.
import { Button } from '../../tests/lint-fixtures/partners/back-to-button';

export const SameButton = Button;
