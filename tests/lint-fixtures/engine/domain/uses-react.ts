// expect: no-restricted-imports
import { useState } from 'react';

export const hook = useState;
