import './globals.css';

// Reached only by requests that bypass the proxy (every page request gets a locale from its host),
// so it cannot know the language: it says it in all three.
export default function GlobalNotFound() {
  return (
    <html lang="hu">
      <body>
        <main className="container" style={{ paddingBlock: 64 }}>
          <h1 className="section-title">404</h1>
          <p lang="hu">Az oldal nem található.</p>
          <p lang="sk">Stránka sa nenašla.</p>
          <p lang="cs">Stránka nebyla nalezena.</p>
          <p>
            <a href="/">Stride</a>
          </p>
        </main>
      </body>
    </html>
  );
}
