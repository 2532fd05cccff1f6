import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that runs one submit at a time. The guard is set before anything
 * renders, so a double click (or Enter pressed twice) that reaches the form before the button is
 * disabled still sends one request.
 */
export function useSingleSubmit(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const busy = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void submit(event).finally(() => {
      busy.current = false;
    });
  };
}
