// expect: nothing
// Shared UI may use other shared UI and libraries.
import { useState } from 'react';
import { Button } from './button';

export function Toggle() {
  const [on, setOn] = useState(false);
  return <Button onClick={() => setOn(!on)}>{on ? '开' : '关'}</Button>;
}
