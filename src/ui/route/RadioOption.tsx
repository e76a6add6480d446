import type { ReactNode } from 'react';

/** One choice of a radio group, its text after the button (the label names the button). */
export function RadioOption(props: {
  name: string;
  checked: boolean;
  onChoose(): void;
  children: ReactNode;
}) {
  return (
    <label>
      <input type="radio" name={props.name} checked={props.checked} onChange={props.onChoose} />{' '}
      {props.children}
    </label>
  );
}
