import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonBody } from './jsonBody';
import { useSubmission } from './submission';

interface Echo {
  [key: string]: string | number;
  n: number;
}

describe('useSubmission().answer', () => {
  it('resolves each body with the action’s answer to it; one sent meanwhile waits its turn', async () => {
    const started: number[] = [];
    const answers: string[] = [];
    let send: (n: number) => void = () => undefined;
    function Screen() {
      const submission = useSubmission<{ echo: number }>();
      const [, setCount] = useState(0);
      send = (n) => {
        void submission.answer({ n } satisfies Echo).then((answer) => {
          answers.push(`${n}→${answer.echo}`);
          setCount((count) => count + 1);
        });
      };
      return <p>écran</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Screen,
          shouldRevalidate: () => false,
          action: async ({ request }) => {
            const { n } = await jsonBody<Echo>(request);
            started.push(n);
            await new Promise((resolve) => setTimeout(resolve, n === 1 ? 30 : 0));
            return { echo: n * 10 };
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('écran');
    act(() => {
      send(1);
      send(2);
    });
    await waitFor(() => expect(answers).toEqual(['1→10', '2→20']));
    // The second went once the first was answered: neither was cancelled.
    expect(started).toEqual([1, 2]);
  });
});
