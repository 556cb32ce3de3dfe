// The colour theme: the system's (light or dark) unless the reader picked one with the
// header's switch, which this page remembers. A classic script loaded in the head, so that the
// theme is set before the page is first drawn.
(() => {
  const KEY = 'umpire-theme';
  const ORDER = ['auto', 'dark', 'light'];
  const NAMES = { auto: 'as the system', dark: 'dark', light: 'light' };
  const ICONS = { auto: '◐', dark: '☾', light: '☀' };
  const read = () => {
    try {
      const t = localStorage.getItem(KEY);
      return ORDER.includes(t) ? t : 'auto';
    } catch {
      return 'auto';
    }
  };
  const apply = (t) => {
    if (t === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = t;
  };
  apply(read());
  document.addEventListener('DOMContentLoaded', () => {
    const bar = document.querySelector('header.bar');
    if (!bar) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'theme';
    button.dataset.testid = 'theme';
    const label = (t) => {
      const next = ORDER[(ORDER.indexOf(t) + 1) % ORDER.length];
      const icon = document.createElement('span');
      icon.setAttribute('aria-hidden', 'true');
      icon.textContent = `${ICONS[t]} `;
      // On a phone only the icon shows; the words stay for screen readers.
      const word = document.createElement('span');
      word.className = 'word';
      word.textContent = `theme: ${t}`;
      button.replaceChildren(icon, word);
      button.title = `Colours: ${NAMES[t]}. Click for ${NAMES[next]}.`;
    };
    label(read());
    button.addEventListener('click', () => {
      const t = ORDER[(ORDER.indexOf(read()) + 1) % ORDER.length];
      try {
        localStorage.setItem(KEY, t);
      } catch {
        // A browser that keeps nothing still switches this page.
      }
      apply(t);
      label(t);
    });
    bar.append(button);
  });
})();
