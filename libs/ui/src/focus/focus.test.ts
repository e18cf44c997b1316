import { describe, expect, it } from 'vitest';
import { afterDialogFocus, focusWithinNextFrame } from './focus';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('focus moves', () => {
  it('afterDialogFocus focuses the element two frames later, once the dialog gave focus back', async () => {
    const target = document.createElement('div');
    target.tabIndex = -1;
    document.body.append(target);
    afterDialogFocus({ current: target });
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(target);
    target.remove();
  });

  it('afterDialogFocus can be cancelled (an effect cleaned up)', async () => {
    const target = document.createElement('div');
    target.tabIndex = -1;
    document.body.append(target);
    const cancel = afterDialogFocus({ current: target });
    cancel();
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).not.toBe(target);
    target.remove();
  });

  it('focusWithinNextFrame focuses the matching element inside the container', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="other" /><input name="consent" type="checkbox" />';
    document.body.append(container);
    focusWithinNextFrame({ current: container }, 'input[name="consent"]');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(container.querySelector('input[name="consent"]'));
    container.remove();
  });
});
