import { useState, type ReactElement } from 'react';

/** Holds a controlled panel's value like the builder does, reporting each emitted value to `spy`. */
export function Controlled<T>({ initial, spy, children }: { initial: T; spy: (next: T) => void; children: (value: T, onChange: (next: T) => void) => ReactElement }) {
  const [value, setValue] = useState(initial);
  return children(value, (next) => {
    spy(next);
    setValue(next);
  });
}
