import { describe, expect, it } from 'vitest';
import { renderDirectoryFirstView } from '../first-view';

describe('the pre-rendered first views', () => {
  it('the directory’s: the shell as it loads, with the page’s heading and nothing the role decides', () => {
    const root = document.createElement('div');
    root.innerHTML = renderDirectoryFirstView();
    const view = root.querySelector('#directory-first-view');
    expect(view?.querySelector('h1')?.textContent).toBe('Employee Management');
    expect(view?.querySelector('main#main')).toBeTruthy();
    expect(view?.querySelector('header')?.textContent).toContain('Employees');
    const menu = [...(view?.querySelectorAll('nav[aria-label="Main"] a, nav[aria-label="Main"] button') ?? [])];
    expect(menu.map((item) => item.textContent)).toEqual(['Dashboard', 'Organizations']);
    expect(view?.textContent).not.toContain('No organization');
    // The search (its kinds) waits for the role; the avatar for the user, whom the build cannot know.
    expect(view?.querySelector('[role="search"]')?.childElementCount).toBe(0);
    expect(view?.textContent).not.toContain('?');
  });
});
