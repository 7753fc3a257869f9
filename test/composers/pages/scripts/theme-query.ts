// `?theme=dark` or `?theme=light`: the page's colour scheme, for screenshots in both themes.
const theme = new URLSearchParams(location.search).get('theme');
if (theme === 'dark' || theme === 'light') document.documentElement.style.colorScheme = theme;
